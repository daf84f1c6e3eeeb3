import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { fieldOperators, operatorArity, type RuleCondition, type RuleGroup, type RuleOperator } from '@masthead/core';
import { Button, useFocusFirstInvalid } from '@masthead/ui';
import {
  choicesOf,
  draftFor,
  emptyValues,
  toRuleGroup,
  type DraftProblem,
  type DraftRule,
  type FilterField,
} from './rule-drafts.ts';
import * as css from '../crowdnewsroom.css.ts';

const operatorTexts: Record<RuleOperator, MessageDescriptor> = {
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

export interface RuleBuilderProps {
  fields: readonly FilterField[];
  /** Called with the rules to apply; an empty group clears the filter. */
  onApply: (group: RuleGroup) => void;
}

/**
 * An accessible builder of one rule group (API.md "Filter rules"): each rule
 * is a fieldset of field, operator and value(s) with its own remove button;
 * all rules or any rule must match. Problems are shown on the value field.
 */
export function RuleBuilder({ fields, onApply }: RuleBuilderProps) {
  const { t } = useLingui();
  const [condition, setCondition] = useState<RuleCondition>('AND');
  const [drafts, setDrafts] = useState<DraftRule[]>([]);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const nextKey = useRef(1);
  const addButton = useRef<HTMLButtonElement>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const id = useId();

  if (fields.length === 0) return null;

  const change = (key: number, update: (draft: DraftRule) => DraftRule) => {
    setDrafts((list) => list.map((d) => (d.key === key ? update(d) : d)));
    setProblems((list) => list.filter((p) => p.key !== key));
  };
  const add = () => {
    const key = nextKey.current++;
    setDrafts((list) => [...list, draftFor(key, fields[0]!)]);
    // Focus the new rule's field, so keyboard users land where they add.
    requestAnimationFrame(() => document.getElementById(`${id}-field-${key}`)?.focus());
  };
  const remove = (key: number) => {
    setDrafts((list) => list.filter((d) => d.key !== key));
    setProblems((list) => list.filter((p) => p.key !== key));
    addButton.current?.focus();
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = toRuleGroup(condition, drafts, fields);
    if (!result.ok) {
      setProblems(result.problems);
      focusFirstInvalid();
      return;
    }
    setProblems([]);
    onApply(result.group);
  };
  const clear = () => {
    setDrafts([]);
    setProblems([]);
    onApply({ condition, rules: [] });
  };

  return (
    <form ref={ref} noValidate onSubmit={apply} aria-label={t`Filter responses`}>
      <div className={css.toolbar}>
        <div className={css.inlineField}>
          <label htmlFor={`${id}-condition`} className={css.label}>
            <Trans>Show responses that match</Trans>
          </label>
          <select
            id={`${id}-condition`}
            className={css.select}
            value={condition}
            onChange={(event) => setCondition(event.currentTarget.value as RuleCondition)}
          >
            <option value="AND">{t`all rules`}</option>
            <option value="OR">{t`any rule`}</option>
          </select>
        </div>
      </div>
      {drafts.map((draft, index) => (
        <RuleRow
          key={draft.key}
          id={`${id}-${draft.key}`}
          fieldId={`${id}-field-${draft.key}`}
          number={index + 1}
          draft={draft}
          fields={fields}
          problems={problems.filter((p) => p.key === draft.key)}
          onChange={(update) => change(draft.key, update)}
          onRemove={() => remove(draft.key)}
        />
      ))}
      <div className={css.row}>
        <Button ref={addButton} variant="linkOutlined" size="sm" onClick={add}>
          <Trans>Add a rule</Trans>
        </Button>
        <Button type="submit" size="sm">
          <Trans>Apply filters</Trans>
        </Button>
        {drafts.length > 0 && (
          <Button variant="greyOutlined" size="sm" onClick={clear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}

function RuleRow(props: {
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
  const inputType = field.spec.type === 'date' ? 'date' : field.spec.type === 'number' ? 'number' : 'text';
  const problemText = (index: number) => {
    const found = problems.find((p) => p.index === index);
    if (!found) return null;
    return found.problem === 'number' ? t`Enter a number` : t`Enter a value`;
  };

  return (
    <fieldset className={css.section}>
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
            {fields.map((f) => (
              <option key={f.field} value={f.field}>
                {f.label}
              </option>
            ))}
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
          const label = operatorArity(draft.operator) === 2 ? (index === 0 ? t`From` : t`To`) : t`Value`;
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
                  aria-describedby={problem ? `${valueId}-error` : undefined}
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
        <Button variant="dangerText" size="sm" onClick={onRemove}>
          {t`Remove rule ${number}`}
        </Button>
      </div>
    </fieldset>
  );
}
