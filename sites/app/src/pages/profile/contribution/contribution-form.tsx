import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { errorCatalogue, fromCents, type ContributionInfo, type FieldError } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import {
  useFormatMoney,
  AmountField,
  ChoiceFieldset,
  methodLabels,
  perPeriod,
  periodLabels,
  ChargeLine,
  FeeChoice,
  useContributionDraft,
} from '@masthead/forms/contribution';
import { ContributionConfirm } from './contribution-confirm.tsx';
import { ProrateChoice } from './prorate-choice.tsx';
import { useJoinMoneySettings } from './use-join-money-settings.ts';

/**
 * Starting a contribution (`current` null: amount, period, payment method,
 * the fee) or changing one (amount, period, the fee, and for an annual rise
 * when it applies). Continue reviews the draft by core's rules, then a
 * confirm step says what is charged when and sends it.
 */
export function ContributionForm({
  current,
  before = null,
  onChanged,
}: {
  current: ContributionInfo | null;
  /** Starting: the member's contribution as it is (cancelled, a gift, none), for when the first payment falls. */
  before?: ContributionInfo | null;
  onChanged: (info: ContributionInfo) => void;
}) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const state = useContributionDraft(current, useJoinMoneySettings());
  const { draft, review, settings } = state;
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<{ text: MessageDescriptor; variant?: 'info' } | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const methodRef = useRef<HTMLInputElement>(null);
  const periodRef = useRef<HTMLInputElement>(null);
  const continueRef = useRef<HTMLButtonElement | HTMLAnchorElement>(null);
  // Back from the confirm step, focus returns where the reader goes on from.
  const [focusTo, setFocusTo] = useState<'continue' | 'method' | null>(null);
  useEffect(() => {
    if (step !== 'edit' || !focusTo) return;
    (focusTo === 'method' ? methodRef : continueRef).current?.focus();
    setFocusTo(null);
  }, [step, focusTo]);
  const shown = submitted ? review.errors : [];
  const errorOf = (field: string) => shown.find((e: FieldError) => e.field === field);

  const amountError = errorOf('amount');
  const least = perPeriod(i18n, money(fromCents(state.minimum)), draft.period);
  const amountText =
    amountError &&
    (amountError.rule === 'min' ? t`The least you can give is ${least}.` : t`Enter an amount such as 5 or 5.50.`);
  // Said at once, under the choice that causes it, rather than after Continue.
  const monthlyRefused = review.change?.ok === false && review.change.code === 'annual-to-monthly';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setNotice(null);
    if (review.errors.length > 0) {
      (review.errors[0]!.field === 'paymentMethod' ? methodRef : amountRef).current?.focus();
      return;
    }
    if (monthlyRefused) return periodRef.current?.focus();
    if (review.change && !review.change.ok) return setNotice({ text: errorCatalogue[review.change.code].text });
    if (review.unchanged) return setNotice({ text: msg`This is your contribution already.`, variant: 'info' });
    setStep('confirm');
  };

  const back = (focus: 'continue' | 'method') => {
    setStep('edit');
    setFocusTo(focus);
  };

  if (step === 'confirm') {
    return (
      <ContributionConfirm
        state={state}
        current={current}
        before={before}
        onBack={() => back('continue')}
        onChanged={(info) => {
          back('continue');
          onChanged(info);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      {notice && <FormAlert variant={notice.variant}>{i18n._(notice.text)}</FormAlert>}
      <ChoiceFieldset
        ref={periodRef}
        legend={t`How often would you like to pay?`}
        value={draft.period}
        onChange={state.setPeriod}
        options={[
          { value: 'monthly', label: i18n._(periodLabels.monthly) },
          { value: 'annually', label: i18n._(periodLabels.annually) },
        ]}
        error={monthlyRefused ? i18n._(errorCatalogue['annual-to-monthly'].text) : undefined}
      />
      <AmountField
        ref={amountRef}
        period={draft.period}
        value={draft.amount}
        onChange={(amount) => state.update({ amount })}
        suggestions={state.suggestions}
        minimum={state.minimum}
        error={amountText || undefined}
      />
      {!current && (
        <ChoiceFieldset
          ref={methodRef}
          legend={t`Payment method`}
          value={draft.method}
          onChange={(method) => state.update({ method })}
          options={settings.paymentMethods.map((m) => ({ value: m, label: i18n._(methodLabels[m]) }))}
          error={errorOf('paymentMethod') ? t`Choose a payment method.` : undefined}
        />
      )}
      <FeeChoice state={state} />
      <ProrateChoice state={state} />
      <ChargeLine state={state} />
      <Button ref={continueRef} type="submit">
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
