import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { errorCatalogue, type ContactRoleName } from '@masthead/core';
import {
  Button,
  CheckboxField,
  Fieldset,
  FormAlert,
  TextField,
  checkEmail,
  checkNewPassword,
  hasErrors,
  textsFor,
  useFocusFirstInvalid,
} from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorCode, errorText, serverFieldErrors } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { NewPasswordFields } from '../../../common/new-password-fields.tsx';
import { PageSection } from '../../../common/page-section.tsx';
import { CardSection } from '../../../layouts/card-section.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import * as own from './contacts-list.css.ts';

type Field = 'email' | 'password' | 'confirmation';

const roleTexts: Record<ContactRoleName, MessageDescriptor> = {
  member: msg`Member`,
  admin: msg`Admin`,
  superadmin: msg`Superadmin`,
};

/**
 * `/admin/contacts/add`: email, names, roles (each starting now, without an
 * end) and an optional password. Superadmin is offered to superadmins only,
 * as only they may grant it. A known email shows `duplicate-email` on its
 * field; once added, the new contact's page opens.
 */
export function AddContactPage({ route }: PageProps) {
  const { api, router, notifications, session } = useAppContext();
  const { contact: me } = useSnapshot(session);
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [firstname, setFirstname] = useState('');
  const [lastname, setLastname] = useState('');
  const [roles, setRoles] = useState<ContactRoleName[]>(['member']);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const grantable: ContactRoleName[] = me?.activeRoles.includes('superadmin')
    ? ['member', 'admin', 'superadmin']
    : ['member', 'admin'];

  const toggle = (role: ContactRoleName, on: boolean) =>
    setRoles((list) => (on ? [...list, role] : list.filter((r) => r !== role)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = textsFor<Field>({
      email: checkEmail(email),
      ...checkNewPassword(password, confirmation, { optional: true }),
    });
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid();
    const body = {
      email: email.trim(),
      firstname: firstname.trim(),
      lastname: lastname.trim(),
      roles: roles.map((role) => ({ role })),
      ...(password ? { password } : {}),
    };
    await send(() => api.contacts.create({ body }), {
      onSuccess: (created) => {
        const name = created.displayName;
        notifications.notify({ variant: 'success', title: t`Contact ${name} added` });
        router.navigate(`/admin/contacts/${created.id}`);
      },
      onError: (error) => {
        const fields: Partial<Record<Field, MessageDescriptor>> =
          errorCode(error) === 'duplicate-email'
            ? { email: errorCatalogue['duplicate-email'].text }
            : serverFieldErrors(error, { email: 'email', password: 'password' } as const);
        setErrors(fields);
        if (hasErrors(fields)) {
          focusFirstInvalid();
          return null;
        }
        return errorText(error);
      },
    });
  };

  return (
    <PageSection title={route.title}>
      <CardSection title={t`New contact`} narrow>
        <form ref={ref} noValidate onSubmit={(event) => void submit(event)} className={own.form}>
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="off"
            required
            value={email}
            onValueChange={setEmail}
            maxLength={320}
            error={errors.email && i18n._(errors.email)}
          />
          <TextField label={t`First name`} value={firstname} onValueChange={setFirstname} maxLength={100} />
          <TextField label={t`Last name`} value={lastname} onValueChange={setLastname} maxLength={100} />
          <Fieldset legend={t`Roles`} description={t`Each role starts now and has no end date.`}>
            {grantable.map((role) => (
              <CheckboxField
                key={role}
                label={i18n._(roleTexts[role])}
                checked={roles.includes(role)}
                onCheckedChange={(on) => toggle(role, on)}
              />
            ))}
          </Fieldset>
          <Fieldset
            legend={t`Password (optional)`}
            description={t`Left empty, the contact can set a password with a reset link.`}
          >
            <NewPasswordFields
              password={password}
              confirmation={confirmation}
              onPasswordChange={setPassword}
              onConfirmationChange={setConfirmation}
              errors={errors}
              required={false}
            />
          </Fieldset>
          {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
          <div className={own.actions}>
            <Button type="submit" loading={busy}>
              <Trans>Add contact</Trans>
            </Button>
          </div>
        </form>
      </CardSection>
    </PageSection>
  );
}
