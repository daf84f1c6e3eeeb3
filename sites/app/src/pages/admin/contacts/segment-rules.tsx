import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  isRuleGroup,
  type Rule,
  type RuleGroup,
  type RuleOperator,
  type RuleValue,
  type Segment,
} from '@masthead/core';
import { Button, FormAlert, TextField, validationTexts } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText, serverFieldErrors } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { RuleBuilder } from '../../../common/rules/rule-builder.tsx';
import { draftsOf, type FilterField } from '../../../common/rules/rule-drafts.ts';
import { operatorTexts } from '../../../common/rules/rule-row.tsx';
import { ConfirmDialog } from '../../../admin-kit/confirm-dialog.tsx';
import { CardSection } from '../../../layouts/card-section.tsx';
import * as css from '../../../admin-kit/admin.css.ts';
import * as own from './contacts.css.ts';

const relativeDays = /^\$now\(d:(-?\d+)\)$/;

/** A date compared reads as before and after ("Joined is after 30 days ago"), not as less and more. */
const dateOperatorTexts: Partial<Record<RuleOperator, MessageDescriptor>> = {
  less: msg`is before`,
  less_or_equal: msg`is on or before`,
  greater: msg`is after`,
  greater_or_equal: msg`is on or after`,
};

/** One rule as a sentence: "Tags contains Donor", "Joined is more than 30 days ago". */
function RuleText({ rule, fields }: { rule: Rule; fields: readonly FilterField[] }) {
  const { t, i18n } = useLingui();
  const field = fields.find((f) => f.field === rule.field);
  const valueText = (value: RuleValue): string => {
    if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
    if (typeof value === 'number') return i18n.number(value);
    const days = relativeDays.exec(value)?.[1];
    if (days !== undefined) {
      const n = Number(days);
      if (n === 0) return t`today`;
      const count = Math.abs(n);
      return n < 0
        ? t({ message: plural(count, { one: '# day ago', other: '# days ago' }) })
        : t({ message: plural(count, { one: 'in # day', other: 'in # days' }) });
    }
    if (field?.spec.type === 'contact' && value === 'me') return t`Me`;
    return field?.optionLabels?.[value] ?? value;
  };
  const [low, high] = rule.value.map(valueText);
  const values = rule.value.length === 2 ? t`${low} and ${high}` : (low ?? '');
  return (
    <>
      <strong>{field?.label ?? rule.field}</strong>{' '}
      {i18n._(
        (field?.spec.type === 'date' ? dateOperatorTexts[rule.operator] : undefined) ?? operatorTexts[rule.operator],
      )}{' '}
      {values}
    </>
  );
}

/** A rule group as a list, its all/any said first; groups within groups are lists within it. */
function GroupText({ group, fields }: { group: RuleGroup; fields: readonly FilterField[] }) {
  return (
    <>
      <p className={own.condition}>
        {group.condition === 'AND' ? <Trans>All of these rules:</Trans> : <Trans>Any of these rules:</Trans>}
      </p>
      <ul>
        {group.rules.map((item, index) => (
          <li key={index}>
            {isRuleGroup(item) ? <GroupText group={item} fields={fields} /> : <RuleText rule={item} fields={fields} />}
          </li>
        ))}
      </ul>
    </>
  );
}

type Mode = 'view' | 'edit' | 'confirm';

/**
 * A segment's tab: its rules in words, "Edit segment" (its name and rules
 * in the page's rule builder, saved with `PATCH segments/{id}`) and "Delete
 * segment" after a confirmation (`DELETE segments/{id}`). Rules the builder
 * cannot show (groups within groups) are kept; then only the name is edited.
 */
export function SegmentRules({
  segment,
  fields,
  onSaved,
  onDeleted,
}: {
  segment: Segment;
  fields: readonly FilterField[];
  /** After a save: the page reads the segments and the list again. */
  onSaved: (segment: Segment) => void;
  onDeleted: (segment: Segment) => void;
}) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<Mode>('view');
  const [nameText, setNameText] = useState(segment.name);
  const [nameError, setNameError] = useState<MessageDescriptor | null>(null);
  const [done, setDone] = useState('');
  const { busy, error: failure, setError: setFailure, submit } = useSubmit();
  const editButton = useRef<HTMLButtonElement>(null);
  const backToEdit = useRef(false);
  const segmentName = segment.name;
  const editable = draftsOf(segment.ruleGroup, 1) !== null;

  useEffect(() => {
    if (mode !== 'view' || !backToEdit.current) return;
    backToEdit.current = false;
    editButton.current?.focus();
  }, [mode]);

  const startEditing = () => {
    setNameText(segment.name);
    setNameError(null);
    setFailure(null);
    setDone('');
    setMode('edit');
  };
  const stopEditing = () => {
    setFailure(null);
    backToEdit.current = true;
    setMode('view');
  };

  const save = async (ruleGroup: RuleGroup | null) => {
    setFailure(null);
    if (!nameText.trim()) return setNameError(validationTexts.required);
    setNameError(null);
    if (ruleGroup && ruleGroup.rules.length === 0) return setFailure(noRulesText);
    const body = { name: nameText.trim(), ...(ruleGroup ? { ruleGroup } : {}) };
    await submit(() => api.segments.update({ params: { id: segment.id }, body }), {
      onSuccess: (changed) => {
        const name = changed.name;
        setDone(t`Segment ${name} saved.`);
        backToEdit.current = true;
        setMode('view');
        onSaved(changed);
      },
      onError: (error) => {
        const onName = serverFieldErrors(error, { name: 'name' as const }).name;
        if (!onName) return errorText(error);
        setNameError(onName);
        return null;
      },
    });
  };

  const remove = async () => {
    setMode('view');
    await submit(() => api.segments.delete({ params: { id: segment.id } }), {
      onSuccess: () => onDeleted(segment),
    });
  };

  const nameField = (
    <TextField
      label={t`Segment name`}
      value={nameText}
      onValueChange={setNameText}
      maxLength={100}
      required
      autoFocus
      error={nameError && i18n._(nameError)}
    />
  );
  const cancel = (
    <Button variant="greyOutlined" size="sm" disabled={busy} onClick={stopEditing}>
      <Trans>Cancel</Trans>
    </Button>
  );

  return (
    <CardSection title={t`Rules of ${segmentName}`}>
      {mode === 'edit' && editable ? (
        <RuleBuilder
          fields={fields}
          initial={segment.ruleGroup}
          label={t`Edit segment ${segmentName}`}
          matchLabel={t`Show contacts that match`}
          applyLabel={t`Save segment`}
          busy={busy}
          clearable={false}
          actions={cancel}
          onApply={(group) => void save(group)}
        >
          {nameField}
        </RuleBuilder>
      ) : mode === 'edit' ? (
        <form
          noValidate
          aria-label={t`Edit segment ${segmentName}`}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void save(null);
          }}
        >
          <p className={css.muted}>
            <Trans>
              These rules have groups within groups, which the rule builder cannot show. You can rename the segment; its
              rules stay as they are.
            </Trans>
          </p>
          {nameField}
          <div className={css.row}>
            <Button type="submit" size="sm" loading={busy}>
              <Trans>Save segment</Trans>
            </Button>
            {cancel}
          </div>
        </form>
      ) : null}
      {mode !== 'edit' && (
        <>
          {segment.ruleGroup.rules.length === 0 ? (
            <p>
              <Trans>This segment has no rules: it lists every contact.</Trans>
            </p>
          ) : (
            <GroupText group={segment.ruleGroup} fields={fields} />
          )}
          <div className={css.row}>
            <Button ref={editButton} variant="linkOutlined" size="sm" onClick={startEditing}>
              <Trans>Edit segment</Trans>
            </Button>
            <Button variant="dangerOutlined" size="sm" loading={busy} onClick={() => setMode('confirm')}>
              <Trans>Delete segment</Trans>
            </Button>
          </div>
        </>
      )}
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <p role="status">{done}</p>
      {mode === 'confirm' && (
        <ConfirmDialog
          title={t`Delete the segment ${segmentName}?`}
          confirmLabel={t`Delete segment`}
          danger
          onCancel={() => setMode('view')}
          onConfirm={() => void remove()}
        >
          <p>
            <Trans>Only the saved search goes: its contacts stay as they are.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </CardSection>
  );
}

const noRulesText = msg`Add at least one rule: a segment of everyone says nothing.`;
