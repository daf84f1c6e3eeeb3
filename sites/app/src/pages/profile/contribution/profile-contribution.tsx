import { Trans } from '@lingui/react/macro';
import { CardSection } from '../../../layouts/card-section.tsx';
import { Link } from '../../../routes/link.tsx';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { ContributionSummary } from './contribution-summary.tsx';
import { PaymentFailingBanner } from './payment-failing-banner.tsx';
import { useContribution } from './use-contribution.ts';

/** The profile's part about the contribution: the failed-payment banner, the summary and the way to manage it. */
export function ProfileContribution() {
  const { result } = useContribution();
  return (
    <LoadState result={result}>
      {(info) => (
        <>
          <PaymentFailingBanner info={info} onPage={false} />
          <CardSection narrow title={<Trans>Your contribution</Trans>}>
            <ContributionSummary info={info} />
            <p>
              <Link href="/profile/contribution">
                {info.type === 'None' ? <Trans>Start a contribution</Trans> : <Trans>Manage your contribution</Trans>}
              </Link>
            </p>
          </CardSection>
        </>
      )}
    </LoadState>
  );
}
