import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { ContributionInfo } from '@masthead/core';
import { FormAlert } from '@masthead/ui';
import { Link } from '../../../routes/link.tsx';
import { longDate } from './contribution-summary.tsx';

/** Where the payment method is changed: the section of the contribution page. */
export const paymentMethodAnchor = 'payment-method';

/**
 * Says that renewals fail (`paymentFailing`), until when the membership
 * lasts (the grace the server keeps in the expiry), and leads to changing
 * the payment method: on the contribution page to its section, elsewhere
 * to that page.
 */
export function PaymentFailingBanner({ info, onPage }: { info: ContributionInfo; onPage: boolean }) {
  const { i18n } = useLingui();
  if (!info.paymentFailing) return null;
  const until = info.membershipExpiryDate ? longDate(i18n, info.membershipExpiryDate) : null;
  const label = <Trans>Change your payment method</Trans>;
  return (
    <FormAlert title={<Trans>Your last payment failed.</Trans>}>
      {until && (
        <p>
          <Trans>Your membership lasts until {until}. To keep it, please change your payment method.</Trans>
        </p>
      )}
      <p>
        {onPage ? (
          <a href={`#${paymentMethodAnchor}`}>{label}</a>
        ) : (
          <Link href={`/profile/contribution#${paymentMethodAnchor}`}>{label}</Link>
        )}
      </p>
    </FormAlert>
  );
}
