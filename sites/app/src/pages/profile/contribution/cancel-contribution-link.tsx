import { Trans } from '@lingui/react/macro';
import { Link } from '../../../routes/link.tsx';

/**
 * The member's way to cancel a running contribution: a link to
 * `/profile/contribution/cancel`, where they confirm. The profile and the
 * contribution page both offer it.
 */
export function CancelContributionLink() {
  return (
    <p>
      <Link href="/profile/contribution/cancel">
        <Trans>Cancel your contribution</Trans>
      </Link>
    </p>
  );
}
