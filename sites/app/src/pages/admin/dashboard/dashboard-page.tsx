import { Trans } from '@lingui/react/macro';
import { PageSection } from '../../../forms/page-section.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { FailingPaymentsCard } from './failing-payments-card.tsx';
import { LatestCalloutCard } from './latest-callout-card.tsx';
import { StatsCard } from './stats-card.tsx';

/**
 * `/admin`: the admin dashboard: the latest call-out, the numbers of the
 * last 30 days with where members joined, and the members whose payments
 * are failing; the newest members, a chart and the help links come with
 * the admin issue (SPEC.md s. 2).
 */
export function DashboardPage({ route }: PageProps) {
  return (
    <PageSection title={route.title}>
      <p>
        <Trans>Welcome back. Here is what is happening with your call-outs.</Trans>
      </p>
      <LatestCalloutCard />
      <StatsCard />
      <FailingPaymentsCard />
    </PageSection>
  );
}
