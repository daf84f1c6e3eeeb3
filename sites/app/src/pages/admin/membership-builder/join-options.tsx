import { useLingui } from '@lingui/react/macro';
import { FeeRegion, paymentMethods, type PaymentMethod } from '@masthead/core';
import { methodLabels } from '@masthead/forms/contribution';
import { Fieldset } from '@masthead/ui';
import { BuilderCheck, BuilderSelect, BuilderText, BuilderTextArea } from './builder-fields.tsx';
import type { FieldErrors } from './builder-errors.ts';
import type { JoinDraft } from './join-draft.ts';

interface PartProps {
  draft: JoinDraft;
  update: (changes: Partial<JoinDraft>) => void;
  errors: FieldErrors;
}

/** Covering the fee, joining without a contribution, the methods offered and the fee region. */
export function JoinOptions({ draft, update, errors }: PartProps) {
  const { t, i18n } = useLingui();
  const regions = [
    { value: FeeRegion.Gb, label: t`United Kingdom` },
    { value: FeeRegion.Eu, label: t`Europe` },
    { value: FeeRegion.Ca, label: t`Canada` },
  ];
  const toggle = (method: PaymentMethod, on: boolean) =>
    update({
      paymentMethods: on
        ? paymentMethods.filter((m) => m === method || draft.paymentMethods.includes(m))
        : draft.paymentMethods.filter((m) => m !== method),
    });
  return (
    <>
      <Fieldset legend={t`Options`}>
        <BuilderCheck
          name="showAbsorbFee"
          label={t`Ask members to cover the payment fee`}
          description={t`Off: the newsroom pays every fee and members are never asked.`}
          checked={draft.showAbsorbFee}
          onChange={(showAbsorbFee) => update({ showAbsorbFee })}
          errors={errors}
        />
        <BuilderCheck
          name="showNoContribution"
          label={t`Let readers join without a contribution`}
          checked={draft.showNoContribution}
          onChange={(showNoContribution) => update({ showNoContribution })}
          errors={errors}
        />
      </Fieldset>
      <Fieldset legend={t`Payment methods`} description={t`Readers see only the methods your payment provider serves.`}>
        {paymentMethods.map((method, i) => (
          <BuilderCheck
            key={method}
            name={i === 0 ? 'paymentMethods' : `paymentMethods.${method}`}
            label={i18n._(methodLabels[method])}
            checked={draft.paymentMethods.includes(method)}
            onChange={(on) => toggle(method, on)}
            errors={errors}
          />
        ))}
      </Fieldset>
      <BuilderSelect
        name="stripeCountry"
        label={t`Fee region`}
        description={t`Where your payment provider account is: the fees members are asked to cover follow it.`}
        value={draft.stripeCountry}
        options={regions}
        onChange={(stripeCountry) => update({ stripeCountry })}
        errors={errors}
      />
    </>
  );
}

/** The join page's title, subtitle, background image and notice. */
export function JoinAppearance({ draft, update, errors }: PartProps) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Appearance`}>
      <BuilderText
        name="title"
        label={t`Title`}
        description={t`Empty: the standard title and subtitle, in the reader's language.`}
        value={draft.title}
        onChange={(title) => update({ title })}
        errors={errors}
      />
      <BuilderTextArea
        name="subtitle"
        label={t`Subtitle`}
        value={draft.subtitle}
        onChange={(subtitle) => update({ subtitle })}
        errors={errors}
      />
      <BuilderText
        name="backgroundImage"
        label={t`Background image`}
        description={t`A web address (https://…) or an uploaded file's path (/uploads/…); empty for none.`}
        value={draft.backgroundImage}
        onChange={(backgroundImage) => update({ backgroundImage })}
        errors={errors}
      />
      <BuilderTextArea
        name="notice"
        label={t`Notice`}
        description={t`A short note above the form, such as a campaign's deadline; empty for none.`}
        value={draft.notice}
        onChange={(notice) => update({ notice })}
        errors={errors}
      />
    </Fieldset>
  );
}
