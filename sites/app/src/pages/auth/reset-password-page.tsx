import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { loadSession } from '@masthead/client';
import type { MessageDescriptor } from '@lingui/core';
import { errorCatalogue } from '@masthead/core';
import {
  Button,
  FormAlert,
  TextField,
  checkCode,
  checkNewPassword,
  hasErrors,
  normaliseCode,
  textsFor,
  useFocusFirstInvalid,
} from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { errorCode, errorText, isExpiredLink } from '../../common/error-text.ts';
import { useSubmit } from '../../common/use-submit.ts';
import { NewPasswordFields } from '../../common/new-password-fields.tsx';
import { PageSection } from '../../common/page-section.tsx';
import type { PageProps } from '../../routes/pages.ts';
import { LinkExpired } from './link-expired.tsx';
import * as css from './auth-page.css.ts';

type Field = 'password' | 'confirmation' | 'token';

interface Wording {
  intro: ReactNode;
  submit: ReactNode;
  done: MessageDescriptor;
}

/** `/auth/reset-password/{id}`: a new password from the emailed link. */
export function ResetPasswordPage(props: PageProps) {
  return (
    <PasswordLinkPage
      {...props}
      wording={{
        intro: <Trans>Choose a new password for your account.</Trans>,
        submit: <Trans>Change password</Trans>,
        done: msg`Your password has been changed`,
      }}
    />
  );
}

/** `/auth/set-password/{id}`: the first password of an account made for the reader (same call). */
export function SetPasswordPage(props: PageProps) {
  return (
    <PasswordLinkPage
      {...props}
      wording={{
        intro: <Trans>Choose a password for your account. You will use it with your email address to log in.</Trans>,
        submit: <Trans>Save password</Trans>,
        done: msg`Your password has been set`,
      }}
    />
  );
}

/**
 * `PUT reset-password/{id}` logs the reader in. With 2FA on, the server asks
 * for the code (`mfa-token-required`) and the same request goes again with it.
 */
function PasswordLinkPage({ route, params, wording }: PageProps & { wording: Wording }) {
  const { api, session, router, notifications } = useAppContext();
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [token, setToken] = useState('');
  const [needsToken, setNeedsToken] = useState(false);
  const [expired, setExpired] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const tokenRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (needsToken) tokenRef.current?.focus();
  }, [needsToken]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = textsFor<Field>({
      ...checkNewPassword(password, confirmation),
      ...(needsToken ? { token: checkCode(token) } : {}),
    });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return focusFirstInvalid();
    const body = { password, ...(needsToken ? { token: normaliseCode(token) } : {}) };
    await send(
      async () => {
        await api.auth.resetPassword({ params: { id: params.id ?? '' }, body });
        await loadSession(api, session);
      },
      {
        onSuccess: () => {
          notifications.notify({ variant: 'success', title: wording.done });
          router.navigate('/', { replace: true });
        },
        onError: (error) => {
          const code = errorCode(error);
          if (code === 'mfa-token-required') setNeedsToken(true);
          else if (code === 'invalid-token') {
            setErrors({ token: errorCatalogue['invalid-token'].text });
            focusFirstInvalid();
          } else if (isExpiredLink(error)) setExpired(true);
          else return errorText(error);
          return null;
        },
      },
    );
  };

  return (
    <PageSection title={route.title}>
      {expired ? (
        <LinkExpired requestAgain="/auth/forgot-password" />
      ) : (
        <form ref={ref} noValidate onSubmit={(e) => void submit(e)}>
          <p className={css.intro}>{wording.intro}</p>
          {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPasswordChange={setPassword}
            onConfirmationChange={setConfirmation}
            errors={errors}
          />
          {needsToken && (
            <TextField
              ref={tokenRef}
              label={t`Verification code`}
              description={
                <Trans>
                  Your account uses two-factor authentication. Enter the 6-digit code from your authenticator app.
                </Trans>
              }
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={token}
              onValueChange={setToken}
              error={errors.token && i18n._(errors.token)}
            />
          )}
          <div className={css.actions}>
            <Button type="submit" loading={busy}>
              {wording.submit}
            </Button>
          </div>
        </form>
      )}
    </PageSection>
  );
}
