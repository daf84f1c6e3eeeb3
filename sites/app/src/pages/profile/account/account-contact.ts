import { ApiError, type ApiClient } from '@masthead/client';
import {
  errorBody,
  type Contact,
  type ContactPatch,
  type ContactProfile,
  type ContactRole,
  type NewsletterStatus,
} from '@masthead/core';

export type { NewsletterStatus };

/** `GET contact/me?with=profile&with=roles` (docs/product/entities.md, "Contact"): the parts the account page shows. */
export type AccountContact = Contact & { profile: ContactProfile; roles: ContactRole[] };
export type AccountProfile = ContactProfile;
export type DeliveryAddress = NonNullable<ContactProfile['deliveryAddress']>;
export type ContactUpdate = ContactPatch;

export const contactQuery = { with: ['profile', 'roles'] } as const;

/** The contact with the parts the page asks for; an answer without them is the server's fault. */
function withParts(contact: Contact): AccountContact {
  const { profile, roles } = contact;
  if (!profile || !roles) throw new ApiError({ ...errorBody('internal-error'), httpCode: 500 });
  return { ...contact, profile, roles };
}

export const loadContact = async (api: ApiClient) =>
  withParts(await api.contacts.get({ params: { id: 'me' }, query: { with: [...contactQuery.with] } }));

/** `PATCH contact/me` answers the contact with the same parts as the page loaded. */
export const updateContact = async (api: ApiClient, update: ContactUpdate) =>
  withParts(await api.contacts.update({ params: { id: 'me' }, body: update }));
