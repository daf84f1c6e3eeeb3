import { useLingui } from '@lingui/react/macro';
import type { ComponentValidate, FormComponent } from '@masthead/core';
import { TextField } from '@masthead/ui';
import * as styles from './form-builder.css.ts';

export interface SettingProps {
  component: FormComponent;
  onChange: (component: FormComponent) => void;
  /** The translated problem of a setting, by its path under the component (`validate.minLength`). */
  problem: (suffix: string) => string | undefined;
  idPrefix: string;
}

type LimitName = keyof Omit<ComponentValidate, 'required'>;

/**
 * A number setting is stored as a number when it reads as one; anything
 * else is kept as typed, so core's check names it instead of it vanishing.
 */
function parseLimit(text: string, asNumber: boolean): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (asNumber && /^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}

function withValidate(component: FormComponent, name: LimitName, value: number | string | undefined): FormComponent {
  const validate: Record<string, unknown> = { ...component.validate };
  if (value === undefined) delete validate[name];
  else validate[name] = value;
  return { ...component, validate } as FormComponent;
}

const textTypes = ['textfield', 'textarea', 'email', 'url', 'phoneNumber'];

/**
 * The validation settings a component type has (core's validators apply them; docs/product/rules.md, Form field
 * validators).
 */
export function ValidationFields({ component, onChange, problem, idPrefix }: SettingProps) {
  const { t } = useLingui();
  const validate = component.validate ?? {};
  const field = (name: LimitName, label: string, kind: 'number' | 'text', description?: string) => (
    <TextField
      key={name}
      id={`${idPrefix}-${name}`}
      label={label}
      description={description}
      inputMode={kind === 'number' ? 'decimal' : undefined}
      value={validate[name] === undefined ? '' : String(validate[name])}
      onValueChange={(text) => onChange(withValidate(component, name, parseLimit(text, kind === 'number')))}
      error={problem(`validate.${name}`)}
    />
  );
  const both = problem('validate');
  const fields = [];
  if (textTypes.includes(component.type)) {
    fields.push(field('minLength', t`Minimum length (characters)`, 'number'));
    fields.push(field('maxLength', t`Maximum length (characters)`, 'number'));
  }
  if (component.type === 'textfield' || component.type === 'textarea') {
    fields.push(field('minWords', t`Minimum words`, 'number'));
    fields.push(field('maxWords', t`Maximum words`, 'number'));
  }
  if (textTypes.includes(component.type)) {
    fields.push(
      field(
        'pattern',
        t`Pattern (regular expression)`,
        'text',
        t`The whole answer must match, e.g. [0-9]+ for digits only.`,
      ),
    );
  }
  if (component.type === 'number' || component.type === 'currency') {
    fields.push(field('min', t`Smallest number allowed`, 'number'));
    fields.push(field('max', t`Largest number allowed`, 'number'));
  }
  if (component.type === 'datetime') {
    const hint = t`A date (2026-12-31) or a time relative to the answer, such as now-7d or now+1M.`;
    fields.push(field('min', t`Earliest date`, 'text', hint));
    fields.push(field('max', t`Latest date`, 'text', hint));
  }
  if (fields.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Validation`}</legend>
      <div className={styles.fieldRow}>{fields}</div>
      <div aria-live="polite">{both && <p className={styles.attention}>{both}</p>}</div>
    </fieldset>
  );
}
