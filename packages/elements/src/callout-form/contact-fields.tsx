import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { checkGuestDetails, guestDetailsAsked, type CalloutAccess, type GuestDetails } from '@masthead/core';
import { TextField, useFocusFirstInvalid } from '@masthead/ui';
import type { Reader } from './form-calls.ts';
import * as styles from './callout-form.css.ts';

type GuestErrors = Partial<Record<keyof GuestDetails, string>>;

/**
 * A guest's contact details as the call-out asks for them: what they typed,
 * its messages, and `check`, which returns the details to send, `null` for
 * none (optional ones left empty), or `false` when something is missing
 * (messages shown, focus on the first). `needed` makes optional details
 * required (a newsletter sign-up needs someone to send it to). Core's
 * `checkGuestDetails` judges them, as it does on the server.
 */
export function useGuestDetails(access: CalloutAccess) {
  const { t } = useLingui();
  const required = guestDetailsAsked(access) === 'required';
  const [guest, setGuest] = useState<GuestDetails>({ firstname: '', lastname: '', email: '' });
  const [errors, setErrors] = useState<GuestErrors>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const check = (needed: boolean): GuestDetails | null | false => {
    const checked = checkGuestDetails(access, guest, { required: needed });
    if (checked.ok) {
      setErrors({});
      return checked.guest;
    }
    const { problems } = checked;
    const found: GuestErrors = {};
    if (problems.firstname) found.firstname = t`Please enter your first name.`;
    if (problems.lastname) found.lastname = t`Please enter your last name.`;
    if (problems.email) found.email = t`Please enter a valid email address.`;
    setErrors(found);
    focusFirstInvalid();
    return false;
  };
  const fields = (
    <div ref={ref} className={styles.contact}>
      <p>
        {required
          ? t`Your contact details, so that we can get back to you about your response.`
          : t`Your contact details, if you would like us to get back to you (optional).`}
      </p>
      <TextField
        label={t`First name`}
        autoComplete="given-name"
        required={required}
        value={guest.firstname}
        onValueChange={(firstname) => setGuest((g) => ({ ...g, firstname }))}
        error={errors.firstname}
      />
      <TextField
        label={t`Last name`}
        autoComplete="family-name"
        required={required}
        value={guest.lastname}
        onValueChange={(lastname) => setGuest((g) => ({ ...g, lastname }))}
        error={errors.lastname}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        required={required}
        value={guest.email}
        onValueChange={(email) => setGuest((g) => ({ ...g, email }))}
        error={errors.email}
      />
    </div>
  );
  return { fields, check };
}

/** Said instead of asking for contact details: the response goes in as the logged-in reader. */
export function ReaderNote({ reader }: { reader: Reader }) {
  const { t } = useLingui();
  const name = reader.displayName || reader.email || '';
  return (
    <p className={styles.contact}>
      {name
        ? t`You are logged in as ${name}. Your response will be linked to your account.`
        : t`You are logged in. Your response will be linked to your account.`}
    </p>
  );
}
