import { Trans } from '@lingui/react/macro';
import { PageSection } from '../../common/page-section.tsx';
import { Link } from '../../routes/link.tsx';
import type { PageProps } from '../../routes/pages.ts';

/**
 * `/join/failed`: the payment did not go through (docs/product/errors.md, "Situation-specific messages": join
 * errors); joining can start again.
 */
export function JoinFailedPage({ route }: PageProps) {
  return (
    <PageSection title={route.title}>
      <p>
        <Trans>Your payment did not go through, so you have not joined yet. Nothing was charged.</Trans>
      </p>
      <p>
        <Trans>The team has been notified.</Trans>
      </p>
      <p>
        <Link href="/join">
          <Trans>Try joining again</Trans>
        </Link>
      </p>
    </PageSection>
  );
}
