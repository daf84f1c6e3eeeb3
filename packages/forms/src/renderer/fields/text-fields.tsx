import { useState } from 'react';
import { TextField } from '@masthead/ui';
import { FieldShell } from './field-shell.tsx';
import { textOf, type FieldProps } from './field-props.ts';
import * as styles from './field.css.ts';

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text);

const inputTypes = { textfield: 'text', email: 'email', phoneNumber: 'tel', url: 'text' } as const;

/** textfield, email, phoneNumber and url: packages/ui's TextField. */
export function TextLikeField({ component, id, label, value, onChange, error, required }: FieldProps) {
  const type = inputTypes[component.type as keyof typeof inputTypes] ?? 'text';
  return (
    <TextField
      id={id}
      label={label}
      type={type}
      inputMode={component.type === 'url' ? 'url' : undefined}
      autoComplete={component.type === 'email' ? 'email' : component.type === 'phoneNumber' ? 'tel' : undefined}
      description={component.description || undefined}
      placeholder={component.placeholder || undefined}
      value={textOf(value)}
      onValueChange={(text) => onChange(blankToUndefined(text))}
      error={error}
      required={required}
    />
  );
}

/**
 * What a number field holds: a number when the text reads as one (a decimal
 * comma accepted), else the text itself, which core's validator refuses
 * with the `number` or `currency` rule.
 */
export function parseNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const normal = trimmed.replace(/^(-?\d*),(\d+)$/, '$1.$2');
  const number = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normal) ? Number(normal) : Number.NaN;
  return Number.isFinite(number) ? number : trimmed;
}

/** number and currency: a text input (inputmode decimal) keeping what was typed. */
export function NumberField({ component, id, label, value, onChange, error, required }: FieldProps) {
  const [draft, setDraft] = useState(textOf(value));
  const shown = parseNumber(draft) === value || (draft === '' && value === undefined) ? draft : textOf(value);
  return (
    <TextField
      id={id}
      label={label}
      inputMode="decimal"
      description={component.description || undefined}
      placeholder={component.placeholder || undefined}
      value={shown}
      onValueChange={(text) => {
        setDraft(text);
        onChange(parseNumber(text));
      }}
      error={error}
      required={required}
    />
  );
}

/** textarea: several lines of text. */
export function TextareaField({ component, id, label, value, onChange, error, required }: FieldProps) {
  return (
    <FieldShell id={id} label={label} description={component.description} error={error} required={required}>
      {(control) => (
        <textarea
          {...control}
          className={styles.textarea}
          placeholder={component.placeholder || undefined}
          value={textOf(value)}
          onChange={(event) => onChange(blankToUndefined(event.currentTarget.value))}
        />
      )}
    </FieldShell>
  );
}
