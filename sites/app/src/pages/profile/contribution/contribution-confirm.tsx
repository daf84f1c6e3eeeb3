import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { fromCents, type ContributionInfo } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import {
  useFormatMoney,
  contributionBody,
  methodLabels,
  perPeriod,
  type ContributionDraftState,
} from '@masthead/forms/contribution';
import { longDate } from './contribution-summary.tsx';
import { completePaths, completeUrl, followPaymentFlow } from './follow-payment-flow.ts';
import { paymentErrorText } from './payment-error-text.ts';
import * as css from './contribution.css.ts';

export interface ContributionConfirmProps {
  state: ContributionDraftState;
  /** The contribution being changed; null when starting one. */
  current: ContributionInfo | null;
  onBack: () => void;
  onChanged: (info: ContributionInfo) => void;
}

/** When a change applies, in words. */
function useWhen(state: ContributionDraftState, current: ContributionInfo | null): string | null {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const change = state.review.change;
  if (!current || !change?.ok) return null;
  if (change.applies === 'now' && change.oneOffPayment > 0) {
    const oneOff = money(fromCents(change.oneOffPayment));
    return t`Today, with a one-off payment of ${oneOff}`;
  }
  if (change.applies === 'now') return t`Today`;
  const renewal = current.renewalDate ? longDate(i18n, current.renewalDate) : null;
  return renewal ? t`From your next payment on ${renewal}` : t`From your next payment`;
}

/**
 * The step before sending: amount, fee, what each payment charges, the
 * method (starting) or when the change applies (changing). Confirming
 * starts the provider's flow, or changes the contribution (PATCH).
 */
export function ContributionConfirm({ state, current, onBack, onChanged }: ContributionConfirmProps) {
  const { api, router, notifications } = useAppContext();
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const { busy, error: failure, submit } = useSubmit(paymentErrorText);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { review, draft } = state;
  const when = useWhen(state, current);
  const each = (cents: number) => perPeriod(i18n, money(fromCents(cents)), draft.period);
  const fee = money(fromCents(review.fee ?? 0));

  // Busy stays after a success: the form goes back to its first step, or the payment flow takes the page on.
  const send = () =>
    submit(
      async () => {
        const body = contributionBody(review, draft);
        if (current) {
          onChanged(await api.contributions.update({ params: { id: 'me' }, body }));
          notifications.notify({ variant: 'success', title: msg`Your contribution has been changed.` });
          return;
        }
        const flow = await api.contributions.start({
          params: { id: 'me' },
          body: { ...body, paymentMethod: draft.method!, completeUrl: completeUrl(completePaths.contribution) },
        });
        followPaymentFlow(flow, completePaths.contribution, router);
      },
      { keepBusy: true },
    );

  return (
    <div>
      <h3 ref={heading} tabIndex={-1} className={css.stepTitle}>
        <Trans>Check your contribution</Trans>
      </h3>
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <dl className={css.review}>
        <dt>{t`Amount`}</dt>
        <dd>{each(review.amount ?? 0)}</dd>
        {review.coverFee !== 'never' && review.fee !== null && (
          <>
            <dt>{t`Payment fee`}</dt>
            <dd>{review.payFee ? t`${fee}, covered by you` : t`${fee}, not covered by you`}</dd>
          </>
        )}
        <dt>{t`Each payment`}</dt>
        <dd>{each(review.charge ?? 0)}</dd>
        {!current && draft.method && (
          <>
            <dt>{t`Payment method`}</dt>
            <dd>{i18n._(methodLabels[draft.method])}</dd>
          </>
        )}
        {when && (
          <>
            <dt>{t`When`}</dt>
            <dd>{when}</dd>
          </>
        )}
      </dl>
      <div className={css.actions}>
        <Button loading={busy} onClick={() => void send()}>
          {current ? <Trans>Confirm the change</Trans> : <Trans>Continue to payment</Trans>}
        </Button>
        <Button variant="greyOutlined" disabled={busy} onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </div>
  );
}
