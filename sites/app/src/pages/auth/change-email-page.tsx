import { useState } from 'react';
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
 * `/auth/change-email/{id}`: the link emailed to a new address
 * (docs: sites/app/README.md, "Accounts"). Opening the page changes nothing
 * (mail scanners open links too); pressing the button makes the address the
 * account's. Works logged in or not, on any device.
 */
export function ChangeEmailPage({ route, params }: PageProps) {
  const { api, session } = useAppContext();
  const { i18n } = useLingui();
  const { busy, error: failure, submit } = useSubmit(linkErrorText);
  const [changedTo, setChangedTo] = useState<string | null>(null);

  const confirm = () =>
    submit(async () => {
      const contact = await api.auth.confirmEmailChange({ params: { id: params.id ?? '' } });
      setChangedTo(contact.email);
      // The account's owner, logged in here, sees the new address at once.
      if (session.contact?.id === contact.id) await loadSession(api, session);
    });

  if (changedTo) {
    return (
      <PageSection title={route.title}>
        <p role="status" className={css.intro}>
          <Trans>Your email address is now {changedTo}.</Trans>
        </p>
        <p>
          <Link href="/profile/account">
            <Trans>Go to your account</Trans>
          </Link>
        </p>
      </PageSection>
    );
  }

  return (
    <PageSection title={route.title}>
      {failure && (
        <FormAlert>
          <p>{i18n._(failure)}</p>
          <p>
            <Trans>You can ask for a new link by changing your email address on your account page again.</Trans>
          </p>
        </FormAlert>
      )}
      <p className={css.intro}>
        <Trans>Confirm that this is the email address you want to use for your account.</Trans>
      </p>
      <div className={css.actions}>
        <Button type="button" loading={busy} onClick={() => void confirm()}>
          <Trans>Use this email address</Trans>
        </Button>
      </div>
    </PageSection>
  );
}
