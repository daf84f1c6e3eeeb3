// What a call-out form asks above its submit button besides the answers, in a chunk of its
// own: the logged-in reader's note, a guest's contact details, the newsletter sign-up. Only
// call-outs that ask for them load it, as their form shows (`callout-form.tsx`).
import type { CalloutAccess } from '@masthead/core';
import { ContactFields, ReaderNote } from './contact-fields.tsx';
import type { Reader } from './form-calls.ts';
import type { GuestDetailsState } from './guest-details.ts';
import type { NewsletterChoice } from './newsletter-choice.ts';
import { NewsletterFields } from './newsletter-fields.tsx';

export interface BeforeSubmitProps {
  access: CalloutAccess;
  /** The logged-in reader the response goes in as, when the call-out keeps who answered. */
  reader: Reader | null;
  /** A guest's details, where the call-out asks a guest for them. */
  guest: GuestDetailsState | null;
  newsletter: NewsletterChoice;
}

export function BeforeSubmit({ access, reader, guest, newsletter }: BeforeSubmitProps) {
  return (
    <>
      {reader ? <ReaderNote reader={reader} /> : null}
      {guest ? <ContactFields access={access} details={guest} /> : null}
      <NewsletterFields choice={newsletter} />
    </>
  );
}
