import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { PageSection } from '../../common/page-section.tsx';
import { useLogOut } from '../../layouts/nav/use-log-out.ts';
import { Link } from '../../routes/link.tsx';
import type { PageProps } from '../../routes/pages.ts';
import { ProfileContribution } from './contribution/profile-contribution.tsx';
import { ProfileNotices } from './notices/profile-notices.tsx';
import { ProfileIntro } from './profile-intro.tsx';
import * as css from './profile.css.ts';

/** `/profile`: the member's home, with the ways to their account and contribution, and log out. */
export function ProfilePage({ route }: PageProps) {
  const { session, settings } = useAppContext();
  const { contact } = useSnapshot(session);
  const { hideContribution, newsroomMode } = useSnapshot(settings);
  const { t } = useLingui();
  const { logOut, busy } = useLogOut();
  const name = contact?.displayName ?? '';

  return (
    <PageSection title={route.title}>
      <p>
        <Trans>Hello, {name}!</Trans>
      </p>
      <ProfileIntro />
      <ProfileNotices />
      {!hideContribution && <ProfileContribution />}
      <nav aria-label={t`Your profile`}>
        <ul className={css.cards}>
          <li className={css.card}>
            <Link href="/profile/account">
              <Trans>Your account</Trans>
            </Link>
            <p className={css.cardText}>
              <Trans>Your name, address, email, password, two-factor authentication and newsletter.</Trans>
            </p>
          </li>
          {/* In newsroom mode the contribution page is off (its card above leads to cancelling). */}
          {!hideContribution && !newsroomMode && (
            <li className={css.card}>
              <Link href="/profile/contribution">
                <Trans>Your contribution</Trans>
              </Link>
              <p className={css.cardText}>
                <Trans>Your contribution and how you pay it.</Trans>
              </p>
            </li>
          )}
        </ul>
      </nav>
      <Button variant="greyOutlined" loading={busy} onClick={() => void logOut()}>
        <Trans>Log out</Trans>
      </Button>
    </PageSection>
  );
}
