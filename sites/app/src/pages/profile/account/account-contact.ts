import type { ApiClient } from '@masthead/client';
import type { NewsletterStatus } from '@masthead/core';

export type { NewsletterStatus };

/**
 * `GET contact/me?with=profile&with=roles` (API.md, Shapes: Contact), the
 * parts the account page shows. Local to the page until the Contact schema
 * lands in @masthead/core.
 */
export interface AccountContact {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  displayName: string;
  joined: string;
  lastSeen: string | null;
  activeRoles: string[];
  profile: AccountProfile;
  roles: { role: string; dateAdded: string; dateExpires: string | null }[];
}

export interface DeliveryAddress {
  line1: string;
  line2: string;
  city: string;
  postcode: string;
}

export interface AccountProfile {
  telephone: string;
  preferredContact: string;
  deliveryOptIn: boolean;
  deliveryAddress: DeliveryAddress | null;
  newsletterStatus: NewsletterStatus;
  newsletterGroups: string[];
}

export interface ContactUpdate {
  email?: string;
  firstname?: string;
  lastname?: string;
  password?: string;
  profile?: Partial<AccountProfile>;
}

export const contactQuery = { with: ['profile', 'roles'] };

export const loadContact = (api: ApiClient) => api.get<AccountContact>('contact/me', contactQuery);

/** `PATCH contact/me` answers the contact; ask for the same parts as the page loaded. */
export const updateContact = (api: ApiClient, update: ContactUpdate) => api.patch<AccountContact>('contact/me', update);
