import { Fragment } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { fieldOperators, operatorArity, type RuleOperator } from '@masthead/core';
import { Button } from '@masthead/ui';
import {
  choicesOf,
  draftFor,
  emptyValues,
  type DraftProblem,
  type DraftRule,
  type FilterField,
} from './rule-drafts.ts';
import * as css from './rule-builder.css.ts';

/** How each operator reads in a rule ("contains"). */
export const operatorTexts: Record<RuleOperator, MessageDescriptor> = {
  equal: msg`is`,
  not_equal: msg`is not`,
  less: msg`is less than`,
  less_or_equal: msg`is at most`,
  greater: msg`is more than`,
  greater_or_equal: msg`is at least`,
  between: msg`is between`,
  not_between: msg`is not between`,
  begins_with: msg`begins with`,
  not_begins_with: msg`does not begin with`,
  contains: msg`contains`,
  not_contains: msg`does not contain`,
  ends_with: msg`ends with`,
  not_ends_with: msg`does not end with`,
  is_empty: msg`is empty`,
  is_not_empty: msg`is not empty`,
};

/** Fields by their group, in the order the groups first appear; ungrouped fields under ''. */
function fieldGroups(fields: readonly FilterField[]): [string, FilterField[]][] {
  const groups = new Map<string, FilterField[]>();
  for (const field of fields) groups.set(field.group ?? '', [...(groups.get(field.group ?? '') ?? []), field]);
  return [...groups];
}

/**
 * One rule of the builder as a fieldset: field (grouped), operator and as
 * many values as the operator takes; a date rule can count days from today
 * instead. Problems show on their value field.
 */
export function RuleRow(props: {
  id: string;
  fieldId: string;
  number: number;
  draft: DraftRule;
  fields: readonly FilterField[];
  problems: DraftProblem[];
  onChange: (update: (draft: DraftRule) => DraftRule) => void;
  onRemove: () => void;
}) {
  const { id, fieldId, number, draft, fields, problems, onChange, onRemove } = props;
  const { t, i18n } = useLingui();
  const field = fields.find((f) => f.field === draft.field) ?? fields[0]!;
  const operators = fieldOperators(field.spec);
  const choices = choicesOf(field);
  const choiceLabel = (value: string) => {
    if (field.spec.type === 'boolean') return value === 'true' ? t`Yes` : t`No`;
    if (field.spec.type === 'contact' && value === 'me') return t`Me`;
    return field.optionLabels?.[value] ?? value;
  };
  const relative = field.spec.type === 'date' && draft.relative === true;
  const inputType = relative
    ? 'number'
    : field.spec.type === 'date'
      ? 'date'
      : field.spec.type === 'number'
        ? 'number'
        : 'text';
  const problemText = (index: number) => {
    const found = problems.find((p) => p.index === index);
    if (!found) return null;
    if (found.problem === 'number') return relative ? t`Enter a whole number of days` : t`Enter a number`;
    return t`Enter a value`;
  };

  return (
    <fieldset className={css.rule}>
      <legend className={css.label}>{t`Rule ${number}`}</legend>
      <div className={css.toolbar}>
        <div className={css.inlineField}>
          <label htmlFor={fieldId}>{t`Field`}</label>
          <select
            id={fieldId}
            className={css.select}
            value={field.field}
            onChange={(event) => {
              const next = fields.find((f) => f.field === event.currentTarget.value)!;
              onChange(() => draftFor(draft.key, next));
            }}
          >
            {fieldGroups(fields).map(([group, inGroup]) => {
              const options = inGroup.map((f) => (
                <option key={f.field} value={f.field}>
                  {f.label}
                </option>
              ));
              return group ? (
                <optgroup key={group} label={group}>
                  {options}
                </optgroup>
              ) : (
                <Fragment key="">{options}</Fragment>
              );
            })}
          </select>
        </div>
        <div className={css.inlineField}>
          <label htmlFor={`${id}-operator`}>{t`Condition`}</label>
          <select
            id={`${id}-operator`}
            className={css.select}
            value={draft.operator}
            onChange={(event) => {
              const operator = event.currentTarget.value as RuleOperator;
              const values = emptyValues(field, operator).map((empty, i) => draft.values[i] ?? empty);
              onChange((d) => ({ ...d, operator, values }));
            }}
          >
            {operators.map((operator) => (
              <option key={operator} value={operator}>
                {i18n._(operatorTexts[operator])}
              </option>
            ))}
          </select>
        </div>
        {Array.from({ length: operatorArity(draft.operator) }, (_, index) => {
          const valueId = `${id}-value-${index}`;
          const two = operatorArity(draft.operator) === 2;
          const plain = two ? (index === 0 ? t`From` : t`To`) : t`Value`;
          const days = two ? (index === 0 ? t`From (days from today)` : t`To (days from today)`) : t`Days from today`;
          const label = relative ? days : plain;
          const problem = problemText(index);
          const setValue = (value: string) =>
            onChange((d) => ({ ...d, values: d.values.map((v, i) => (i === index ? value : v)) }));
          return (
            <div key={index} className={css.inlineField}>
              <label htmlFor={valueId}>{label}</label>
              {choices.length > 0 ? (
                <select
                  id={valueId}
                  className={css.select}
                  value={draft.values[index] ?? ''}
                  onChange={(event) => setValue(event.currentTarget.value)}
                >
                  {choices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choiceLabel(choice)}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={valueId}
                  className={css.select}
                  type={inputType}
                  value={draft.values[index] ?? ''}
                  aria-invalid={problem ? true : undefined}
                  step={relative ? 1 : undefined}
                  aria-describedby={
                    [relative ? `${id}-days-hint` : '', problem ? `${valueId}-error` : ''].join(' ').trim() || undefined
                  }
                  onChange={(event) => setValue(event.currentTarget.value)}
                />
              )}
              <div aria-live="polite">
                {problem && (
                  <p id={`${valueId}-error`} className={css.errorText}>
                    {problem}
                  </p>
                )}
              </div>
            </div>
          );
        })}
        {field.spec.type === 'date' && operatorArity(draft.operator) > 0 && (
          <div className={css.inlineField}>
            <label>
              <input
                type="checkbox"
                checked={relative}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  onChange((d) => ({ ...d, relative: on, values: d.values.map(() => '') }));
                }}
              />{' '}
              {t`Count days from today`}
            </label>
            {relative && (
              <p id={`${id}-days-hint`} className={css.hint}>
                {t`Negative numbers count back: -7 is a week ago.`}
              </p>
            )}
          </div>
        )}
        <Button variant="dangerText" size="sm" onClick={onRemove}>
          {t`Remove rule ${number}`}
        </Button>
      </div>
    </fieldset>
  );
}
