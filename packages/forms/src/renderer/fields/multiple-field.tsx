import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { componentOptions, maxAnswerItems } from '@masthead/core';
import { Button } from '@masthead/ui';
import { OptionsField } from './choice-fields.tsx';
import { FieldShell } from './field-shell.tsx';
import { itemLabel } from '../problem-text.ts';
import type { FieldProps } from './field-props.ts';
import * as own from './multiple-field.css.ts';

export interface MultipleFieldProps extends FieldProps {
  /** The control one value is asked with (a text field, a date, an address …). */
  View: ComponentType<FieldProps>;
  /** Each box's message, by position. */
  itemErrors: readonly (string | undefined)[] | undefined;
  /** Sets the list; `removed` is the position of a box just taken out. */
  onListChange: (items: unknown[], removed?: number) => void;
}

/**
 * form.io's "multiple values": one box per value under the field's legend,
 * an "Add another" button, and a remove button on every box after the first.
 * Each box is the type's own control, named "{label} ({position})", with its
 * own message. Adding a box moves focus into it; removing one moves focus to
 * the box before. A box left empty is no value (core skips blank items).
 */
export function MultipleField(props: MultipleFieldProps) {
  const { View, component, id, label, value, error, required, itemErrors, onListChange } = props;
  const { t, i18n } = useLingui();
  // At least one box; one value that is not a list yet (an old answer) fills the first.
  const items: unknown[] = Array.isArray(value) ? (value.length > 0 ? value : [undefined]) : [value];
  // Stable keys, so a box keeps its own state (a number's draft text) when one before it goes.
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < items.length) keys.current.push(nextKey.current++);
  keys.current.length = items.length;
  const list = useRef<HTMLUListElement>(null);
  const [focusBox, setFocusBox] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (focusBox === null) return;
    list.current?.children[focusBox]?.querySelector<HTMLElement>('input, textarea, select')?.focus();
    setFocusBox(null);
  }, [focusBox]);

  const one = { ...component, multiple: false, description: undefined };
  const add = () => {
    onListChange([...items, undefined]);
    setFocusBox(items.length);
  };
  const remove = (index: number) => {
    keys.current.splice(index, 1);
    onListChange(
      items.filter((_, i) => i !== index),
      index,
    );
    setFocusBox(index - 1);
  };

  return (
    <FieldShell id={`${id}-list`} group label={label} description={component.description} required={required}>
      {() => (
        <>
          <ul ref={list} className={own.list}>
            {items.map((item, index) => {
              const name = itemLabel(i18n, label, index);
              const key = keys.current[index]!;
              return (
                <li key={key} className={own.listItem}>
                  <View
                    component={one}
                    id={index === 0 ? id : `${id}-${key}`}
                    label={name}
                    value={item}
                    onChange={(next) => onListChange(items.map((was, i) => (i === index ? next : was)))}
                    error={(index === 0 ? error : undefined) ?? itemErrors?.[index]}
                    required={false}
                  />
                  {index > 0 && (
                    <Button variant="dangerText" size="xs" aria-label={t`Remove ${name}`} onClick={() => remove(index)}>
                      <Trans>Remove</Trans>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {items.length < maxAnswerItems && (
            <Button variant="primaryOutlined" size="sm" onClick={add}>
              <Trans>Add another</Trans>
            </Button>
          )}
        </>
      )}
    </FieldShell>
  );
}

/** select with "multiple values": a group of checkboxes, one per option, answered as the list of chosen values. */
export function SelectManyField(props: FieldProps) {
  const options = componentOptions(props.component);
  const chosen = new Set(Array.isArray(props.value) ? props.value : []);
  const ticks = Object.fromEntries(options.map((option) => [option.value, chosen.has(option.value)]));
  return (
    <OptionsField
      {...props}
      component={{ ...props.component, type: 'selectboxes', values: options }}
      value={ticks}
      onChange={(next) => {
        const ticked = next as Record<string, boolean>;
        props.onChange(options.filter((option) => ticked[option.value]).map((option) => option.value));
      }}
    />
  );
}
