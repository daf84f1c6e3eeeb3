import { useLayoutEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { componentOptions, type AnswerableComponent, type FormComponent } from '@masthead/core';
import { TextField } from '@masthead/ui';
import { useBuilder } from './builder-context.ts';
import { componentName } from './builder-texts.ts';
import { conditionOf, questionByKey, questionsBefore, withCondition, type ConditionChoice } from './condition-edit.ts';
import type { Path } from './schema-edit.ts';
import * as styles from './form-builder.css.ts';

type Mode = 'always' | ConditionChoice['mode'];
type Operator = ConditionChoice['operator'];

/** Types whose answer can sensibly be compared with a typed or chosen value (core compares by text). */
const comparableTypes = [
  'textfield',
  'textarea',
  'email',
  'url',
  'phoneNumber',
  'number',
  'currency',
  'time',
  'select',
  'radio',
  'selectboxes',
  'checkbox',
];

const hasOptions = (question: AnswerableComponent) =>
  question.type === 'select' || question.type === 'radio' || question.type === 'selectboxes';

/**
 * What a new condition on a question starts as: a checkbox ticked, the first
 * option of a choice, else "is answered" (a typed value would start empty).
 */
function startingChoice(question: AnswerableComponent, mode: ConditionChoice['mode']): ConditionChoice {
  const when = question.key;
  if (question.type === 'checkbox') return { mode, when, operator: 'equals', value: 'true' };
  const first = componentOptions(question)[0];
  if (hasOptions(question) && first) return { mode, when, operator: 'equals', value: first.value };
  return { mode, when, operator: 'answered', value: '' };
}

/** The value an `equals` starts with when chosen in the operator list. */
function startingValue(question: AnswerableComponent | null): string {
  if (!question) return '';
  if (question.type === 'checkbox') return 'true';
  return hasOptions(question) ? (componentOptions(question)[0]?.value ?? '') : '';
}

interface Choice {
  value: string;
  label: string;
}

/** A labelled native select; its error is linked and sits in a polite live region. */
function SelectSetting(props: {
  id: string;
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { id, label, value, choices, onChange, error } = props;
  return (
    <div className={styles.setting}>
      <label htmlFor={id} className={styles.settingLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.smallSelect}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <div aria-live="polite">
        {error && (
          <p id={`${id}-error`} className={styles.attention}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * "Condition": whether a component always shows, shows only when an earlier
 * question has a given answer, or hides then. It writes core's `{show, when,
 * eq}` (`conditionOf`/`withCondition`), so the live preview follows at once.
 */
export function ConditionEditor({
  component,
  path,
  onChange,
  error,
  idPrefix,
}: {
  component: FormComponent;
  path: Path;
  onChange: (component: FormComponent) => void;
  /** core's problem with the condition, already translated. */
  error: string | undefined;
  idPrefix: string;
}) {
  const { t, i18n } = useLingui();
  const { schema } = useBuilder();
  // An "equals" whose value is still empty is stored as `eq: ''`; this keeps it read as one.
  const [preferEquals, setPreferEquals] = useState(false);
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const choice = conditionOf(component, preferEquals ? 'equals' : undefined);
  const mode: Mode = choice?.mode ?? 'always';
  const earlier = questionsBefore(schema, path);
  const question = choice ? questionByKey(schema, choice.when) : null;
  const id = (part: string) => `${idPrefix}-condition-${part}`;

  const apply = (next: ConditionChoice | null) => onChange(withCondition(component, next));
  const setMode = (next: Mode) => {
    setPreferEquals(false);
    if (next === 'always') return apply(null);
    if (choice) return apply({ ...choice, mode: next });
    const nearest = earlier.at(-1);
    if (nearest) apply(startingChoice(nearest, next));
  };
  const setWhen = (key: string) => {
    const picked = questionByKey(schema, key);
    if (!choice || !picked) return;
    setPreferEquals(false);
    apply(startingChoice(picked, choice.mode));
  };
  const setOperator = (operator: Operator) => {
    if (!choice) return;
    setPreferEquals(operator === 'equals');
    apply({ ...choice, operator, value: operator === 'equals' ? startingValue(question) : '' });
  };
  const remove = () => {
    setPreferEquals(false);
    focusNext.current = id('always');
    apply(null);
  };

  const names = earlier.map((q) => componentName(i18n, q));
  const questionChoices: Choice[] = earlier.map((q, at) => ({
    value: q.key,
    // Two questions with one label are told apart by their keys.
    label: names.indexOf(names[at]!) !== names.lastIndexOf(names[at]!) ? `${names[at]} (${q.key})` : names[at]!,
  }));
  if (choice && !earlier.some((q) => q.key === choice.when)) {
    const name = question ? componentName(i18n, question) : choice.when;
    questionChoices.push({
      value: choice.when,
      label: question ? t`${name} (comes after this one)` : t`${name} (not in the form)`,
    });
  }

  const operatorChoices: Choice[] = [];
  if (question?.type === 'checkbox') operatorChoices.push({ value: 'equals', label: t`is ticked` });
  else {
    if (!question || comparableTypes.includes(question.type) || choice?.operator === 'equals') {
      const contains = question?.type === 'selectboxes' || question?.multiple === true;
      operatorChoices.push({ value: 'equals', label: contains ? t`contains` : t`equals` });
    }
    operatorChoices.push({ value: 'answered', label: t`is answered` });
  }

  let valueField = null;
  if (choice?.operator === 'equals' && !(question?.type === 'checkbox' && choice.value === 'true')) {
    const options = question ? componentOptions(question) : [];
    if (options.length > 0) {
      const optionChoices: Choice[] = options.map((o) => ({ value: o.value, label: o.label || o.value }));
      if (!options.some((o) => o.value === choice.value)) {
        optionChoices.unshift({ value: choice.value, label: t`“${choice.value}” (not an option)` });
      }
      valueField = (
        <SelectSetting
          id={id('value')}
          label={t`Answer`}
          value={choice.value}
          choices={optionChoices}
          onChange={(value) => apply({ ...choice, value })}
          error={options.some((o) => o.value === choice.value) ? undefined : t`Choose one of the question’s options.`}
        />
      );
    } else {
      valueField = (
        <TextField
          id={id('value')}
          className={styles.setting}
          label={t`Answer`}
          value={choice.value}
          onValueChange={(value) => apply({ ...choice, value })}
          error={choice.value === '' ? t`Type the answer to compare with.` : undefined}
        />
      );
    }
  }

  const enabled = earlier.length > 0 || choice !== null;
  const modes: [Mode, string][] = [
    ['always', t`Always show`],
    ['show', t`Show only when …`],
    ['hide', t`Hide when …`],
  ];

  return (
    <fieldset className={styles.fieldset} aria-describedby={enabled ? undefined : id('none')}>
      <legend className={styles.legend}>{t`Condition`}</legend>
      <div className={styles.choices}>
        {modes.map(([value, label]) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              id={id(value)}
              name={id('mode')}
              value={value}
              checked={mode === value}
              disabled={!enabled && value !== 'always'}
              onChange={() => setMode(value)}
            />
            {label}
          </label>
        ))}
      </div>
      {!enabled && (
        <p id={id('none')} className={styles.hint}>
          <Trans>Add a question before this one to show it only on a certain answer.</Trans>
        </p>
      )}
      {choice && (
        <>
          <div className={styles.fieldRow}>
            <SelectSetting
              id={id('when')}
              label={t`Question`}
              value={choice.when}
              choices={questionChoices}
              onChange={setWhen}
              error={error}
            />
            <SelectSetting
              id={id('operator')}
              label={t`Comparison`}
              value={choice.operator}
              choices={operatorChoices}
              onChange={(value) => setOperator(value as Operator)}
            />
            {valueField}
          </div>
          <button type="button" id={id('remove')} className={styles.tool} onClick={remove}>
            <Trans>Remove condition</Trans>
          </button>
        </>
      )}
    </fieldset>
  );
}
