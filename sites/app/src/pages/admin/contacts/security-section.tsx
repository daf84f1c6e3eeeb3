import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Contact } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { LoginLinkResult } from './login-link.tsx';
import { SecurityAction } from './security-action.tsx';
import * as css from '../../../admin-kit/admin.css.ts';

/** Whether 2FA is on (`GET contact/{id}/mfa`), and turning it off for the contact who lost their device. */
function TwoFactorAction({ contact }: { contact: Contact }) {
  const { api } = useAppContext();
  const { t } = useLingui();
  const { result, set } = useLoad(() => api.contacts.mfa({ params: { id: contact.id } }), [contact.id]);
  const on = result.state === 'done' && result.value?.type === 'totp';
  const name = contact.displayName;
  const state =
    result.state === 'loading' ? (
      <p>
        <Trans>Checking two-factor authentication…</Trans>
      </p>
    ) : result.state === 'failed' ? null : on ? (
      <p>
        <Trans>Two-factor authentication is on.</Trans>
      </p>
    ) : (
      <p>
        <Trans>Two-factor authentication is off.</Trans>
      </p>
    );
  return (
    <SecurityAction
      title={t`Two-factor authentication`}
      description={t`For a contact who lost the device with their authenticator app: they then log in with their password alone, and can set it up again.`}
      label={t`Reset two-factor authentication`}
      variant="dangerOutlined"
      state={state}
      hidden={!on}
      confirm={{
        title: t`Reset two-factor authentication for ${name}?`,
        body: (
          <p>
            <Trans>Their password alone will let them log in until they set up two-factor authentication again.</Trans>
          </p>
        ),
        label: t`Reset two-factor authentication`,
      }}
      run={async () => {
        // Without a code: only an admin acting on someone else may (core's mfaDeleteSchema; docs/product/api.md).
        await api.contacts.disableMfa({ params: { id: contact.id }, body: {} });
        set(null);
        return { say: t`Two-factor authentication is now off for ${name}.` };
      }}
    />
  );
}

/**
 * The admin's account actions for a contact: reset 2FA, send a password
 * reset email, unlock after too many wrong passwords, and an emergency login
 * link. Each says its result under its button.
 */
export function SecuritySection({ contact }: { contact: Contact }) {
  const { api } = useAppContext();
  const { t } = useLingui();
  const id = useId();
  const { email, displayName: name } = contact;
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Security`}
      </h2>
      <TwoFactorAction contact={contact} />
      <SecurityAction
        title={t`Password`}
        description={t`Emails the contact a link to choose a new password. The link works once, for 24 hours.`}
        label={t`Send a password reset email`}
        run={async () => {
          await api.contacts.sendPasswordReset({
            params: { id: contact.id },
            body: { resetUrl: `${location.origin}/auth/reset-password` },
          });
          return { say: t`We have sent a password reset link to ${email}.` };
        }}
      />
      <SecurityAction
        title={t`Locked out`}
        description={t`After many wrong passwords, logging in is slowed down or locked for a while. Unlocking lets the contact try again at once.`}
        label={t`Unlock the account`}
        run={async () => {
          await api.contacts.unlock({ params: { id: contact.id } });
          return { say: t`The account is unlocked: ${name} can log in again now.` };
        }}
      />
      <SecurityAction
        title={t`Emergency login link`}
        description={t`A link that logs the contact in without their password, for when nothing else works. It works once, within an hour.`}
        label={t`Create a login link`}
        run={async () => {
          const { url } = await api.contacts.createLoginLink({ params: { id: contact.id } });
          return { say: t`A login link has been created.`, show: <LoginLinkResult url={url} madeAt={new Date()} /> };
        }}
      />
    </section>
  );
}
