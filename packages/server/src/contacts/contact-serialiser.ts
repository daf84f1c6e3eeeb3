import {
  fromCents,
  type Contact,
  type ContactRoleName,
  type ContactWith,
  type JoinSource,
  type NewsletterStatus,
} from '@masthead/core';
import { contributionInfo } from '../payments/contribution-info.ts';
import type { ContributionRow } from '../payments/contribution-repository.ts';
import type { ContactRoleRow, ContactRow } from './contact-repository.ts';
import type { ContactWithRoles } from '../responses/response-review-repository.ts';

/**
 * "First Last", or the email when there is no name (docs/product/entities.md, "Contact").
 * @example displayName('', '', 'a@example.org') // 'a@example.org'
 */
export function displayName(firstname: string, lastname: string, email: string): string {
  return `${firstname} ${lastname}`.trim() || email;
}

export interface ContactViewOptions {
  roles: ContactRoleRow[];
  now: Date;
  with: readonly ContactWith[];
  /** Admins also see notes, description and tags. */
  forAdmin: boolean;
  /** The contact is a reviewer of some call-out; `isReviewer` is then true whatever the flag says. */
  reviewsCallouts?: boolean;
  /** Their contribution (none: null) and whether a payment is pending; without it, the contribution fields are null. */
  contribution?: { row: ContributionRow | null; pending: boolean };
  /** The ids of the contact's tags (admins, `with=tags`); none when not given. */
  tags?: readonly string[];
}

/** Whether a role assignment is in force at `now`. */
function isActiveRole(role: Pick<ContactRoleRow, 'date_added' | 'date_expires'>, now: Date): boolean {
  return role.date_added <= now && (role.date_expires === null || role.date_expires > now);
}

/** The API's Contact (docs/product/entities.md, "Contact") from a row and its roles, with the parts `with` asks for. */
export function serialiseContact(row: ContactRow, options: ContactViewOptions): Contact {
  const given = options.contribution?.row ?? null;
  const contact: Contact = {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    displayName: displayName(row.firstname, row.lastname, row.email),
    joined: row.joined.toISOString(),
    lastSeen: row.last_seen?.toISOString() ?? null,
    contributionAmount: given?.amount_cents ? fromCents(given.amount_cents) : null,
    contributionPeriod: given?.period ?? null,
    activeRoles: options.roles.filter((role) => isActiveRole(role, options.now)).map((role) => role.role),
    locale: row.locale,
  };
  const wanted = new Set(options.with);
  if (wanted.has('profile')) {
    contact.profile = {
      telephone: row.telephone,
      preferredContact: row.preferred_contact,
      deliveryOptIn: row.delivery_opt_in,
      deliveryAddress: row.delivery_address ?? null,
      newsletterStatus: row.newsletter_status as NewsletterStatus,
      newsletterGroups: row.newsletter_groups,
      vatNumber: row.vat_number,
      ...(options.forAdmin ? { notes: row.notes, description: row.description } : {}),
    };
    // Only the contact and admins ask for a profile (visibleContact, admin lists).
    contact.hasPassword = row.password_hash !== null;
    if (options.forAdmin) contact.joinSource = (row.join_source as JoinSource | null) ?? null;
  }
  if (wanted.has('roles')) {
    contact.roles = options.roles.map((role) => ({
      role: role.role as ContactRoleName,
      dateAdded: role.date_added.toISOString(),
      dateExpires: role.date_expires?.toISOString() ?? null,
    }));
  }
  if (wanted.has('contribution')) {
    contact.contribution = contributionInfo(given, options.roles, options.contribution?.pending ?? false, options.now);
  }
  if (wanted.has('tags') && options.forAdmin) contact.tags = [...(options.tags ?? [])];
  if (wanted.has('isReviewer')) contact.isReviewer = row.is_reviewer || options.reviewsCallouts === true;
  return contact;
}

/** A contact beside a response or a comment: the basic shape, without profile or roles; null when unknown. */
export function serialiseBasicContact(found: ContactWithRoles | undefined, now: Date): Contact | null {
  if (!found) return null;
  // A contact's language is theirs and the admins' to see, not a reviewer's beside a response.
  const { locale: _locale, ...basic } = serialiseContact(found.row, {
    roles: found.roles,
    now,
    with: [],
    forAdmin: false,
  });
  return basic;
}
