import { Trans } from '@lingui/react/macro';
import { PageSection } from '../../../forms/page-section.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { FailingPaymentsCard } from './failing-payments-card.tsx';
import { LatestCalloutCard } from './latest-callout-card.tsx';

/**
 * `/admin`: the admin dashboard. Today it holds the latest call-out and the
 * members whose payments are failing; the new members, the numbers of the
 * last 30 days and the help links come with the admin issue (SPEC.md s. 2).
 */
export function DashboardPage({ route }: PageProps) {
  return (
    <PageSection title={route.title}>
      <p>
        <Trans>Welcome back. Here is what is happening with your call-outs.</Trans>
      </p>
      <LatestCalloutCard />
      <FailingPaymentsCard />
    </PageSection>
  );
}
