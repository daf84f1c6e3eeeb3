import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useAppContext } from '../../../app-context.ts';
import { CardSection } from '../../../layouts/card-section.tsx';
import { Link } from '../../../routes/link.tsx';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { CancelContributionLink } from './cancel-contribution-link.tsx';
import { ContributionSummary } from './contribution-summary.tsx';
import { PaymentFailingBanner } from './payment-failing-banner.tsx';
import { isRunning, useContribution } from './use-contribution.ts';

/**
 * The profile's part about the contribution: the failed-payment banner, the summary and the way to
 * manage it. In newsroom mode contributions are off: only a running one is shown, with the way to
 * cancel it (its payments go on until then).
 */
export function ProfileContribution() {
  const { result } = useContribution();
  const { newsroomMode } = useSnapshot(useAppContext().settings);
  return (
    <LoadState result={result}>
      {(info) =>
        newsroomMode ? (
          isRunning(info) && (
            <CardSection narrow title={<Trans>Your contribution</Trans>}>
              <ContributionSummary info={info} />
              <CancelContributionLink />
            </CardSection>
          )
        ) : (
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
        )
      }
    </LoadState>
  );
}
