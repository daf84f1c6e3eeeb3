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
import { paymentSchedule, type PaymentSchedule } from './payment-schedule.ts';
import * as css from './contribution.css.ts';

export interface ContributionConfirmProps {
  state: ContributionDraftState;
  /** The contribution being changed; null when starting one. */
  current: ContributionInfo | null;
  /** Starting: the member's contribution as it is (a cancelled one, a gift), which decides when the first payment falls. */
  before: ContributionInfo | null;
  onBack: () => void;
  onChanged: (info: ContributionInfo) => void;
}

/** The schedule's two lines, in words: what is charged today, and what next on which date. */
function useScheduleTexts(schedule: PaymentSchedule | null) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  if (!schedule) return null;
  const { today, next } = schedule;
  let todayText: string;
  if (today.kind === 'payment') todayText = money(fromCents(today.amount));
  else if (today.kind === 'proration') {
    const oneOff = money(fromCents(today.amount));
    todayText = today.exact
      ? t`${oneOff}, the difference for the rest of this year`
      : t`About ${oneOff}, the difference for the rest of this year. Your payment provider works out the exact amount.`;
  } else if (today.reason === 'paid-until') {
    const date = longDate(i18n, today.paidUntil);
    todayText = t`Nothing: your membership is paid until ${date}.`;
  } else todayText = t`Nothing: the change starts with your next payment.`;
  const amount = money(fromCents(next.amount));
  const date = next.date ? longDate(i18n, next.date) : null;
  const nextText = date ? t`${amount} on ${date}` : t`${amount} at your next renewal`;
  return { today: todayText, next: nextText };
}

/**
 * The step before sending: amount, fee, what each payment charges (and
 * per which period), the method (starting), then what is charged today and
 * what next on which date (`paymentSchedule`). Confirming starts the
 * provider's flow, or changes the contribution (PATCH).
 */
export function ContributionConfirm({ state, current, before, onBack, onChanged }: ContributionConfirmProps) {
  const { api, router, notifications } = useAppContext();
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const { busy, error: failure, submit } = useSubmit(paymentErrorText);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { review, draft } = state;
  const schedule = useScheduleTexts(paymentSchedule(review, draft, current, before, new Date()));
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
        {schedule && (
          <>
            <dt>{t`Charged today`}</dt>
            <dd>{schedule.today}</dd>
            <dt>{t`Next payment`}</dt>
            <dd>{schedule.next}</dd>
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
