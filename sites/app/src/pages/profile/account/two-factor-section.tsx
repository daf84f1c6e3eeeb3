import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSnapshot } from 'valtio';
import { errorCatalogue } from '@masthead/core';
import {
  Button,
  FormAlert,
  TextField,
  checkCode,
  checkRequired,
  hasErrors,
  normaliseCode,
  textsFor,
  useFocusFirstInvalid,
} from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorCode, errorText } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { CardSection } from '../../../layouts/card-section.tsx';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { createTotpSecret, groupSecret, otpauthUri } from './totp-secret.ts';
import * as css from '../profile.css.ts';

/**
 * docs/product/errors.md, "Situation-specific messages": setup and removal each have their own unknown-error text;
 * a wrong code on setup is reported.
 */
export const twoFactorTexts = {
  createFailed: msg`We couldn't turn on two-factor authentication. Please try again.`,
  deleteFailed: msg`We couldn't turn off two-factor authentication. Please try again.`,
  invalidSetupCode: msg`That code doesn't match. Check that you scanned the latest QR code and enter a new code from your app.`,
  invalidCode: errorCatalogue['invalid-token'].text,
  wrongPassword: msg`That is not your password.`,
};

type Mode = 'off' | 'setup' | 'codes' | 'on' | 'disable';
type Field = 'password' | 'code';

/**
 * 2FA with an authenticator app. Setting up: a secret made in the browser,
 * shown as a QR code and as text, then a code from the app proves it was
 * stored and the password proves it is the member (`POST contact/me/mfa`);
 * the recovery codes it answers are shown once. Turning off takes a
 * current code (`DELETE contact/me/mfa`).
 */
export function TwoFactorSection({
  email,
  enabled,
  onChange,
}: {
  email: string;
  enabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const { api, notifications, settings } = useAppContext();
  const { organisationName } = useSnapshot(settings);
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<Mode>(enabled ? 'on' : 'off');
  const [secret, setSecret] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (mode === 'setup' || mode === 'disable') codeRef.current?.focus();
  }, [mode]);

  const go = (next: Mode) => {
    setMode(next);
    setCode('');
    setPassword('');
    setErrors({});
    setFailure(null);
    if (next === 'setup') setSecret(createTotpSecret());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = textsFor<Field>({
      ...(mode === 'setup' ? { password: checkRequired(password) } : {}),
      code: checkCode(code),
    });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return focusFirstInvalid();
    const token = normaliseCode(code);
    const onError = (cause: unknown) => {
      const failed = errorCode(cause);
      if (failed === 'invalid-token') {
        setErrors({ code: mode === 'setup' ? twoFactorTexts.invalidSetupCode : twoFactorTexts.invalidCode });
        focusFirstInvalid();
      } else if (failed === 'login-failed') {
        setErrors({ password: twoFactorTexts.wrongPassword });
        focusFirstInvalid();
      } else if (failed === 'TOO_MANY_REQUESTS') {
        return errorText(cause);
      } else {
        return mode === 'setup' ? twoFactorTexts.createFailed : twoFactorTexts.deleteFailed;
      }
      return null;
    };
    if (mode === 'setup') {
      await send(
        () => api.contacts.enableMfa({ params: { id: 'me' }, body: { secret, token, type: 'totp', password } }),
        {
          onSuccess: (created) => {
            notifications.notify({ variant: 'success', title: msg`Two-factor authentication is on` });
            onChange(true);
            go('codes');
            setRecoveryCodes(created.recoveryCodes);
          },
          onError,
        },
      );
    } else {
      await send(() => api.contacts.disableMfa({ params: { id: 'me' }, body: { token, type: 'totp' } }), {
        onSuccess: () => {
          notifications.notify({ variant: 'success', title: msg`Two-factor authentication is off` });
          onChange(false);
          go('off');
        },
        onError,
      });
    }
  };

  const codeField = (
    <TextField
      ref={codeRef}
      label={t`Verification code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      value={code}
      onValueChange={setCode}
      error={errors.code && i18n._(errors.code)}
    />
  );

  let body;
  if (mode === 'off') {
    body = (
      <>
        <p>
          <Trans>
            Two-factor authentication is off. Turn it on to ask for a code from an authenticator app on your phone each
            time you log in.
          </Trans>
        </p>
        <Button onClick={() => go('setup')}>
          <Trans>Set up two-factor authentication</Trans>
        </Button>
      </>
    );
  } else if (mode === 'codes') {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => go('on')} />;
  } else if (mode === 'on') {
    body = (
      <>
        <p>
          <Trans>Two-factor authentication is on. You need a code from your authenticator app to log in.</Trans>
        </p>
        <Button variant="dangerOutlined" onClick={() => go('disable')}>
          <Trans>Turn off two-factor authentication</Trans>
        </Button>
      </>
    );
  } else {
    body = (
      <form ref={ref} noValidate onSubmit={(e) => void submit(e)}>
        {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
        {mode === 'setup' ? (
          <>
            <p>
              <Trans>Scan this QR code with your authenticator app, or type the key below into it.</Trans>
            </p>
            <QrCode
              className={css.qr}
              value={otpauthUri({ issuer: organisationName, account: email, secret })}
              label={t`QR code for your authenticator app`}
            />
            <p>
              <Trans>Key:</Trans> <code className={css.secret}>{groupSecret(secret)}</code>
            </p>
            <p>
              <Trans>Then enter the 6-digit code your app shows, and your password to confirm it is you.</Trans>
            </p>
          </>
        ) : (
          <p>
            <Trans>Enter the 6-digit code from your authenticator app to turn off two-factor authentication.</Trans>
          </p>
        )}
        {codeField}
        {mode === 'setup' && (
          <TextField
            label={t`Your password`}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={setPassword}
            error={errors.password && i18n._(errors.password)}
          />
        )}
        <div className={css.row}>
          <Button type="submit" variant={mode === 'setup' ? 'primary' : 'danger'} loading={busy}>
            {mode === 'setup' ? <Trans>Turn on</Trans> : <Trans>Turn off</Trans>}
          </Button>
          <Button variant="text" onClick={() => go(mode === 'setup' ? 'off' : 'on')}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    );
  }

  return (
    <CardSection narrow title={<Trans>Two-factor authentication</Trans>}>
      {body}
    </CardSection>
  );
}
