import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RuleCondition, RuleGroup } from '@masthead/core';
import { Button, useFocusFirstInvalid } from '@masthead/ui';
import { draftFor, draftsOf, toRuleGroup, type DraftProblem, type DraftRule, type FilterField } from './rule-drafts.ts';
import { RuleRow } from './rule-row.tsx';
import * as css from './rule-builder.css.ts';

export interface RuleBuilderProps {
  fields: readonly FilterField[];
  /** Names the form, e.g. "Filter responses". */
  label: string;
  /** Labels the all/any choice, e.g. "Show responses that match". */
  matchLabel: string;
  /** Called with the rules to apply; an empty group clears the filter. */
  onApply: (group: RuleGroup) => void;
  /** The rules it starts with (read once; a new `key` starts it again). Ones it cannot show (`draftsOf`) start it empty. */
  initial?: RuleGroup;
  /** The submit button's text, "Apply filters" unless given. */
  applyLabel?: string;
  /** The submit button shows it is busy. */
  busy?: boolean;
  /** Offers "Clear filters" once there are rules (default true). */
  clearable?: boolean;
  /** More fields at the top of the form (a segment's name). */
  children?: ReactNode;
  /** More buttons after the submit button (Cancel). */
  actions?: ReactNode;
}

/**
 * An accessible builder of one rule group (docs/product/api.md, "Filter rules"):
 * each rule is a fieldset of field, operator and value(s) with its own remove button;
 * all rules or any rule must match. Problems are shown on the value field.
 */
export function RuleBuilder(props: RuleBuilderProps) {
  const { fields, label, matchLabel, onApply, applyLabel, busy, clearable = true, children, actions } = props;
  const { t } = useLingui();
  const [start] = useState(() => (props.initial ? draftsOf(props.initial, 1) : null));
  const [condition, setCondition] = useState<RuleCondition>(start?.condition ?? 'AND');
  const [drafts, setDrafts] = useState<DraftRule[]>(start?.drafts ?? []);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const nextKey = useRef((start?.drafts.length ?? 0) + 1);
  const addButton = useRef<HTMLButtonElement>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const id = useId();
  const focusKey = useRef<number | null>(null);
  // Focus a new rule's field once it is rendered, so keyboard users land where they add.
  useEffect(() => {
    if (focusKey.current === null) return;
    document.getElementById(`${id}-field-${focusKey.current}`)?.focus();
    focusKey.current = null;
  }, [drafts, id]);

  if (fields.length === 0) return null;

  const change = (key: number, update: (draft: DraftRule) => DraftRule) => {
    setDrafts((list) => list.map((d) => (d.key === key ? update(d) : d)));
    setProblems((list) => list.filter((p) => p.key !== key));
  };
  const add = () => {
    const key = nextKey.current++;
    setDrafts((list) => [...list, draftFor(key, fields[0]!)]);
    focusKey.current = key;
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
    <form ref={ref} noValidate onSubmit={apply} aria-label={label}>
      {children}
      <div className={css.toolbar}>
        <div className={css.inlineField}>
          <label htmlFor={`${id}-condition`} className={css.label}>
            {matchLabel}
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
        <Button type="submit" size="sm" loading={busy}>
          {applyLabel ?? <Trans>Apply filters</Trans>}
        </Button>
        {actions}
        {clearable && drafts.length > 0 && (
          <Button variant="greyOutlined" size="sm" onClick={clear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
