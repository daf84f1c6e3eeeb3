import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { editTabs, type EditTab } from './edit-errors.ts';
import * as styles from './callout-edit.css.ts';

const tabNames: Record<EditTab, MessageDescriptor> = {
  content: msg`Content`,
  settings: msg`Settings`,
  title: msg`Title and image`,
  end: msg`End message`,
  translations: msg`Translations`,
  gallery: msg`Map and gallery`,
};

/** WAI-ARIA tabs: one tab stop, arrows, Home and End; the chosen tab's panel follows. */
export function EditTabs({
  current,
  onChange,
  withErrors,
  children,
}: {
  current: EditTab;
  onChange: (tab: EditTab) => void;
  withErrors: Set<EditTab>;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = editTabs.indexOf(current);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: editTabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = editTabs[(to + editTabs.length) % editTabs.length]!;
    onChange(next);
    list.current?.querySelector<HTMLElement>(`#callout-tab-${next}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t`Call-out`} className={styles.tablist} ref={list} onKeyDown={onKeyDown}>
        {editTabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`callout-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls="callout-tabpanel"
            tabIndex={tab === current ? 0 : -1}
            data-error={withErrors.has(tab) || undefined}
            className={styles.tab}
            onClick={() => onChange(tab)}
          >
            {i18n._(tabNames[tab])}
            {withErrors.has(tab) && ` (${t`has errors`})`}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="callout-tabpanel" aria-labelledby={`callout-tab-${current}`} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
