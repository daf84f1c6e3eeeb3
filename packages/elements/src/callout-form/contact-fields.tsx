import { useLingui } from '@lingui/react/macro';
import { guestDetailsAsked, type CalloutAccess } from '@masthead/core';
import { TextField } from '@masthead/ui';
import type { Reader } from './form-calls.ts';
import type { GuestDetailsState } from './guest-details.ts';
import * as styles from './before-submit.css.ts';

/** A guest's contact details as the call-out asks for them (`useGuestDetails` holds them and their check). */
export function ContactFields({ access, details }: { access: CalloutAccess; details: GuestDetailsState }) {
  const { t } = useLingui();
  const required = guestDetailsAsked(access) === 'required';
  const { guest, setGuest, problems, ref } = details;
  return (
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
        error={problems.firstname ? t`Please enter your first name.` : undefined}
      />
      <TextField
        label={t`Last name`}
        autoComplete="family-name"
        required={required}
        value={guest.lastname}
        onValueChange={(lastname) => setGuest((g) => ({ ...g, lastname }))}
        error={problems.lastname ? t`Please enter your last name.` : undefined}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        required={required}
        value={guest.email}
        onValueChange={(email) => setGuest((g) => ({ ...g, email }))}
        error={problems.email ? t`Please enter a valid email address.` : undefined}
      />
    </div>
  );
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
