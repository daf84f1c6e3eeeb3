/**
 * The fields `TextField` does not cover — a textarea, a select, a day —
 * labelled, described and announcing their error the same way.
 */
import { useId, type ReactNode } from 'react';
import * as styles from './field.css.ts';

interface BaseProps {
  label: ReactNode;
  /** Help under the label, read with the field. */
  description?: ReactNode;
  /** An already translated message: marks the field invalid and is read with it. */
  error?: ReactNode;
}

/** The ids and ARIA links of a field with a description and an error, as `TextField` has them. */
function useDescribed({ description, error }: BaseProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    id,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    },
    help: description ? (
      <p id={`${id}-description`} className={styles.description}>
        {description}
      </p>
    ) : null,
    // A polite live region from the first render, so an error is announced when it appears.
    errorLine: (
      <div aria-live="polite">
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    ),
  };
}

/**
 * A labelled multi-line text field, as `TextField` is for one line.
 * @example <TextAreaField label={t`Notes`} value={notes} onValueChange={setNotes} maxLength={10000} />
 */
export function TextAreaField(
  props: BaseProps & { value: string; onValueChange: (value: string) => void; maxLength?: number; rows?: number },
) {
  const { id, aria, help, errorLine } = useDescribed(props);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {help}
      <textarea
        id={id}
        className={styles.textarea}
        rows={props.rows ?? 4}
        maxLength={props.maxLength}
        value={props.value}
        onChange={(event) => props.onValueChange(event.currentTarget.value)}
        {...aria}
      />
      {errorLine}
    </div>
  );
}

/** A labelled choice from a short list (a `<select>`). */
export function SelectField<T extends string>(
  props: BaseProps & { value: T; options: { value: T; label: string }[]; onValueChange: (value: T) => void },
) {
  const { id, aria, help, errorLine } = useDescribed(props);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {help}
      <select
        id={id}
        className={styles.input}
        value={props.value}
        onChange={(event) => props.onValueChange(event.currentTarget.value as T)}
        {...aria}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorLine}
    </div>
  );
}

/** A labelled day (`YYYY-MM-DD`) in the browser's date picker. */
export function DayField(props: BaseProps & { value: string; onValueChange: (value: string) => void }) {
  const { id, aria, help, errorLine } = useDescribed(props);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {help}
      <input
        id={id}
        type="date"
        className={styles.input}
        value={props.value}
        onChange={(event) => props.onValueChange(event.currentTarget.value)}
        {...aria}
      />
      {errorLine}
    </div>
  );
}
