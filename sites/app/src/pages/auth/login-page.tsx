import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { loadSession } from '@masthead/client';
import type { MessageDescriptor } from '@lingui/core';
import { errorCatalogue } from '@masthead/core';
import {
  Button,
  TextField,
  checkCode,
  checkEmail,
  checkRequired,
  hasErrors,
  normaliseCode,
  textsFor,
  useFocusFirstInvalid,
} from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { errorCode } from '../../common/error-text.ts';
import { useSubmit } from '../../common/use-submit.ts';
import { PageSection } from '../../common/page-section.tsx';
import { safeNext } from '../../common/safe-next.ts';
import { Link } from '../../routes/link.tsx';
import type { PageProps } from '../../routes/pages.ts';
import { LoginFailure, loginFailure } from './login-failure.tsx';
import * as css from './auth-page.css.ts';

type Field = 'email' | 'password' | 'token';

/**
 * `/auth/login`: email and password, then the 2FA code when the server asks
 * for it (`mfa-token-required`); on success the session is reloaded and the
 * reader goes to `next` (paths on this site only) or home.
 */
export function LoginPage({ route }: PageProps) {
  const { api, session, router, settings } = useAppContext();
  const { newsroomMode } = useSnapshot(settings);
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<'password' | 'token'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit(loginFailure);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const tokenRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step === 'token') tokenRef.current?.focus();
  }, [step]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found =
      step === 'password'
        ? textsFor<Field>({ email: checkEmail(email), password: checkRequired(password) })
        : textsFor<Field>({ token: checkCode(token) });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return focusFirstInvalid();
    const body = { email: email.trim(), password, ...(step === 'token' ? { token: normaliseCode(token) } : {}) };
    await send(
      async () => {
        await api.auth.login({ body });
        await loadSession(api, session);
      },
      {
        onSuccess: () => {
          const next = safeNext(new URLSearchParams(router.location.search).get('next'), location.origin);
          router.navigate(next ?? '/', { replace: true });
        },
        onError: (error) => {
          const code = errorCode(error);
          if (code === 'mfa-token-required') {
            setStep('token');
          } else if (code === 'invalid-token') {
            setErrors({ token: errorCatalogue['invalid-token'].text });
            focusFirstInvalid();
          } else {
            return loginFailure(error);
          }
          return null;
        },
      },
    );
  };

  const back = () => {
    setStep('password');
    setToken('');
    setErrors({});
    setFailure(null);
  };

  const message = (field: Field) => (errors[field] ? i18n._(errors[field]) : undefined);

  return (
    <PageSection title={route.title}>
      <form ref={ref} noValidate onSubmit={(e) => void submit(e)}>
        {failure && <LoginFailure failure={failure} />}
        {step === 'password' ? (
          <>
            <TextField
              label={t`Email`}
              type="email"
              autoComplete="email"
              required
              value={email}
              onValueChange={setEmail}
              error={message('email')}
            />
            <TextField
              label={t`Password`}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onValueChange={setPassword}
              error={message('password')}
            />
          </>
        ) : (
          <>
            <p className={css.intro}>
              <Trans>
                Your account uses two-factor authentication. Enter the 6-digit code from your authenticator app.
              </Trans>
            </p>
            <TextField
              ref={tokenRef}
              label={t`Verification code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={token}
              onValueChange={setToken}
              error={message('token')}
            />
          </>
        )}
        <div className={css.actions}>
          <Button type="submit" loading={busy}>
            <Trans>Log in</Trans>
          </Button>
          {step === 'token' && (
            <Button variant="text" onClick={back}>
              <Trans>Back</Trans>
            </Button>
          )}
        </div>
      </form>
      <ul className={css.links}>
        {step === 'password' ? (
          <>
            <li>
              <Link href="/auth/forgot-password">
                <Trans>Forgot your password?</Trans>
              </Link>
            </li>
            {/* Joining is not offered in newsroom mode (docs/product/screens.md, "Routes"). */}
            {!newsroomMode && (
              <li>
                <Trans>
                  Not a member yet? <Link href="/join">Join</Link>
                </Trans>
              </li>
            )}
          </>
        ) : (
          <li>
            <Link href="/auth/lost-device">
              <Trans>Lost your 2FA device?</Trans>
            </Link>
          </li>
        )}
      </ul>
    </PageSection>
  );
}
