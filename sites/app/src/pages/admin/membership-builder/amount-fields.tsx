import { useLingui } from '@lingui/react/macro';
import type { ContributionPeriod } from '@masthead/core';
import { periodLabels } from '@masthead/forms/contribution';
import { Fieldset } from '@masthead/ui';
import { BuilderSelect, BuilderText } from './builder-fields.tsx';
import type { FieldErrors } from './builder-errors.ts';
import { builderPeriods, type JoinDraft } from './join-draft.ts';
import { PresetList } from './preset-list.tsx';

interface AmountFieldsProps {
  draft: JoinDraft;
  update: (changes: Partial<JoinDraft>) => void;
  errors: FieldErrors;
  /** The currency the amounts are in, e.g. EUR. */
  currency: string;
}

/** The join form's amounts: the least a month, where the form starts, and the suggestions of each period. */
export function AmountFields({ draft, update, errors, currency }: AmountFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <Fieldset legend={t`Amounts`} description={t`Amounts in ${currency}, such as 5 or 5.50.`}>
      <BuilderText
        name="minMonthlyAmount"
        label={t`Minimum monthly amount`}
        description={t`A year's minimum is twelve times this. Suggested amounts below the minimum are not shown.`}
        value={draft.minMonthlyAmount}
        onChange={(minMonthlyAmount) => update({ minMonthlyAmount })}
        inputMode="decimal"
        errors={errors}
      />
      <BuilderText
        name="initialAmount"
        label={t`Default amount`}
        description={t`The amount the join form starts with.`}
        value={draft.initialAmount}
        onChange={(initialAmount) => update({ initialAmount })}
        inputMode="decimal"
        errors={errors}
      />
      <BuilderSelect<ContributionPeriod>
        name="initialPeriod"
        label={t`Default period`}
        value={draft.initialPeriod}
        options={builderPeriods.map((period) => ({ value: period, label: i18n._(periodLabels[period]) }))}
        onChange={(initialPeriod) => update({ initialPeriod })}
        errors={errors}
      />
      {builderPeriods.map((period) => (
        <PresetList key={period} period={period} draft={draft} update={update} errors={errors} />
      ))}
    </Fieldset>
  );
}
