import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Quill, { type Range } from 'quill/core';
import Bold from 'quill/formats/bold.js';
import Header from 'quill/formats/header.js';
import Italic from 'quill/formats/italic.js';
import List from 'quill/formats/list.js';
import { visuallyHidden } from '../visually-hidden.css.ts';
import { cleanEditorHtml, richTextFormats, richTextHistory } from './history-options.ts';
import { LinkForm } from './link-form.tsx';
import { PolicyLink } from './policy-link.ts';
import type { RichTextEditorProps } from './rich-text-props.ts';
import { RichTextToolbar, type ToolbarCommand, type ToolbarFormats } from './rich-text-toolbar.tsx';
import * as styles from './rich-text.css.ts';

Quill.register(
  {
    'formats/header': Header,
    'formats/bold': Bold,
    'formats/italic': Italic,
    'formats/list': List,
    'formats/link': PolicyLink,
  },
  true,
);

/** The text length quill counts, without the newline it always ends with. */
const textLength = (quill: Quill) => Math.max(0, quill.getLength() - 1);

function setHtml(quill: Quill, html: string) {
  quill.setContents(quill.clipboard.convert({ html }), 'silent');
}

/**
 * The quill editor behind `RichTextEditor`, in its own chunk. Quill owns the
 * editable area; React owns the label, toolbar, link form and counts.
 */
export function QuillEditor(props: RichTextEditorProps) {
  const { label, value, onChange, description, error, maxLength, placeholder, required } = props;
  const { t } = useLingui();
  const autoId = useId();
  const editorId = props.id ?? `${autoId}-editor`;
  const labelId = `${editorId}-label`;
  const toolbarNameId = `${editorId}-toolbar`;
  const descriptionId = `${editorId}-description`;
  const errorId = `${editorId}-error`;
  const countId = `${editorId}-count`;
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const lastHtml = useRef(value);
  const echoes = useRef(new Set([value]));
  const savedRange = useRef<Range | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The editor is made once, with the placeholder it mounts with; a new value reaches it by the effect below.
  const initialPlaceholder = useRef(placeholder);
  const [formats, setFormats] = useState<ToolbarFormats>({});
  const [linkOpen, setLinkOpen] = useState(false);
  const [length, setLength] = useState(0);

  useLayoutEffect(() => {
    const mount = document.createElement('div');
    host.current!.append(mount);
    const quill = new Quill(mount, {
      formats: [...richTextFormats],
      modules: { history: richTextHistory },
      placeholder: initialPlaceholder.current ?? '',
    });
    quillRef.current = quill;
    setHtml(quill, lastHtml.current);
    quill.history.clear();
    setLength(textLength(quill));
    const onText = () => {
      const html = cleanEditorHtml(quill.getSemanticHTML(), textLength(quill) === 0 && !quill.root.querySelector('li'));
      setLength(textLength(quill));
      if (html === lastHtml.current) return;
      lastHtml.current = html;
      echoes.current.add(html);
      onChangeRef.current(html);
    };
    // The range comes with the event: asking quill for it here would make it re-read the page mid-update.
    const onSelection = (range: Range | null) => {
      if (!range) return;
      savedRange.current = range;
      setFormats(quill.getFormat(range) as ToolbarFormats);
    };
    quill.on('text-change', onText);
    quill.on('selection-change', onSelection);
    return () => {
      quill.off('text-change', onText);
      quill.off('selection-change', onSelection);
      quillRef.current = null;
      mount.remove();
    };
  }, []);

  // The editable area is labelled, described and marked like any other field.
  useLayoutEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    const describedBy = [description ? descriptionId : null, error ? errorId : null, maxLength ? countId : null];
    const attributes: Record<string, string | null> = {
      id: editorId,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-describedby': describedBy.filter(Boolean).join(' ') || null,
      'aria-invalid': error ? 'true' : null,
      'aria-required': required ? 'true' : null,
    };
    // Only real changes: quill watches its root, and every attribute write is a mutation it handles.
    for (const [name, text] of Object.entries(attributes)) {
      if (root.getAttribute(name) === text) continue;
      if (text === null) root.removeAttribute(name);
      else root.setAttribute(name, text);
    }
  });

  // A new value from outside (another locale, a reset) replaces the text; our own echoes do not,
  // even late ones: Preact may render with a value from a few keystrokes ago.
  useEffect(() => {
    const quill = quillRef.current;
    if (!quill) return;
    if (echoes.current.has(value)) {
      if (value === lastHtml.current) echoes.current = new Set([value]);
      return;
    }
    lastHtml.current = value;
    echoes.current = new Set([value]);
    setHtml(quill, value);
    setLength(textLength(quill));
  }, [value]);

  const run = (action: (quill: Quill) => void) => {
    const quill = quillRef.current;
    if (!quill) return;
    quill.focus();
    if (savedRange.current) quill.setSelection(savedRange.current, 'silent');
    action(quill);
    const range = quill.getSelection();
    if (range) setFormats(quill.getFormat(range) as ToolbarFormats);
  };

  const command: ToolbarCommand = {
    heading: (level) => run((q) => q.format('header', level, 'user')),
    toggle: (name) => run((q) => q.format(name, !formats[name], 'user')),
    list: (kind) => run((q) => q.format('list', formats.list === kind ? false : kind, 'user')),
    link: () => {
      const quill = quillRef.current;
      const range = savedRange.current;
      // In a link with nothing selected, the whole link is what the form changes.
      if (quill && range && range.length === 0 && formats.link !== undefined) {
        const [leaf] = quill.getLeaf(range.index);
        const link = leaf?.parent;
        if (link && link.statics.blotName === 'link') {
          savedRange.current = { index: link.offset(quill.scroll), length: link.length() };
        }
      }
      setLinkOpen((open) => !open);
    },
    undo: () => run((q) => q.history.undo()),
    redo: () => run((q) => q.history.redo()),
  };

  const applyLink = (href: string) => {
    setLinkOpen(false);
    run((quill) => {
      const range = quill.getSelection() ?? { index: textLength(quill), length: 0 };
      if (range.length > 0) {
        quill.formatText(range, 'link', href || false, 'user');
      } else if (formats.link !== undefined) {
        // The cursor sits in a link: change that link's target.
        quill.format('link', href || false, 'user');
      } else if (href) {
        quill.insertText(range.index, href, { link: href }, 'user');
        quill.setSelection(range.index + href.length, 0, 'user');
      }
    });
  };

  const remaining = maxLength === undefined ? 0 : maxLength - length;
  return (
    <div className={styles.editor}>
      <span id={labelId} className={styles.label} onClick={() => quillRef.current?.focus()}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <span id={toolbarNameId} className={visuallyHidden}>
        {t`Formatting`}
      </span>
      <div className={styles.frame} data-invalid={error ? 'true' : undefined}>
        <RichTextToolbar
          labelledBy={`${toolbarNameId} ${labelId}`}
          controls={editorId}
          formats={formats}
          linkOpen={linkOpen}
          command={command}
        />
        {linkOpen && (
          <LinkForm
            initial={formats.link ?? ''}
            onApply={applyLink}
            onRemove={() => applyLink('')}
            onCancel={() => {
              setLinkOpen(false);
              run(() => undefined);
            }}
          />
        )}
        <div ref={host} className={styles.area} />
      </div>
      {maxLength !== undefined && (
        <p id={countId} aria-live="polite" className={[styles.count, remaining < 0 ? styles.countOver : ''].join(' ')}>
          {remaining >= 0 ? (
            <Trans>
              {remaining} of {maxLength} characters left
            </Trans>
          ) : (
            <Trans>
              {-remaining} characters over the limit of {maxLength}
            </Trans>
          )}
        </p>
      )}
      <div aria-live="polite">
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
