import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { clearSession } from '@masthead/client';
import { Button } from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { PageSection } from '../../forms/page-section.tsx';
import { Link } from '../../router/link.tsx';
import type { PageProps } from '../../routes/pages.ts';
import * as css from './profile.css.ts';

/** `/profile`: the member's home, with the ways to their account and contribution, and log out. */
export function ProfilePage({ route }: PageProps) {
  const { api, session, settings, router } = useAppContext();
  const { contact } = useSnapshot(session);
  const { hideContribution } = useSnapshot(settings);
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const name = contact?.displayName ?? '';

  const logOut = async () => {
    setBusy(true);
    try {
      await api.auth.logout();
    } catch {
      // A 5xx is already on screen as a notification; the session may be gone anyway.
    }
    setBusy(false);
    // Leave first, so the guard does not send the reader to login with this page as next.
    router.navigate('/auth/login', { replace: true });
    clearSession(session);
  };

  return (
    <PageSection title={route.title}>
      <p>
        <Trans>Hello, {name}!</Trans>
      </p>
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
          {!hideContribution && (
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
