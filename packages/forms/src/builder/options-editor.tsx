import { useLayoutEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { componentOptions, type FormComponent, type FormOption } from '@masthead/core';
import { Button, TextField, visuallyHidden } from '@masthead/ui';
import { keyFromLabel, uniqueKey } from './component-key.ts';
import type { SettingProps } from './setting-fields.tsx';
import * as styles from './form-builder.css.ts';
import { MoveButtons } from './move-buttons.tsx';

function withOptions(component: FormComponent, values: FormOption[]): FormComponent {
  if (component.type === 'select') return { ...component, data: { ...component.data, values } };
  if (component.type === 'radio' || component.type === 'selectboxes') return { ...component, values };
  return component;
}

/** The value an option gets from its label while its value has not been typed over. */
const autoValue = (label: string, others: FormOption[]) =>
  uniqueKey(
    keyFromLabel(label, 'option'),
    others.map((o) => o.value),
  );

/** The options of a select, radio or selectboxes component: label, value, order. */
export function OptionsEditor({ component, onChange, problem, idPrefix }: SettingProps) {
  const { t } = useLingui();
  const options = componentOptions(component);
  const optionsPath = component.type === 'select' ? 'data.values' : 'values';
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const set = (values: FormOption[]) => onChange(withOptions(component, values));
  const others = (index: number) => options.filter((_, at) => at !== index);
  const rename = (index: number, label: string) =>
    set(
      options.map((option, at) => {
        if (at !== index) return option;
        const auto = option.value === autoValue(option.label, others(index));
        return { label, value: auto ? autoValue(label, others(index)) : option.value };
      }),
    );
  const swap = (index: number, to: number, control: string) => {
    if (to < 0 || to >= options.length) return;
    const next = [...options];
    [next[index], next[to]] = [next[to]!, next[index]!];
    focusNext.current = `${idPrefix}-option-${to}-${control}`;
    set(next);
  };
  const add = () => {
    const label = t`Option ${options.length + 1}`;
    focusNext.current = `${idPrefix}-option-${options.length}-label`;
    set([...options, { label, value: autoValue(label, options) }]);
  };
  const remove = (index: number) => {
    const left = others(index);
    focusNext.current =
      left.length === 0 ? `${idPrefix}-add-option` : `${idPrefix}-option-${Math.min(index, left.length - 1)}-label`;
    set(left);
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Options`}</legend>
      <ol className={styles.list}>
        {options.map((option, index) => {
          const n = index + 1;
          const name = option.label || option.value;
          return (
            <li key={index} className={styles.item}>
              <div className={styles.option}>
                <TextField
                  id={`${idPrefix}-option-${index}-label`}
                  className={styles.grow}
                  label={t`Option ${n} label`}
                  value={option.label}
                  onValueChange={(label) => rename(index, label)}
                  error={problem(`${optionsPath}.${index}`)}
                />
                <TextField
                  id={`${idPrefix}-option-${index}-value`}
                  className={styles.grow}
                  label={t`Option ${n} value`}
                  value={option.value}
                  onValueChange={(value) =>
                    set(options.map((o, at) => (at === index ? { ...o, value: value.trim() } : o)))
                  }
                  error={problem(`${optionsPath}.${index}.value`)}
                />
              </div>
              <div className={styles.row}>
                <MoveButtons
                  name={name}
                  idPrefix={`${idPrefix}-option-${index}`}
                  first={index === 0}
                  last={index === options.length - 1}
                  onMove={(direction) => swap(index, direction === 'up' ? index - 1 : index + 1, direction)}
                />
                <button type="button" className={styles.tool} onClick={() => remove(index)}>
                  <Trans>Remove option</Trans>
                  <span className={visuallyHidden}>: {name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div aria-live="polite">{problem(optionsPath) && <p className={styles.attention}>{problem(optionsPath)}</p>}</div>
      <Button id={`${idPrefix}-add-option`} variant="linkOutlined" size="sm" onClick={add}>
        <Trans>Add an option</Trans>
      </Button>
    </fieldset>
  );
}
