import { useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  fromCents,
  isEmail,
  type FieldError,
  type JoinSettings,
  type PaymentFlowParams,
  type SignupBody,
} from '@masthead/core';
import {
  AmountChoice,
  ChargeLine,
  contributionBody,
  FeeChoice,
  MethodChoice,
  perPeriod,
  periodLabels,
  SegmentedChoice,
  useContributionDraft,
  useFormatMoney,
  type DraftPreset,
} from '@masthead/forms/contribution';
import { Button, CheckboxField, FormAlert, TextField } from '@masthead/ui';
import * as styles from './join-form.css.ts';

/** What the reader chose, ready for `POST signup` once the page adds its addresses. */
export interface JoinChoice {
  email: string;
  contribution: Omit<NonNullable<SignupBody['contribution']>, 'completeUrl'> | null;
}

export interface ChooseStepProps {
  settings: JoinSettings;
  preset: DraftPreset;
  /** Sends the choice; resolves with the provider's flow, or null when there is nothing to pay. */
  onSubmit: (choice: JoinChoice) => Promise<PaymentFlowParams | null>;
  /** Turns a failed call into the catalogue text the form shows. */
  failureText: (error: unknown) => string;
}

type Errors = { amount?: string; paymentMethod?: string; email?: string };

/**
 * Step 1, one short screen: the period as a toggle, the suggested amounts as
 * cards ("Other" reveals the field, the minimum said), the payment methods in
 * content/join's order (the most used first: the first two shown and the first
 * chosen, the rest behind "Other ways to pay"), covering the fee with its amount
 * (core's rules: required at the smallest monthly amounts), the email, and the
 * total once; or joining without a contribution where the newsroom allows it.
 * With the suggested amount a reader types the email and continues. Checked
 * here by core's rules, as the server checks it, before anything is sent.
 */
export function ChooseStep({ settings, preset, onSubmit, failureText }: ChooseStepProps) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const state = useContributionDraft(null, settings, { method: settings.paymentMethods[0], ...preset });
  const { draft, review } = state;
  const [email, setEmail] = useState('');
  const [without, setWithout] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string; attempt: number } | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const methodRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const periods = settings.periods.map((p) => p.name);

  const errorsOf = (): Errors => {
    const found: Errors = {};
    const contributing = !without;
    const has = (field: string) => review.errors.find((e: FieldError) => e.field === field);
    const amountError = contributing ? has('amount') : undefined;
    if (amountError) {
      const least = perPeriod(i18n, money(fromCents(state.minimum)), draft.period);
      found.amount =
        amountError.rule === 'min' ? t`The least you can give is ${least}.` : t`Enter an amount such as 5 or 5.50.`;
    }
    if (contributing && (has('paymentMethod') || !draft.method)) found.paymentMethod = t`Choose a payment method.`;
    if (!isEmail(email.trim())) found.email = t`Please enter a valid email address.`;
    return found;
  };
  const errors = submitted ? errorsOf() : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = errorsOf();
    const first = found.amount ? amountRef : found.paymentMethod ? methodRef : found.email ? emailRef : null;
    if (first) return first.current?.focus();
    setBusy(true);
    try {
      await onSubmit({
        email: email.trim(),
        contribution: without ? null : { ...contributionBody(review, draft), paymentMethod: draft.method! },
      });
    } catch (error) {
      setFailure((now) => ({ text: failureText(error), attempt: (now?.attempt ?? 0) + 1 }));
    }
    setBusy(false);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {settings.showNoContribution && (
        <CheckboxField
          label={t`Join without a contribution`}
          checked={without}
          onCheckedChange={setWithout}
          description={t`You can start a contribution later from your profile.`}
        />
      )}
      {!without && (
        <>
          {periods.length > 1 && (
            <SegmentedChoice
              legend={t`How often would you like to pay?`}
              hideLegend
              value={draft.period}
              onChange={state.setPeriod}
              options={periods.map((name) => ({ value: name, label: i18n._(periodLabels[name]) }))}
            />
          )}
          <AmountChoice
            ref={amountRef}
            period={draft.period}
            value={draft.amount}
            onChange={(amount) => state.update({ amount })}
            suggestions={state.suggestions}
            minimum={state.minimum}
            error={errors.amount}
          />
          <MethodChoice
            ref={methodRef}
            methods={settings.paymentMethods}
            value={draft.method}
            onChange={(method) => state.update({ method })}
            error={errors.paymentMethod}
          />
          <FeeChoice state={state} brief />
        </>
      )}
      <TextField
        ref={emailRef}
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
        error={errors.email}
      />
      {!without && <ChargeLine state={state} brief />}
      {failure && <FormAlert key={failure.attempt}>{failure.text}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {without ? t`Join` : t`Continue to payment`}
        </Button>
      </div>
    </form>
  );
}
