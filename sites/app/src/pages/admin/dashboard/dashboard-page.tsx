import { Trans } from '@lingui/react/macro';
import { PageSection } from '../../../common/page-section.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { FailingPaymentsCard } from './failing-payments-card.tsx';
import { HelpCard } from './help-card.tsx';
import { LatestCalloutCard } from './latest-callout-card.tsx';
import { NewestMembersCard } from './newest-members-card.tsx';
import { StatsCard } from './stats-card.tsx';

/**
 * `/admin`: the admin dashboard (docs/product/screens.md, "Routes"): the latest call-out, the
 * numbers of the last 30 days with a chart per day and where members
 * joined, the newest members, the members whose payments are failing, and
 * help links.
 */
export function DashboardPage({ route }: PageProps) {
  return (
    <PageSection title={route.title}>
      <p>
        <Trans>Welcome back. Here is what is happening with your call-outs.</Trans>
      </p>
      <LatestCalloutCard />
      <StatsCard />
      <NewestMembersCard />
      <FailingPaymentsCard />
      <HelpCard />
    </PageSection>
  );
}
