import type { KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { headingLevels } from './history-options.ts';
import { visuallyHidden } from '../visually-hidden.css.ts';
import * as styles from './rich-text.css.ts';

export interface ToolbarFormats {
  header?: number;
  bold?: boolean;
  italic?: boolean;
  list?: string;
  link?: string;
}

export interface ToolbarCommand {
  heading: (level: number | false) => void;
  toggle: (name: 'bold' | 'italic') => void;
  list: (kind: 'bullet' | 'ordered') => void;
  link: () => void;
  undo: () => void;
  redo: () => void;
}

interface ToolbarProps {
  /** Ids of the texts that name the toolbar ("Formatting" and the editor's label). */
  labelledBy: string;
  controls: string;
  formats: ToolbarFormats;
  linkOpen: boolean;
  command: ToolbarCommand;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow
 * keys, Home and End move between its controls; the heading select keeps
 * its own up and down arrows.
 */
export function RichTextToolbar({ labelledBy, controls, formats, linkOpen, command }: ToolbarProps) {
  const { t } = useLingui();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('button, select')];
    const at = items.indexOf(event.target as HTMLElement);
    if (at === -1) return;
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : -1;
    if (to === -1) return;
    event.preventDefault();
    items.forEach((item, index) => (item.tabIndex = index === to ? 0 : -1));
    items[to]?.focus();
  };

  const pressed = (on: boolean) => ({ 'aria-pressed': on, className: styles.tool, type: 'button' as const });
  // Only the first control starts in the tab order; arrows move the stop.
  const rest = { tabIndex: -1 };

  return (
    <div
      role="toolbar"
      aria-labelledby={labelledBy}
      aria-controls={controls}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
    >
      <select
        className={styles.styleSelect}
        aria-label={t`Text style`}
        value={formats.header ?? 0}
        tabIndex={0}
        onChange={(event) => command.heading(Number(event.currentTarget.value) || false)}
      >
        <option value={0}>{t`Normal text`}</option>
        {headingLevels.map((level) => (
          <option key={level} value={level}>
            {t`Heading ${level}`}
          </option>
        ))}
      </select>
      <button {...pressed(!!formats.bold)} {...rest} onClick={() => command.toggle('bold')}>
        <b aria-hidden="true">B</b>
        <span className={visuallyHidden}>{t`Bold`}</span>
      </button>
      <button {...pressed(!!formats.italic)} {...rest} onClick={() => command.toggle('italic')}>
        <i aria-hidden="true">I</i>
        <span className={visuallyHidden}>{t`Italic`}</span>
      </button>
      <button {...pressed(formats.list === 'bullet')} {...rest} onClick={() => command.list('bullet')}>
        {t`Bulleted list`}
      </button>
      <button {...pressed(formats.list === 'ordered')} {...rest} onClick={() => command.list('ordered')}>
        {t`Numbered list`}
      </button>
      <button type="button" className={styles.tool} aria-expanded={linkOpen} {...rest} onClick={command.link}>
        {t`Link`}
      </button>
      <button type="button" className={styles.tool} {...rest} onClick={command.undo}>
        {t`Undo`}
      </button>
      <button type="button" className={styles.tool} {...rest} onClick={command.redo}>
        {t`Redo`}
      </button>
    </div>
  );
}
