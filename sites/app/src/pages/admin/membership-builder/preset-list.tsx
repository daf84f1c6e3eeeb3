import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ContributionPeriod } from '@masthead/core';
import { Button, Fieldset } from '@masthead/ui';
import { BuilderCheck, BuilderText } from './builder-fields.tsx';
import { fieldId, type FieldErrors } from './builder-errors.ts';
import { maxPresets, type JoinDraft } from './join-draft.ts';
import * as styles from './membership-builder.css.ts';

interface PresetListProps {
  period: ContributionPeriod;
  draft: JoinDraft;
  update: (changes: Partial<JoinDraft>) => void;
  errors: FieldErrors;
}

/**
 * One period of the join form: whether it is offered, and its suggested
 * amounts as a list with labelled Add and Remove buttons. Focus follows:
 * to a new amount's field, or after a removal to the next amount (else Add).
 */
export function PresetList({ period, draft, update, errors }: PresetListProps) {
  const { t } = useLingui();
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const entry = draft.periods.find((p) => p.name === period);
  const monthly = period === 'monthly';
  const legend = monthly ? t`Monthly contributions` : t`Annual contributions`;
  const key = `presets.${period}`;
  const setAmounts = (presetAmounts: string[]) =>
    update({ periods: draft.periods.map((p) => (p.name === period ? { ...p, presetAmounts } : p)) });
  const offer = (on: boolean) =>
    update({
      periods: on
        ? [...draft.periods, { name: period, presetAmounts: [] }]
        : draft.periods.filter((p) => p.name !== period),
    });

  return (
    <Fieldset legend={legend}>
      <BuilderCheck
        name={`offer.${period}`}
        label={monthly ? t`Offer monthly contributions` : t`Offer annual contributions`}
        checked={!!entry}
        onChange={offer}
        errors={errors}
      />
      {entry && (
        <>
          <ul className={styles.list} aria-label={monthly ? t`Suggested monthly amounts` : t`Suggested annual amounts`}>
            {entry.presetAmounts.map((amount, i) => (
              <li key={i} className={styles.row}>
                <BuilderText
                  name={`${key}.${i}`}
                  label={monthly ? t`Suggested monthly amount ${i + 1}` : t`Suggested annual amount ${i + 1}`}
                  value={amount}
                  onChange={(value) => setAmounts(entry.presetAmounts.map((a, j) => (j === i ? value : a)))}
                  inputMode="decimal"
                  errors={errors}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="greyOutlined"
                  onClick={() => {
                    const rest = entry.presetAmounts.filter((_, j) => j !== i);
                    focusNext.current = i < rest.length ? fieldId(`${key}.${i}`) : fieldId(`${key}.add`);
                    setAmounts(rest);
                  }}
                >
                  {monthly ? t`Remove suggested monthly amount ${i + 1}` : t`Remove suggested annual amount ${i + 1}`}
                </Button>
              </li>
            ))}
          </ul>
          {entry.presetAmounts.length === 0 && (
            <p className={styles.hint}>{t`No suggested amounts: readers type their own.`}</p>
          )}
          {errors[key] && (
            <p id={fieldId(key)} className={styles.error} tabIndex={-1}>
              {errors[key]}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              type="button"
              size="sm"
              variant="primaryOutlined"
              id={fieldId(`${key}.add`)}
              disabled={entry.presetAmounts.length >= maxPresets}
              onClick={() => {
                focusNext.current = fieldId(`${key}.${entry.presetAmounts.length}`);
                setAmounts([...entry.presetAmounts, '']);
              }}
            >
              {monthly ? t`Add a suggested monthly amount` : t`Add a suggested annual amount`}
            </Button>
          </div>
        </>
      )}
    </Fieldset>
  );
}
