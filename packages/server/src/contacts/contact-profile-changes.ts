import { normaliseVatNumber, type ContactProfile } from '@masthead/core';
import type { ContactChanges } from './contact-repository.ts';

/**
 * The contact columns a profile in a request body sets: only the fields it
 * gives (`POST contact`, `PATCH contact/{id}`). An address is kept with
 * `line2` always present; a VAT number without spaces, dots or dashes.
 * @example profileChanges({deliveryOptIn: true}) // {delivery_opt_in: true}
 */
export function profileChanges(profile: Partial<ContactProfile>): ContactChanges {
  const { deliveryAddress, newsletterGroups, vatNumber } = profile;
  return {
    ...(profile.telephone !== undefined ? { telephone: profile.telephone } : {}),
    ...(profile.preferredContact !== undefined ? { preferred_contact: profile.preferredContact } : {}),
    ...(profile.deliveryOptIn !== undefined ? { delivery_opt_in: profile.deliveryOptIn } : {}),
    ...(deliveryAddress !== undefined
      ? { delivery_address: deliveryAddress ? JSON.stringify({ line2: '', ...deliveryAddress }) : null }
      : {}),
    ...(profile.newsletterStatus !== undefined ? { newsletter_status: profile.newsletterStatus } : {}),
    ...(newsletterGroups !== undefined ? { newsletter_groups: JSON.stringify(newsletterGroups) } : {}),
    ...(vatNumber !== undefined ? { vat_number: normaliseVatNumber(vatNumber) } : {}),
    ...(profile.notes !== undefined ? { notes: profile.notes } : {}),
    ...(profile.description !== undefined ? { description: profile.description } : {}),
  };
}
