import { Trans, useLingui } from '@lingui/react/macro';
import { loadSession } from '@masthead/client';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { linkErrorText } from '../../common/error-text.ts';
import { useSubmit } from '../../common/use-submit.ts';
import { PageSection } from '../../common/page-section.tsx';
import { Link } from '../../routes/link.tsx';
import type { PageProps } from '../../routes/pages.ts';
import * as css from './auth-page.css.ts';

/**
 * `/auth/login-link/{id}`: the emergency login link an admin generated for a
 * contact. Opening the page changes nothing (mail scanners and link previews
 * open links too); the holder presses the button, which uses up the link.
 */
export function LoginLinkPage({ route, params }: PageProps) {
  const { api, session, router } = useAppContext();
  const { i18n } = useLingui();
  const { busy, error: failure, submit } = useSubmit(linkErrorText);

  const logIn = () =>
    submit(
      async () => {
        await api.auth.loginWithLink({ params: { id: params.id ?? '' } });
        await loadSession(api, session);
      },
      { onSuccess: () => router.navigate('/', { replace: true }), keepBusy: true },
    );

  return (
    <PageSection title={route.title}>
      {failure && (
        <FormAlert>
          <p>{i18n._(failure)}</p>
          <p>
            <Trans>Ask the person who gave you this link for a new one, or log in with your password.</Trans>
          </p>
        </FormAlert>
      )}
      <p className={css.intro}>
        <Trans>This link logs you in once, without your password. It stops working after use or after an hour.</Trans>
      </p>
      <div className={css.actions}>
        <Button type="button" loading={busy} onClick={() => void logIn()}>
          <Trans>Log in with this link</Trans>
        </Button>
      </div>
      <p>
        <Link href="/auth/login">
          <Trans>Log in with your password instead</Trans>
        </Link>
      </p>
    </PageSection>
  );
}
