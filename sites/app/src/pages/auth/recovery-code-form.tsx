import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  Button,
  FormAlert,
  TextField,
  checkEmail,
  checkRequired,
  hasErrors,
  textsFor,
  useFocusFirstInvalid,
} from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { errorCode } from '../../common/error-text.ts';
import { useSubmit } from '../../common/use-submit.ts';
import { Link } from '../../routes/link.tsx';
import { LoginFailure, loginFailure } from './login-failure.tsx';
import * as css from './auth-page.css.ts';

type Field = 'email' | 'password' | 'code';

export const recoveryCodeTexts = {
  wrongCode: msg`This recovery code is not right, or it has been used already.`,
};

/**
 * On `/auth/lost-device`, under the emailed link: turns 2FA off at once
 * with email, password and one of the recovery codes shown when 2FA was set
 * up (`POST reset-device/recovery-code`); the code is then used up. The
 * form opens from a button, so the page leads with the one Email field.
 */
export function RecoveryCodeForm() {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const titleId = useId();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit(loginFailure);
  const [done, setDone] = useState(false);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  useEffect(() => {
    if (open) ref.current?.querySelector('input')?.focus();
  }, [open, ref]);

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = textsFor<Field>({
      email: checkEmail(values.email),
      password: checkRequired(values.password),
      code: checkRequired(values.code),
    });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return focusFirstInvalid();
    const { email, password, code } = values;
    await send(
      () => api.auth.resetDeviceWithCode({ body: { email: email.trim(), password, code: code.trim(), type: 'totp' } }),
      {
        onSuccess: () => setDone(true),
        onError: (cause) => {
          if (errorCode(cause) !== 'invalid-token') return loginFailure(cause);
          setErrors({ code: recoveryCodeTexts.wrongCode });
          focusFirstInvalid();
          return null;
        },
      },
    );
  };

  const field = (name: Field, label: string, type: 'text' | 'email' | 'password', autoComplete: string) => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      required
      value={values[name]}
      onValueChange={set(name)}
      error={errors[name] && i18n._(errors[name])}
    />
  );

  const form = (
    <form id={formId} ref={ref} noValidate onSubmit={(e) => void submit(e)}>
      {failure && <LoginFailure failure={failure} />}
      {field('email', t`Email`, 'email', 'email')}
      {field('password', t`Password`, 'password', 'current-password')}
      {field('code', t`Recovery code`, 'text', 'off')}
      <div className={css.actions}>
        <Button type="submit" loading={busy}>
          <Trans>Use recovery code</Trans>
        </Button>
      </div>
    </form>
  );

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Have a recovery code?</Trans>
      </h2>
      {done ? (
        <>
          <FormAlert variant="success">
            <p>
              <Trans>
                Two-factor authentication is off and the recovery code is used up. Log in with your email and password,
                then set it up again on your account page.
              </Trans>
            </p>
          </FormAlert>
          <p>
            <Link href="/auth/login?next=%2Fprofile%2Faccount">
              <Trans>Log in</Trans>
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className={css.intro}>
            <Trans>
              Enter one of the recovery codes you saved when you set up two-factor authentication, with your email and
              password. It turns two-factor authentication off at once. Each code works only once.
            </Trans>
          </p>
          <Button
            variant="primaryOutlined"
            aria-expanded={open}
            aria-controls={open ? formId : undefined}
            onClick={() => setOpen(!open)}
          >
            <Trans>Enter a recovery code</Trans>
          </Button>
          {open && form}
        </>
      )}
    </section>
  );
}
