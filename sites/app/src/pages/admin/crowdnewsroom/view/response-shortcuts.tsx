import { useEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CheckboxField } from '@masthead/ui';
import { useModalDialog } from '../../../../common/use-modal-dialog.ts';
import * as css from '../../../../admin-kit/admin.css.ts';
import * as dialogCss from '../../../../admin-kit/form.css.ts';

/** What a reviewer can do from the keyboard on a response. */
export type ShortcutAction = 'next' | 'previous' | 'inbox' | 'verified' | 'trash' | 'tag' | 'assign' | 'help';

/** Keys in the order the help lists them (Gmail-like: j/k to move, one letter per bucket). */
export const shortcuts: [key: string, action: ShortcutAction, what: MessageDescriptor][] = [
  ['j', 'next', msg`Next response`],
  ['k', 'previous', msg`Previous response`],
  ['i', 'inbox', msg`Move to Inbox`],
  ['v', 'verified', msg`Move to Verified`],
  ['x', 'trash', msg`Move to Trash`],
  ['t', 'tag', msg`Go to the tags`],
  ['a', 'assign', msg`Go to the assignee`],
  ['?', 'help', msg`Show these shortcuts`],
];
const byKey = new Map(shortcuts.map(([key, action]) => [key, action]));

/** Input types where a letter is a click or a choice, not typing. */
const notTyping = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

/**
 * The shortcut a key press asks for, or null when it is typing (text
 * fields, selects, rich text), combined with a modifier, or already handled.
 */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented' | 'isComposing'>,
): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || event.isComposing) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('textarea, select, [contenteditable]:not([contenteditable="false"]), dialog')) return null;
  if (target instanceof HTMLInputElement && !notTyping.has(target.type)) return null;
  return byKey.get(event.key) ?? null;
}

const storageKey = 'masthead.response-shortcuts';

/**
 * Single-key shortcuts, on unless the reviewer turned them off (WCAG 2.1.4:
 * character keys must be possible to switch off); the choice is kept in this browser.
 */
export function useShortcutsSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(storageKey) !== 'off';
    } catch {
      return true;
    }
  });
  const change = (next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(storageKey, next ? 'on' : 'off');
    } catch {
      // Private mode without storage: the choice lasts for this page.
    }
  };
  return [on, change];
}

/** Runs `run` for each shortcut pressed on the page while `enabled`. */
export function useShortcuts(enabled: boolean, run: (action: ShortcutAction) => void): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}

/** The list of shortcuts in a modal dialog, with the switch to turn them off; the opener gets focus back. */
export function ShortcutsHelp({
  enabled,
  onEnabled,
  onClose,
}: {
  enabled: boolean;
  onEnabled: (on: boolean) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { dialogProps, titleId } = useModalDialog(onClose);
  return (
    <dialog {...dialogProps} className={dialogCss.dialog}>
      <h2 id={titleId}>
        <Trans>Keyboard shortcuts</Trans>
      </h2>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col">{t`Press`}</th>
            <th scope="col">{t`What it does`}</th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map(([key, action, what]) => (
            <tr key={action}>
              <td>
                <kbd>{key}</kbd>
              </td>
              <td>{i18n._(what)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CheckboxField label={t`Use single-key shortcuts`} checked={enabled} onCheckedChange={onEnabled} />
      <div className={dialogCss.actions}>
        <Button autoFocus onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </dialog>
  );
}
