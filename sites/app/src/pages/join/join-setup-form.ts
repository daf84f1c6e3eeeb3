import type { ContactPatch, JoinSetup } from '@masthead/core';
import { checkNewPassword, checkRequired, type AddressValue, type FieldErrors } from '@masthead/ui';

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
  /** The password to choose, and again, when the member has none yet. */
  password: string;
  confirmation: string;
}

export type SetupField =
  'firstname' | 'lastname' | 'line1' | 'line2' | 'city' | 'postcode' | 'password' | 'confirmation';

/** The server's dotted fields of a 422, as the form's own. */
export const setupServerFields: Record<string, SetupField> = {
  firstname: 'firstname',
  lastname: 'lastname',
  'profile.deliveryAddress.line1': 'line1',
  'profile.deliveryAddress.line2': 'line2',
  'profile.deliveryAddress.city': 'city',
  'profile.deliveryAddress.postcode': 'postcode',
  password: 'password',
};

/**
 * The parts the form shows: the opt-ins as the settings offer them, and the
 * password pair for a member who has no password yet (one who just joined).
 */
export type SetupShown = Pick<JoinSetup, 'showMailOptIn' | 'showNewsletterOptIn'> & { choosePassword: boolean };

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
  password: '',
  confirmation: '',
});

/**
 * Names are required; an address, once the reader opts in to post, needs
 * line 1, city or town and postcode; a password to choose, the password
 * rule and the same again.
 */
export function checkSetup(values: SetupValues, setup: SetupShown): FieldErrors<SetupField> {
  const errors: FieldErrors<SetupField> = setup.choosePassword
    ? checkNewPassword(values.password, values.confirmation)
    : {};
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
 * (the ticked groups with a subscription), and the chosen password (without
 * a current one: the member has none).
 * @example setupPatch({...values, mailOptIn: false}, {showMailOptIn: true, showNewsletterOptIn: false, choosePassword: false}) // {firstname, lastname}
 */
export function setupPatch(values: SetupValues, setup: SetupShown): ContactPatch {
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
    ...(setup.choosePassword ? { password: values.password } : {}),
    ...(Object.keys(profile).length > 0 ? { profile } : {}),
  };
}
