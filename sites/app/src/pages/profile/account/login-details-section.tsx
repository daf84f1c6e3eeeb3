import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { errorCatalogue } from '@masthead/core';
import {
  Button,
  FormAlert,
  TextField,
  checkEmail,
  checkNewPassword,
  checkRequired,
  hasErrors,
  textsFor,
  useFocusFirstInvalid,
} from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorCode, errorText, serverFieldErrors } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { NewPasswordFields } from '../../../common/new-password-fields.tsx';
import { CardSection } from '../../../layouts/card-section.tsx';
import { updateContact, type AccountContact, type ContactUpdate } from './account-contact.ts';

type Field = 'email' | 'currentPassword' | 'password' | 'confirmation';

const wrongCurrentPassword = msg`That is not your current password.`;

/**
 * The email to log in with, and a new password (left empty, the old one
 * stays), which needs the current password too. A member who has no
 * password yet (`hasPassword` false: one who joined) chooses one without.
 */
export function LoginDetailsSection({
  contact,
  onSaved,
}: {
  contact: AccountContact;
  onSaved: (c: AccountContact) => void;
}) {
  const { api, notifications } = useAppContext();
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState(contact.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const { busy, error: failure, submit: save } = useSubmit();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const hasPassword = contact.hasPassword !== false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = textsFor<Field>({
      email: checkEmail(email),
      ...(password && hasPassword ? { currentPassword: checkRequired(currentPassword) } : {}),
      ...checkNewPassword(password, confirmation, { optional: true }),
    });
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid();
    const update: ContactUpdate = {};
    if (email.trim() !== contact.email) update.email = email.trim();
    if (password) {
      update.password = password;
      if (hasPassword) update.currentPassword = currentPassword;
    }
    if (!update.email && !update.password) {
      notifications.notify({ title: msg`Nothing to save: your login details are unchanged` });
      return;
    }
    void save(
      async () => {
        const saved = await updateContact(api, update);
        onSaved(saved);
        setCurrentPassword('');
        setPassword('');
        setConfirmation('');
        // The address changes only when the link sent to it is opened: the field shows the one in use.
        setEmail(saved.email);
        const asked = update.email;
        notifications.notify(
          asked
            ? {
                variant: 'success',
                title: msg`Check your inbox at ${asked}`,
                description: update.password
                  ? msg`Your password has been saved. Your email address changes when you open the link we have sent to the new address.`
                  : msg`Your email address changes when you open the link we have sent to the new address.`,
              }
            : { variant: 'success', title: msg`Your login details have been saved` },
        );
      },
      {
        onError: (error) => {
          const code = errorCode(error);
          const fields =
            code === 'duplicate-email'
              ? { email: errorCatalogue['duplicate-email'].text }
              : code === 'login-failed'
                ? { currentPassword: wrongCurrentPassword }
                : serverFieldErrors<Field>(error, {
                    email: 'email',
                    password: 'password',
                    currentPassword: 'currentPassword',
                  });
          setErrors(fields);
          if (hasErrors(fields)) focusFirstInvalid();
          return hasErrors(fields) ? null : errorText(error);
        },
      },
    );
  };

  return (
    <CardSection narrow title={<Trans>Login details</Trans>}>
      <form ref={ref} noValidate onSubmit={submit}>
        {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
          error={errors.email && i18n._(errors.email)}
        />
        {hasPassword ? (
          <>
            <p>
              <Trans>
                To change your password, enter your current password and a new one twice. Leave them empty to keep your
                password.
              </Trans>
            </p>
            <TextField
              label={t`Current password`}
              type="password"
              autoComplete="current-password"
              required={password !== ''}
              value={currentPassword}
              onValueChange={setCurrentPassword}
              error={errors.currentPassword && i18n._(errors.currentPassword)}
            />
          </>
        ) : (
          <p>
            <Trans>You have no password yet. Choose one here to log in with your email address and password.</Trans>
          </p>
        )}
        <NewPasswordFields
          required={false}
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={errors}
        />
        <Button type="submit" loading={busy}>
          <Trans>Save login details</Trans>
        </Button>
      </form>
    </CardSection>
  );
}
