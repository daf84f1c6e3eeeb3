import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button, FormAlert, TextField, checkRequired, textsFor, useFocusFirstInvalid } from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { isExpiredLink } from '../../common/error-text.ts';
import { useSubmit } from '../../common/use-submit.ts';
import { PageSection } from '../../common/page-section.tsx';
import { Link } from '../../routes/link.tsx';
import type { PageProps } from '../../routes/pages.ts';
import { LinkExpired } from './link-expired.tsx';
import { LoginFailure, loginFailure } from './login-failure.tsx';
import * as css from './auth-page.css.ts';

/** `/auth/reset-device/{id}`: the reader proves it is them with the password, and 2FA goes off. */
export function ResetDevicePage({ route, params }: PageProps) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<MessageDescriptor | undefined>();
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit(loginFailure);
  const [outcome, setOutcome] = useState<'form' | 'done' | 'expired'>('form');
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = textsFor({ password: checkRequired(password) }).password;
    setError(found);
    setFailure(null);
    if (found) return focusFirstInvalid();
    await send(() => api.auth.resetDevice({ params: { id: params.id ?? '' }, body: { password, type: 'totp' } }), {
      onSuccess: () => setOutcome('done'),
      onError: (cause) => {
        if (!isExpiredLink(cause)) return loginFailure(cause);
        setOutcome('expired');
        return null;
      },
    });
  };

  let body;
  if (outcome === 'expired') body = <LinkExpired requestAgain="/auth/lost-device" />;
  else if (outcome === 'done') {
    body = (
      <>
        <FormAlert variant="success">
          <p>
            <Trans>
              Two-factor authentication is off. Log in with your email and password, then set it up again on your
              account page.
            </Trans>
          </p>
        </FormAlert>
        <p>
          <Link href="/auth/login?next=%2Fprofile%2Faccount">
            <Trans>Log in</Trans>
          </Link>
        </p>
      </>
    );
  } else {
    body = (
      <form ref={ref} noValidate onSubmit={(e) => void submit(e)}>
        <p className={css.intro}>
          <Trans>Enter your password to turn off two-factor authentication for your account.</Trans>
        </p>
        {failure && <LoginFailure failure={failure} />}
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          error={error && i18n._(error)}
        />
        <div className={css.actions}>
          <Button type="submit" loading={busy}>
            <Trans>Turn off two-factor authentication</Trans>
          </Button>
        </div>
      </form>
    );
  }
  return <PageSection title={route.title}>{body}</PageSection>;
}
