import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { genericTexts } from '@masthead/core';
import { FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../forms/error-text.ts';
import type { Loaded } from './use-load.ts';
import * as css from './crowdnewsroom.css.ts';

/** Whether the logged-in contact holds an admin role (the server decides; this only hides what it would refuse). */
export function useIsAdmin(): boolean {
  const { session } = useAppContext();
  const { contact } = useSnapshot(session);
  const roles = contact?.activeRoles ?? [];
  return roles.includes('admin') || roles.includes('superadmin');
}

/** A date and time in the reader's language, or the given text when there is none. */
export function formatDate(i18n: I18n, iso: string | null | undefined, none = ''): string {
  return iso ? i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : none;
}

/** Loading and failure states of a `useLoad` result; `children` renders the value. */
export function LoadState<T>({ result, children }: { result: Loaded<T>; children: (value: T) => ReactNode }) {
  const { i18n } = useLingui();
  if (result.state === 'done') return <>{children(result.value)}</>;
  if (result.state === 'failed') {
    return <FormAlert>{i18n._(errorText(result.error) ?? genericTexts.reload)}</FormAlert>;
  }
  return (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

/**
 * A table's frame that scrolls sideways on a narrow screen instead of
 * widening the page; focusable, so a keyboard can scroll it too.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.tableWrap} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export interface InlineSelectProps<V extends string> {
  id: string;
  label: ReactNode;
  value: V;
  onChange: (value: V) => void;
  /** In order; a `value` of '' is the "all" choice of a filter. */
  options: readonly { value: V; label: string }[];
}

/**
 * A labelled select above its value, as the admin lists' filters and sorts
 * stand in a row.
 * @example <InlineSelect id="notice-sort" label={t`Sort by`} value={sort} onChange={setSort} options={[…]} />
 */
export function InlineSelect<V extends string>({ id, label, value, onChange, options }: InlineSelectProps<V>) {
  return (
    <div className={css.inlineField}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <select
        id={id}
        className={css.select}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
