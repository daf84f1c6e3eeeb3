import { FieldShell } from './field-shell.tsx';
import { textOf, type FieldProps } from './field-props.ts';
import * as own from './date-time-fields.css.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as a datetime-local input shows it, in the reader's time zone. */
export function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What a datetime-local input holds (local time) as the ISO string in UTC that the API keeps. */
export function fromLocalInput(text: string): string | undefined {
  if (text === '') return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** datetime: the browser's date and time picker in the theme's look, answered as an ISO string. */
export function DatetimeField({ component, id, label, value, onChange, error, required }: FieldProps) {
  return (
    <FieldShell id={id} label={label} description={component.description} error={error} required={required}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          className={own.dateInput}
          value={toLocalInput(value)}
          onChange={(event) => onChange(fromLocalInput(event.currentTarget.value))}
        />
      )}
    </FieldShell>
  );
}

/** time: `HH:MM`, as core's validator expects. */
export function TimeField({ component, id, label, value, onChange, error, required }: FieldProps) {
  return (
    <FieldShell id={id} label={label} description={component.description} error={error} required={required}>
      {(control) => (
        <input
          {...control}
          type="time"
          className={own.timeInput}
          value={textOf(value)}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
        />
      )}
    </FieldShell>
  );
}
