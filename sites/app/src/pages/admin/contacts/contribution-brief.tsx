import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContributionInfo } from '@masthead/core';
import { useFormatMoney, perPeriod } from '@masthead/forms/contribution';
import { Link } from '../../../routes/link.tsx';
import { paymentSourceText } from '../../profile/contribution/payment-source-text.ts';
import { contributionTypeTexts } from './contact-texts.ts';
import { useDay } from './use-day.ts';
import * as css from '../../../admin-kit/admin.css.ts';
import * as styles from './contacts.css.ts';

/** "Payment failing since …": the renewals fail and the grace period runs. */
export function FailingLine({ since }: { since: string }) {
  const day = useDay()(since);
  return (
    <p className={styles.failing}>
      <Trans>Payment failing since {day}</Trans>
    </p>
  );
}

/**
 * The overview's contribution card: type, amount per period, payment
 * method, membership expiry, and "payment failing" when renewals fail;
 * it links to the contribution tab, where the admin acts on it.
 */
export function ContributionBrief({ contactId, info }: { contactId: string; info: ContributionInfo | null }) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const day = useDay();
  const id = useId();
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Contribution`}
      </h2>
      {info?.paymentFailing && <FailingLine since={info.paymentFailing} />}
      {info ? (
        <dl className={css.details}>
          <dt>{t`Type`}</dt>
          <dd>{i18n._(contributionTypeTexts[info.type])}</dd>
          <dt>{t`Amount`}</dt>
          <dd>{info.amount !== null && info.period ? perPeriod(i18n, money(info.amount), info.period) : t`None`}</dd>
          <dt>{t`Payment method`}</dt>
          <dd>{paymentSourceText(i18n, info.paymentSource)}</dd>
          <dt>{t`Membership expires`}</dt>
          <dd>{info.membershipExpiryDate ? day(info.membershipExpiryDate) : t`No expiry date`}</dd>
          {info.cancellationDate && (
            <>
              <dt>{t`Cancelled`}</dt>
              <dd>{day(info.cancellationDate)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p>{t`No contribution`}</p>
      )}
      <p>
        <Link href={`/admin/contacts/${encodeURIComponent(contactId)}/contribution`}>
          <Trans>Manage the contribution</Trans>
        </Link>
      </p>
    </section>
  );
}
