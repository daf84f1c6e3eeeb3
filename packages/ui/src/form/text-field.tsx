import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as styles from './field.css.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'required'>;

export interface TextFieldProps extends InputProps {
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel';
  value: string;
  onValueChange?: (value: string) => void;
  /** Help shown under the label and read with the field. */
  description?: ReactNode;
  /** An already translated message; marks the field invalid and is read with it. */
  error?: ReactNode;
  /** Marks the field required for assistive technology; checking is the form's job. */
  required?: boolean;
}

/**
 * A labelled input. The description and the error are linked with
 * aria-describedby, an error sets aria-invalid, and the error sits in a
 * polite live region that exists from the first render, so it is announced
 * when it appears.
 *
 * @example <TextField label={t`Email`} type="email" value={email} onValueChange={setEmail} error={errors.email} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const { label, type = 'text', value, onValueChange, description, error, required, id, className, ...rest } = props;
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [description ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <input
        {...rest}
        ref={ref}
        id={inputId}
        type={type}
        value={value}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange?.(event.currentTarget.value)}
      />
      <div aria-live="polite">
        {hasError && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
});
