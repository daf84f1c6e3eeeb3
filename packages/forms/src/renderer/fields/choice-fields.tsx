import { componentOptions, type AnswerableComponent } from '@masthead/core';
import { FieldShell, RequiredMark } from './field-shell.tsx';
import type { FieldProps } from './field-props.ts';
import * as styles from './field.css.ts';

type Ticks = Record<string, boolean>;

/** radio and selectboxes: a fieldset whose legend is the label, one labelled control per option. */
export function OptionsField({ component, id, label, value, onChange, error, required }: FieldProps) {
  const multiple = component.type === 'selectboxes';
  const ticks: Ticks = multiple && typeof value === 'object' && value !== null ? (value as Ticks) : {};
  return (
    <FieldShell id={id} group label={label} description={component.description} error={error} required={required}>
      {(control) =>
        componentOptions(component).map((option, index) => {
          const optionId = `${id}-${index}`;
          const checked = multiple ? ticks[option.value] === true : value === option.value;
          return (
            <div key={option.value} className={styles.option}>
              <input
                id={optionId}
                type={multiple ? 'checkbox' : 'radio'}
                name={id}
                className={styles.tick}
                checked={checked}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                onChange={(event) =>
                  onChange(multiple ? { ...ticks, [option.value]: event.currentTarget.checked } : option.value)
                }
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })
      }
    </FieldShell>
  );
}

/** select: a native select, with an empty first choice while nothing is chosen or the answer is optional. */
export function SelectField({ component, id, label, value, onChange, error, required }: FieldProps) {
  const options = componentOptions(component as AnswerableComponent);
  const chosen = typeof value === 'string' ? value : '';
  return (
    <FieldShell id={id} label={label} description={component.description} error={error} required={required}>
      {(control) => (
        <select
          {...control}
          className={styles.input}
          value={chosen}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
        >
          {(!required || chosen === '') && <option value="">{component.placeholder || '—'}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** checkbox: one box, its label beside it; `required` means it must be ticked. */
export function CheckboxField({ component, id, label, value, onChange, error, required }: FieldProps) {
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [component.description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <div className={styles.option}>
        <input
          id={id}
          type="checkbox"
          className={styles.tick}
          checked={value === true}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={id}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {component.description && (
        <p id={descriptionId} className={styles.description}>
          {component.description}
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
