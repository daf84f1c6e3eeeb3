import type { ContactPatch, JoinSetup } from '@masthead/core';
import { checkRequired, type AddressValue, type FieldErrors } from '@masthead/ui';

/** What the reader fills in on `/join/setup`. */
export interface SetupValues {
  firstname: string;
  lastname: string;
  /** "Send things to me by post": the address fields show and are needed. */
  mailOptIn: boolean;
  address: AddressValue;
  newsletterOptIn: boolean;
  /** The ids of the newsletter groups ticked. */
  groups: string[];
}

export type SetupField = 'firstname' | 'lastname' | 'line1' | 'line2' | 'city' | 'postcode';

/** The server's dotted fields of a 422, as the form's own. */
export const setupServerFields: Record<string, SetupField> = {
  firstname: 'firstname',
  lastname: 'lastname',
  'profile.deliveryAddress.line1': 'line1',
  'profile.deliveryAddress.line2': 'line2',
  'profile.deliveryAddress.city': 'city',
  'profile.deliveryAddress.postcode': 'postcode',
};

type Shown = Pick<JoinSetup, 'showMailOptIn' | 'showNewsletterOptIn'>;

/** The form's starting values: the member's names, nothing opted in, each group as the settings tick it. */
export const initialSetupValues = (
  names: { firstname: string; lastname: string },
  setup: Pick<JoinSetup, 'newsletterGroups'>,
): SetupValues => ({
  firstname: names.firstname,
  lastname: names.lastname,
  mailOptIn: false,
  address: { line1: '', line2: '', city: '', postcode: '' },
  newsletterOptIn: false,
  groups: setup.newsletterGroups.filter((group) => group.checked).map((group) => group.id),
});

/** Names are required; an address, once the reader opts in to post, needs line 1, city or town and postcode. */
export function checkSetup(values: SetupValues, setup: Shown): FieldErrors<SetupField> {
  const errors: FieldErrors<SetupField> = {};
  for (const key of ['firstname', 'lastname'] as const) {
    const rule = checkRequired(values[key]);
    if (rule) errors[key] = rule;
  }
  if (setup.showMailOptIn && values.mailOptIn) {
    for (const key of ['line1', 'city', 'postcode'] as const) {
      const rule = checkRequired(values.address[key]);
      if (rule) errors[key] = rule;
    }
  }
  return errors;
}

/**
 * The one `PATCH contact/me` of "Continue": the names, the address only when
 * the reader opts in to post, the newsletter choice only when it was offered
 * (the ticked groups with a subscription).
 * @example setupPatch({...values, mailOptIn: false}, {showMailOptIn: true, showNewsletterOptIn: false}) // {firstname, lastname}
 */
export function setupPatch(values: SetupValues, setup: Shown): ContactPatch {
  const profile: NonNullable<ContactPatch['profile']> = {};
  if (setup.showMailOptIn && values.mailOptIn) {
    const { line1, line2, city, postcode } = values.address;
    profile.deliveryOptIn = true;
    profile.deliveryAddress = {
      line1: line1.trim(),
      line2: line2.trim(),
      city: city.trim(),
      postcode: postcode.trim(),
    };
  }
  if (setup.showNewsletterOptIn) {
    profile.newsletterStatus = values.newsletterOptIn ? 'subscribed' : 'unsubscribed';
    if (values.newsletterOptIn) profile.newsletterGroups = values.groups;
  }
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    ...(Object.keys(profile).length > 0 ? { profile } : {}),
  };
}
