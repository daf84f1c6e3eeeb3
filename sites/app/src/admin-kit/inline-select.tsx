import type { ReactNode } from 'react';
import * as css from './admin.css.ts';

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
