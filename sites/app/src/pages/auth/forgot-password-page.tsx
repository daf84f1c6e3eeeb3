import { Trans } from '@lingui/react/macro';
import { useAppContext } from '../../app-context.ts';
import { PageSection } from '../../common/page-section.tsx';
import type { PageProps } from '../../routes/pages.ts';
import { recoveryUrl } from './recovery-url.ts';
import { RequestLinkForm } from './request-link-form.tsx';

/** `/auth/forgot-password`: sends a reset link; the email links to `/auth/reset-password/{id}`. */
export function ForgotPasswordPage({ route }: PageProps) {
  const { api, settings } = useAppContext();
  return (
    <PageSection title={route.title}>
      <RequestLinkForm
        intro={
          <Trans>Enter the email address of your account and we'll send you a link to choose a new password.</Trans>
        }
        submitLabel={<Trans>Send reset link</Trans>}
        send={(email) =>
          api.auth.requestPasswordReset({
            body: { email, resetUrl: recoveryUrl(settings.siteUrl, '/auth/reset-password') },
          })
        }
        sent={(email) => (
          <Trans>
            If there is an account for {email}, we have sent it a link to choose a new password. The link works for 24
            hours.
          </Trans>
        )}
      />
    </PageSection>
  );
}
