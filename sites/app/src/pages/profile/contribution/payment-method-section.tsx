import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorCatalogue, type ContributionInfo, type PaymentMethod } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import * as card from '../../../layouts/card-section.css.ts';
import { ChoiceFieldset, methodLabels } from '@masthead/forms/contribution';
import { paymentSourceText } from './payment-source-text.ts';
import { completePaths, completeUrl, followPaymentFlow } from './follow-payment-flow.ts';
import { useJoinMoneySettings } from './use-join-money-settings.ts';
import { paymentErrorText } from './payment-error-text.ts';
import { paymentMethodAnchor } from './payment-failing-banner.tsx';
import * as css from './contribution.css.ts';

/**
 * The payment method and changing it (`PUT contact/me/payment-method`):
 * the provider's flow, back at `/profile/contribution/payment-method/complete`.
 * Reached at `#payment-method` (the failed-payment banner's link), it takes focus.
 */
export function PaymentMethodSection({ info }: { info: ContributionInfo }) {
  const { api, router } = useAppContext();
  const { t, i18n } = useLingui();
  const joinMoneySettings = useJoinMoneySettings();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit(paymentErrorText);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement | HTMLAnchorElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (location.hash === `#${paymentMethodAnchor}`) heading.current?.focus();
  }, []);
  // Opening moves to the choice; closing returns to the button that opened it.
  useEffect(() => {
    if (open) first.current?.focus();
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!method) return first.current?.focus();
    const body = { paymentMethod: method, completeUrl: completeUrl(completePaths.paymentMethod) };
    // Busy stays after a success: the payment flow takes the page on.
    await send(() => api.contributions.changePaymentMethod({ params: { id: 'me' }, body }), {
      onSuccess: (flow) => followPaymentFlow(flow, completePaths.paymentMethod, router),
      keepBusy: true,
    });
  };

  return (
    <section id={paymentMethodAnchor} aria-labelledby="payment-method-title" className={card.narrowSection}>
      <h2 id="payment-method-title" ref={heading} tabIndex={-1} className={card.sectionTitle}>
        <Trans>Payment method</Trans>
      </h2>
      <p className={css.line}>{paymentSourceText(i18n, info.paymentSource)}</p>
      {info.hasPendingPayment ? (
        <FormAlert variant="info">{i18n._(errorCatalogue['payment-pending'].text)}</FormAlert>
      ) : !open ? (
        <Button ref={toggle} variant="primaryOutlined" onClick={() => setOpen(true)}>
          <Trans>Change payment method</Trans>
        </Button>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
          <ChoiceFieldset
            ref={first}
            legend={t`New payment method`}
            value={method}
            onChange={setMethod}
            options={joinMoneySettings.paymentMethods.map((m) => ({ value: m, label: i18n._(methodLabels[m]) }))}
            error={submitted && !method ? t`Choose a payment method.` : undefined}
          />
          <div className={css.actions}>
            <Button type="submit" loading={busy}>
              <Trans>Continue to the payment provider</Trans>
            </Button>
            <Button variant="greyOutlined" disabled={busy} onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
