import type { ReactNode } from 'react';
import { TextField } from '@masthead/ui';
import { ControlField } from '../../../admin-kit/control-field.tsx';
import { fieldId, type FieldErrors } from './builder-errors.ts';
import * as styles from './membership-builder.css.ts';

interface Common {
  /** The field's key: its id and where its error is found. */
  name: string;
  label: ReactNode;
  description?: ReactNode;
  errors: FieldErrors;
}

/** A one-line text field whose id and error follow its key. */
export function BuilderText({
  name,
  label,
  description,
  errors,
  value,
  onChange,
  inputMode,
  readOnly,
}: Common & { value: string; onChange: (value: string) => void; inputMode?: 'decimal'; readOnly?: boolean }) {
  return (
    <TextField
      id={fieldId(name)}
      label={label}
      description={description}
      value={value}
      onValueChange={onChange}
      error={errors[name]}
      inputMode={inputMode}
      readOnly={readOnly}
    />
  );
}

/** A labelled textarea with its description and error. */
export function BuilderTextArea({
  name,
  label,
  description,
  errors,
  value,
  onChange,
}: Common & { value: string; onChange: (value: string) => void }) {
  return (
    <ControlField id={fieldId(name)} label={label} description={description} error={errors[name]}>
      {(attributes) => (
        <textarea {...attributes} rows={5} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
    </ControlField>
  );
}

/** A labelled select of `options`. */
export function BuilderSelect<T extends string>({
  name,
  label,
  description,
  errors,
  value,
  options,
  onChange,
}: Common & { value: T; options: { value: T; label: string }[]; onChange: (value: T) => void }) {
  return (
    <ControlField id={fieldId(name)} label={label} description={description} error={errors[name]}>
      {(attributes) => (
        <select {...attributes} value={value} onChange={(event) => onChange(event.currentTarget.value as T)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </ControlField>
  );
}

/** A checkbox with its label, a description and an error, both read with it. */
export function BuilderCheck({
  name,
  label,
  description,
  errors,
  checked,
  onChange,
}: Common & { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = fieldId(name);
  const error = errors[name];
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className={styles.check}>
      <div className={styles.checkRow}>
        <input
          type="checkbox"
          id={id}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {description && (
        <p id={`${id}-description`} className={styles.hint}>
          {description}
        </p>
      )}
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
