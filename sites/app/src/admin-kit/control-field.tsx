import type { ReactNode } from 'react';
import * as styles from './form.css.ts';

interface ControlFieldProps {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  /** Renders the control with the attributes that label and describe it. */
  children: (attributes: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
    className: string;
  }) => ReactNode;
}

/** A label, description and polite error around a control TextField does not cover (select, date, textarea). */
export function ControlField({ id, label, description, error, children }: ControlFieldProps) {
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <strong>{label}</strong>
      </label>
      {description && (
        <p id={`${id}-description`} className={styles.hint}>
          {description}
        </p>
      )}
      {children({
        id,
        className: styles.input,
        ...(describedBy.length ? { 'aria-describedby': describedBy.join(' ') } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      <div aria-live="polite">
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
