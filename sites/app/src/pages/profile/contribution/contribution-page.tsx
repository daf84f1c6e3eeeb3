import { Trans } from '@lingui/react/macro';
import type { ContributionInfo } from '@masthead/core';
import { PageSection } from '../../../common/page-section.tsx';
import { CardSection } from '../../../layouts/card-section.tsx';
import { Link } from '../../../routes/link.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { ContributionForm } from './contribution-form.tsx';
import { CancelContributionLink } from './cancel-contribution-link.tsx';
import { ContributionSummary } from './contribution-summary.tsx';
import { PaymentFailingBanner } from './payment-failing-banner.tsx';
import { PaymentMethodSection } from './payment-method-section.tsx';
import { isRunning, useContribution } from './use-contribution.ts';

/** A running contribution: its change form, payment method and the way to cancel; else the form to start one. */
function ContributionParts({ info, onChange }: { info: ContributionInfo; onChange: (info: ContributionInfo) => void }) {
  const running = isRunning(info);
  const manual = info.type === 'Manual' || info.type === 'Gift';
  return (
    <>
      <PaymentFailingBanner info={info} onPage />
      <CardSection narrow title={<Trans>Current contribution</Trans>}>
        <ContributionSummary info={info} />
        {running && <CancelContributionLink />}
      </CardSection>
      {running && (
        <>
          <CardSection narrow title={<Trans>Change your contribution</Trans>}>
            <ContributionForm current={info} onChanged={onChange} />
          </CardSection>
          <PaymentMethodSection info={info} />
        </>
      )}
      {!running && manual && info.membershipStatus !== 'expired' && (
        <p>
          <Trans>The newsroom manages your contribution. To change it, please get in touch with them.</Trans>
        </p>
      )}
      {!running && (!manual || info.membershipStatus === 'expired') && (
        <CardSection
          narrow
          title={
            info.type === 'Automatic' ? <Trans>Restart your contribution</Trans> : <Trans>Start a contribution</Trans>
          }
        >
          <ContributionForm current={null} before={info} onChanged={onChange} />
        </CardSection>
      )}
    </>
  );
}

/** `/profile/contribution`: the contribution, and starting, changing or cancelling it, and the payment method. */
export function ContributionPage({ route }: PageProps) {
  const { result, set } = useContribution();
  return (
    <PageSection title={route.title}>
      <p>
        <Link href="/profile">
          <Trans>Back to your profile</Trans>
        </Link>
      </p>
      <LoadState result={result}>{(info) => <ContributionParts info={info} onChange={set} />}</LoadState>
    </PageSection>
  );
}
