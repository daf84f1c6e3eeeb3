import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { loadSession } from '@masthead/client';
import { errorCatalogue, genericTexts, type MessageDescriptor } from '@masthead/core';
import { FormAlert } from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { errorCode } from '../../common/error-text.ts';
import { PageSection } from '../../common/page-section.tsx';
import { Link } from '../../routes/link.tsx';
import type { PageProps } from '../../routes/pages.ts';
import { confirmOnce } from './confirm-once.ts';
import { joinSetupPath, stepAfterConfirm } from './join-steps.ts';

/** What each refusal says and where it leads: join again, or log in to the account that exists. */
function failureOf(error: unknown): { text: MessageDescriptor; next: 'join' | 'login' } {
  const code = errorCode(error);
  if (code === 'join-confirmed' || code === 'duplicate-email')
    return { text: errorCatalogue[code].text, next: 'login' };
  if (code === 'join-flow-expired') return { text: errorCatalogue[code].text, next: 'join' };
  return { text: genericTexts.serverError, next: 'join' };
}

/**
 * `/join/confirm-email/:id`, the emailed link: confirms the join flow
 * (`POST signup/confirm-email`), which makes the member and logs them in;
 * the session is loaded as after a login, then on to the join survey where
 * the settings name one, else to the account setup (which the setup page
 * also is when the settings cannot be read). An expired or unknown link says
 * so, with the way to join again.
 */
export function ConfirmEmailLinkPage({ route, params }: PageProps) {
  const { api, session, router } = useAppContext();
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<ReturnType<typeof failureOf> | null>(null);
  const id = params.id ?? '';

  useEffect(() => {
    let live = true;
    confirmOnce(api, id)
      .then(() => loadSession(api, session))
      .then(() => api.content.joinSetup().then(stepAfterConfirm, () => joinSetupPath))
      .then(
        (next) => live && router.navigate(next, { replace: true }),
        (error: unknown) => live && setFailure(failureOf(error)),
      );
    return () => {
      live = false;
    };
  }, [api, id, router, session]);

  return (
    <PageSection title={route.title}>
      {failure ? (
        <>
          <FormAlert>{i18n._(failure.text)}</FormAlert>
          <p>
            {failure.next === 'login' ? (
              <Link href="/auth/login?next=%2Fprofile">
                <Trans>Log in</Trans>
              </Link>
            ) : (
              <Link href="/join">
                <Trans>Join again</Trans>
              </Link>
            )}
          </p>
        </>
      ) : (
        <p role="status">
          <Trans>Confirming your email address…</Trans>
        </p>
      )}
    </PageSection>
  );
}
