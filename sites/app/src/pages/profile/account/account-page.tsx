import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { setSession } from '@masthead/client';
import { genericTexts } from '@masthead/core';
import { FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../common/error-text.ts';
import { PageSection } from '../../../common/page-section.tsx';
import { Link } from '../../../routes/link.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { loadContact, type AccountContact } from './account-contact.ts';
import { AddressSection } from './address-section.tsx';
import { ContactInfoSection } from './contact-info-section.tsx';
import { LoginDetailsSection } from './login-details-section.tsx';
import { NewsletterSection } from './newsletter-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

type Loaded = { contact: AccountContact; mfa: boolean };

/** `/profile/account`: contact info, delivery address, login details, 2FA, newsletter. */
export function AccountPage({ route }: PageProps) {
  const { api, session } = useAppContext();
  const { i18n } = useLingui();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    Promise.all([loadContact(api), api.contacts.mfa({ params: { id: 'me' } })])
      .then(([contact, mfa]) => live && setLoaded({ contact, mfa: mfa?.type === 'totp' }))
      .catch((error: unknown) => live && setFailed(error));
    return () => {
      live = false;
    };
  }, [api]);

  // PATCH answers the contact, perhaps without the profile it was not asked for: keep what we had.
  const onSaved = (saved: AccountContact) => {
    setLoaded((current) => {
      if (!current) return current;
      const contact = { ...current.contact, ...saved, profile: { ...current.contact.profile, ...saved.profile } };
      return { ...current, contact };
    });
    if (session.contact) {
      const { email, firstname, lastname, displayName } = { ...session.contact, ...saved };
      setSession(session, { ...session.contact, email, firstname, lastname, displayName });
    }
  };

  let body;
  if (loaded) {
    const { contact } = loaded;
    body = (
      <>
        <ContactInfoSection contact={contact} onSaved={onSaved} />
        <AddressSection contact={contact} onSaved={onSaved} />
        <LoginDetailsSection contact={contact} onSaved={onSaved} />
        <TwoFactorSection
          email={contact.email}
          enabled={loaded.mfa}
          onChange={(mfa) => setLoaded((current) => current && { ...current, mfa })}
        />
        <NewsletterSection contact={contact} onSaved={onSaved} />
      </>
    );
  } else if (failed) {
    const text = errorText(failed);
    body = <FormAlert>{i18n._(text ?? genericTexts.reload)}</FormAlert>;
  } else {
    body = (
      <p role="status">
        <Trans>Loading your account…</Trans>
      </p>
    );
  }

  return (
    <PageSection title={route.title}>
      <p>
        <Link href="/profile">
          <Trans>Back to your profile</Trans>
        </Link>
      </p>
      {body}
    </PageSection>
  );
}
