/**
 * The fields `TextField` does not cover — a textarea, a select, a day —
 * labelled, described and announcing their error the same way.
 */
import { useId, type ReactNode } from 'react';
import * as styles from './field.css.ts';

export interface BaseProps {
  label: ReactNode;
  /** Help under the label, read with the field. */
  description?: ReactNode;
  /** An already translated message: marks the field invalid and is read with it. */
  error?: ReactNode;
}

/** What the frame hands its control: the id and the ARIA links to the help and the error. */
export interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The label, help, control and error of one field, linked as `TextField`
 * links them; the error sits in a polite live region present from the
 * first render, so it is announced when it appears. The label's id is
 * `${id}-label`, for a control's popup (the multi-select's list) to be named by it.
 */
export function FieldFrame({
  label,
  description,
  error,
  className,
  children,
}: BaseProps & { className?: string; children: (a: ControlAttributes) => ReactNode }) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        {label}
      </label>
      {description ? (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
      })}
      <div aria-live="polite">
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A labelled multi-line text field, as `TextField` is for one line.
 * @example <TextAreaField label={t`Notes`} value={notes} onValueChange={setNotes} maxLength={10000} />
 */
export function TextAreaField(
  props: BaseProps & { value: string; onValueChange: (value: string) => void; maxLength?: number; rows?: number },
) {
  return (
    <FieldFrame {...props}>
      {(attributes) => (
        <textarea
          {...attributes}
          className={styles.textarea}
          rows={props.rows ?? 4}
          maxLength={props.maxLength}
          value={props.value}
          onChange={(event) => props.onValueChange(event.currentTarget.value)}
        />
      )}
    </FieldFrame>
  );
}

/** A labelled choice from a short list (a `<select>`). */
export function SelectField<T extends string>(
  props: BaseProps & { value: T; options: { value: T; label: string }[]; onValueChange: (value: T) => void },
) {
  return (
    <FieldFrame {...props}>
      {(attributes) => (
        <select
          {...attributes}
          className={styles.input}
          value={props.value}
          onChange={(event) => props.onValueChange(event.currentTarget.value as T)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A labelled day (`YYYY-MM-DD`) in the browser's date picker. */
export function DayField(props: BaseProps & { value: string; onValueChange: (value: string) => void }) {
  return (
    <FieldFrame {...props}>
      {(attributes) => (
        <input
          {...attributes}
          type="date"
          className={styles.input}
          value={props.value}
          onChange={(event) => props.onValueChange(event.currentTarget.value)}
        />
      )}
    </FieldFrame>
  );
}
