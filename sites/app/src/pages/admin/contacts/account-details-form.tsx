import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  errorCatalogue,
  newsletterStatuses,
  type Contact,
  type ContactPatch,
  type ContactProfile,
  type NewsletterStatus,
} from '@masthead/core';
import {
  Button,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
  checkEmail,
  hasErrors,
  textsFor,
  useFocusFirstInvalid,
} from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorCode, errorText, serverFieldErrors } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { newsletterStatusTexts } from './account-texts.ts';
import * as css from '../../../admin-kit/admin.css.ts';
import * as styles from './contacts.css.ts';

type Field = 'firstname' | 'lastname' | 'email' | 'telephone' | 'preferredContact' | 'notes' | 'description';
type ProfileKey = 'telephone' | 'preferredContact' | 'newsletterStatus' | 'notes' | 'description';

interface Draft {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  preferredContact: string;
  newsletterStatus: NewsletterStatus;
  notes: string;
  description: string;
}

const profileKeys: ProfileKey[] = ['telephone', 'preferredContact', 'newsletterStatus', 'notes', 'description'];

const draftOf = (contact: Contact): Draft => ({
  firstname: contact.firstname,
  lastname: contact.lastname,
  email: contact.email,
  telephone: contact.profile?.telephone ?? '',
  preferredContact: contact.profile?.preferredContact ?? '',
  newsletterStatus: contact.profile?.newsletterStatus ?? 'none',
  notes: contact.profile?.notes ?? '',
  description: contact.profile?.description ?? '',
});

/** Only what changed, trimmed where a space is never meant: the email is sent only when it is another address. */
function changesOf(before: Draft, draft: Draft): ContactPatch {
  const patch: ContactPatch = {};
  const profile: Partial<ContactProfile> = {};
  if (draft.firstname.trim() !== before.firstname) patch.firstname = draft.firstname.trim();
  if (draft.lastname.trim() !== before.lastname) patch.lastname = draft.lastname.trim();
  if (draft.email.trim().toLowerCase() !== before.email.toLowerCase()) patch.email = draft.email.trim();
  for (const key of profileKeys) {
    const value = key === 'notes' || key === 'description' ? draft[key] : draft[key].trim();
    if (value !== before[key]) Object.assign(profile, { [key]: value });
  }
  if (Object.keys(profile).length > 0) patch.profile = profile;
  return patch;
}

/**
 * The contact's details for admins (`PATCH contact/{id}`): names, email,
 * telephone, preferred contact, newsletter status, and the admin-only notes
 * and description. A new email address is not set at once: the server sends
 * it a confirmation link and answers the contact unchanged, so the form says
 * so and shows the address still in use.
 */
export function AccountDetailsForm({ contact, onSaved }: { contact: Contact; onSaved: (contact: Contact) => void }) {
  const { api, notifications } = useAppContext();
  const { t, i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(contact));
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const errorOf = (field: Field) => errors[field] && i18n._(errors[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = textsFor<Field>({ email: checkEmail(draft.email) });
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid();
    const patch = changesOf(draftOf(contact), draft);
    if (Object.keys(patch).length === 0) {
      notifications.notify({ title: msg`Nothing to save: the details are unchanged.` });
      return;
    }
    await send(() => api.contacts.update({ params: { id: contact.id }, body: patch }), {
      onSuccess: (saved) => {
        onSaved(saved);
        // The address in use stays until the link is opened: the field shows it again.
        setDraft(draftOf(saved));
        const asked = patch.email;
        notifications.notify(
          asked
            ? {
                variant: 'success',
                title: msg`We have sent a link to ${asked}`,
                description: msg`The email address changes when the contact opens the link. Until then, they keep using the current one.`,
              }
            : { variant: 'success', title: msg`The details have been saved.` },
        );
      },
      onError: (error) => {
        const fields: Partial<Record<Field, MessageDescriptor>> =
          errorCode(error) === 'duplicate-email'
            ? { email: errorCatalogue['duplicate-email'].text }
            : serverFieldErrors<Field>(error, {
                email: 'email',
                firstname: 'firstname',
                lastname: 'lastname',
                'profile.telephone': 'telephone',
                'profile.preferredContact': 'preferredContact',
                'profile.notes': 'notes',
                'profile.description': 'description',
              });
        setErrors(fields);
        if (hasErrors(fields)) focusFirstInvalid();
        return hasErrors(fields) ? null : errorText(error);
      },
    });
  };

  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Details`}
      </h2>
      <form ref={ref} noValidate className={styles.form} onSubmit={(e) => void submit(e)}>
        <TextField
          label={t`First name`}
          autoComplete="off"
          maxLength={100}
          value={draft.firstname}
          onValueChange={(firstname) => update({ firstname })}
          error={errorOf('firstname')}
        />
        <TextField
          label={t`Last name`}
          autoComplete="off"
          maxLength={100}
          value={draft.lastname}
          onValueChange={(lastname) => update({ lastname })}
          error={errorOf('lastname')}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="off"
          required
          maxLength={320}
          description={t`A new address is confirmed by a link we send to it; until it is opened, the contact keeps the current one.`}
          value={draft.email}
          onValueChange={(email) => update({ email })}
          error={errorOf('email')}
        />
        <TextField
          label={t`Telephone`}
          type="tel"
          autoComplete="off"
          maxLength={30}
          value={draft.telephone}
          onValueChange={(telephone) => update({ telephone })}
          error={errorOf('telephone')}
        />
        <TextField
          label={t`Preferred contact`}
          description={t`How the contact likes to be reached, such as “Email” or “Phone”.`}
          autoComplete="off"
          maxLength={50}
          value={draft.preferredContact}
          onValueChange={(preferredContact) => update({ preferredContact })}
          error={errorOf('preferredContact')}
        />
        <SelectField
          label={t`Newsletter`}
          value={draft.newsletterStatus}
          options={newsletterStatuses.map((status) => ({
            value: status,
            label: i18n._(newsletterStatusTexts[status]),
          }))}
          onValueChange={(newsletterStatus) => update({ newsletterStatus })}
        />
        <TextAreaField
          label={t`Notes`}
          description={t`Seen by admins only.`}
          maxLength={10000}
          value={draft.notes}
          onValueChange={(notes) => update({ notes })}
          error={errorOf('notes')}
        />
        <TextAreaField
          label={t`Description`}
          description={t`Seen by admins only.`}
          maxLength={10000}
          value={draft.description}
          onValueChange={(description) => update({ description })}
          error={errorOf('description')}
        />
        {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            <Trans>Save details</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
