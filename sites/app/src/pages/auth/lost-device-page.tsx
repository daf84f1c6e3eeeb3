import { Trans } from '@lingui/react/macro';
import { useAppContext } from '../../app-context.ts';
import { PageSection } from '../../common/page-section.tsx';
import type { PageProps } from '../../routes/pages.ts';
import { RecoveryCodeForm } from './recovery-code-form.tsx';
import { recoveryUrl } from './recovery-url.ts';
import { RequestLinkForm } from './request-link-form.tsx';

/**
 * `/auth/lost-device`: sends a link that turns 2FA off (it leads to
 * `/auth/reset-device/{id}`), or turns it off at once with a recovery code.
 */
export function LostDevicePage({ route }: PageProps) {
  const { api, settings } = useAppContext();
  return (
    <PageSection title={route.title}>
      <RequestLinkForm
        intro={
          <Trans>
            Enter the email address of your account. We'll send you a link to turn off two-factor authentication, so you
            can log in with your password and set it up again.
          </Trans>
        }
        submitLabel={<Trans>Send reset link</Trans>}
        send={(email) =>
          api.auth.requestDeviceReset({
            body: { email, resetUrl: recoveryUrl(settings.siteUrl, '/auth/reset-device'), type: 'totp' },
          })
        }
        sent={(email) => (
          <Trans>
            If there is an account with two-factor authentication for {email}, we have sent it a link to turn it off.
            The link works for 24 hours.
          </Trans>
        )}
      />
      <RecoveryCodeForm />
    </PageSection>
  );
}
