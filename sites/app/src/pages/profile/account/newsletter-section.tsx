import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { CardSection } from '../../../layouts/card-section.tsx';
import { updateContact, type AccountContact, type NewsletterStatus } from './account-contact.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import * as css from '../profile.css.ts';

/**
 * Newsletter status with subscribe and unsubscribe. Subscribing may come
 * back `pending` (double opt-in): the reader has to confirm by email.
 */
export function NewsletterSection({
  contact,
  onSaved,
}: {
  contact: AccountContact;
  onSaved: (c: AccountContact) => void;
}) {
  const { api, notifications } = useAppContext();
  const { i18n } = useLingui();
  const { busy, error: failure, submit: save } = useSubmit();
  const status = contact.profile.newsletterStatus;

  const change = (next: NewsletterStatus) =>
    void save(async () => {
      const saved = await updateContact(api, { profile: { newsletterStatus: next } });
      onSaved(saved);
      const now = saved.profile?.newsletterStatus ?? next;
      notifications.notify({
        variant: 'success',
        title:
          now === 'subscribed'
            ? msg`You are subscribed to the newsletter`
            : now === 'pending'
              ? msg`Almost done: please confirm your subscription in the email we sent you`
              : msg`You have unsubscribed from the newsletter`,
      });
    });

  const texts: Record<NewsletterStatus, ReactNode> = {
    subscribed: <Trans>You are subscribed to our newsletter.</Trans>,
    pending: (
      <Trans>
        Your subscription is waiting for you to confirm it: please follow the link in the email we sent you.
      </Trans>
    ),
    unsubscribed: <Trans>You are not subscribed to our newsletter.</Trans>,
    cleaned: <Trans>Our newsletter could not be delivered to your email address, so we stopped sending it.</Trans>,
    none: <Trans>You are not subscribed to our newsletter.</Trans>,
  };

  return (
    <CardSection narrow title={<Trans>Newsletter</Trans>}>
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <p>{texts[status] ?? texts.none}</p>
      <div className={css.row}>
        {status === 'subscribed' || status === 'pending' ? (
          <Button variant="greyOutlined" loading={busy} onClick={() => change('unsubscribed')}>
            <Trans>Unsubscribe</Trans>
          </Button>
        ) : (
          <Button loading={busy} onClick={() => change('subscribed')}>
            <Trans>Subscribe</Trans>
          </Button>
        )}
      </div>
    </CardSection>
  );
}
