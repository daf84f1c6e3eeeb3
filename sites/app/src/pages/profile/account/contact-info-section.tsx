import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button, FormAlert, TextField, checkRequired, hasErrors, textsFor, useFocusFirstInvalid } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText, serverFieldErrors } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { CardSection } from '../../../layouts/card-section.tsx';
import { updateContact, type AccountContact } from './account-contact.ts';

type Field = 'firstname' | 'lastname';

/** First and last name. */
export function ContactInfoSection({
  contact,
  onSaved,
}: {
  contact: AccountContact;
  onSaved: (c: AccountContact) => void;
}) {
  const { api, notifications } = useAppContext();
  const { t, i18n } = useLingui();
  const [firstname, setFirstname] = useState(contact.firstname);
  const [lastname, setLastname] = useState(contact.lastname);
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const { busy, error: failure, submit: save } = useSubmit();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = textsFor<Field>({ firstname: checkRequired(firstname), lastname: checkRequired(lastname) });
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid();
    void save(
      async () => {
        onSaved(await updateContact(api, { firstname: firstname.trim(), lastname: lastname.trim() }));
        notifications.notify({ variant: 'success', title: msg`Your details have been saved` });
      },
      {
        onError: (error) => {
          const fields = serverFieldErrors<Field>(error, { firstname: 'firstname', lastname: 'lastname' });
          setErrors(fields);
          if (hasErrors(fields)) focusFirstInvalid();
          return hasErrors(fields) ? null : errorText(error);
        },
      },
    );
  };

  return (
    <CardSection narrow title={<Trans>Contact information</Trans>}>
      <form ref={ref} noValidate onSubmit={submit}>
        {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          required
          value={firstname}
          onValueChange={setFirstname}
          error={errors.firstname && i18n._(errors.firstname)}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          required
          value={lastname}
          onValueChange={setLastname}
          error={errors.lastname && i18n._(errors.lastname)}
        />
        <Button type="submit" loading={busy}>
          <Trans>Save contact information</Trans>
        </Button>
      </form>
    </CardSection>
  );
}
