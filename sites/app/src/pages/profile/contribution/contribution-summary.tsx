import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { ContributionInfo } from '@masthead/core';
import { useFormatMoney, perPeriod } from '@masthead/forms/contribution';
import { paymentSourceText } from './payment-source-text.ts';
import * as css from './contribution.css.ts';

/** A date as the page's language writes it in a sentence ("1 January 2027"). */
export const longDate = (i18n: I18n, iso: string | Date) => i18n.date(new Date(iso), { dateStyle: 'long' });

/**
 * docs/product/entities.md, "States and transitions": "will renew", "will expire", "expired", with the date the
 * state is about; null for none.
 */
function stateLine(i18n: I18n, info: ContributionInfo) {
  const { membershipStatus: status, renewalDate, membershipExpiryDate } = info;
  const renews = renewalDate ?? membershipExpiryDate;
  if (status === 'active' && renews) {
    const date = longDate(i18n, renews);
    return <Trans>Your contribution will renew on {date}.</Trans>;
  }
  if (status !== 'expiring' && status !== 'expired') return null;
  if (!membershipExpiryDate) return null;
  const date = longDate(i18n, membershipExpiryDate);
  return status === 'expiring' ? (
    <Trans>Your membership will expire on {date}.</Trans>
  ) : (
    <Trans>Your membership expired on {date}.</Trans>
  );
}

/**
 * The contribution in a few lines: the amount per period, how it is paid,
 * and whether it renews or ends (and when). No contribution says so.
 */
export function ContributionSummary({ info }: { info: ContributionInfo }) {
  const { i18n } = useLingui();
  const money = useFormatMoney();
  const state = stateLine(i18n, info);
  const method = paymentSourceText(i18n, info.paymentSource);
  // A change waiting for the renewal, in its own period: a switch to annual reads "per year".
  const nextPeriod = info.nextPeriod ?? info.period;
  const next = info.nextAmount !== null && nextPeriod ? perPeriod(i18n, money(info.nextAmount), nextPeriod) : null;
  const renewal = info.renewalDate ? longDate(i18n, info.renewalDate) : null;
  if (info.amount === null || !info.period) {
    return (
      <>
        <p className={css.line}>
          <Trans>You have no contribution at the moment.</Trans>
        </p>
        {state && <p className={css.line}>{state}</p>}
      </>
    );
  }
  return (
    <>
      <p className={css.amount}>{perPeriod(i18n, money(info.amount), info.period)}</p>
      <p className={css.line}>
        <Trans>Payment method: {method}</Trans>
      </p>
      {info.payFee && (
        <p className={css.line}>
          <Trans>You cover the payment fee.</Trans>
        </p>
      )}
      {next && renewal && (
        <p className={css.line}>
          <Trans>
            From {renewal}: {next}
          </Trans>
        </p>
      )}
      {state && <p className={css.line}>{state}</p>}
    </>
  );
}
