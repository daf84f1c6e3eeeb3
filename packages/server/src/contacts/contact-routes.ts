import { normalEmail, type Contact, type ContactWith } from '@masthead/core';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { ContactChanges, ContactRepository, ContactRow } from './contact-repository.ts';
import { serialiseContact } from './contact-serialiser.ts';
import { profileChanges } from './contact-profile-changes.ts';
import type { AccountLinkRepository } from '../accounts/account-link-repository.ts';
import type { SessionRepository } from '../accounts/session-repository.ts';
import type { AuthService } from '../accounts/auth-service.ts';
import type { ContributionRepository } from '../payments/contribution-repository.ts';
import type { PaymentRepository } from '../payments/payment-repository.ts';
import type { ContactTagRepository } from './contact-tag-repository.ts';
import type { RateLimiter } from '../kernel/rate-limits/rate-limiter.ts';
import type { EmailChange } from '../accounts/email-change.ts';
import {
  accountToActOn,
  confirmOwnPassword,
  isAdmin,
  isSelf,
  needsOwnPassword,
  visibleContact,
} from './contact-access.ts';

export interface ContactRoutesOptions {
  contacts: ContactRepository;
  auth: AuthService;
  sessions: Pick<SessionRepository, 'deleteForContact'>;
  links: Pick<AccountLinkRepository, 'voidForContact'>;
  contributions: Pick<ContributionRepository, 'find'>;
  payments: Pick<PaymentRepository, 'hasPending'>;
  /** The contact's tags, for admins asking `with=tags`. */
  tags: Pick<ContactTagRepository, 'idsOf'>;
  /** A new email is only sent a link; it becomes the contact's when the link is used. */
  emailChange: Pick<EmailChange, 'request'>;
  limiter: Pick<RateLimiter, 'enforce'>;
  now: () => Date;
}

/**
 * `contact/{id}` (`me` or an id): self or admin. The app shell loads the
 * session with `GET contact/me`, and treats its 401 as "logged out".
 */
export const contactRoutes = operationRoutes<ContactRoutesOptions>((_app, deps) => {
  const { contacts, auth, sessions, links, contributions, payments, tags, emailChange, limiter, now } = deps;
  const view = async (row: ContactRow, withParts: readonly ContactWith[], forAdmin: boolean): Promise<Contact> =>
    serialiseContact(row, {
      contribution: {
        row: await contributions.find(row.id),
        pending: withParts.includes('contribution') && (await payments.hasPending(row.id)),
      },
      roles: await contacts.roles(row.id),
      now: now(),
      with: withParts,
      forAdmin,
      // A reviewer of any call-out passes the app's newsroom-mode guard.
      reviewsCallouts: withParts.includes('isReviewer') && (await contacts.reviewsAnyCallout(row.id)),
      tags: withParts.includes('tags') && forAdmin ? ((await tags.idsOf([row.id])).get(row.id) ?? []) : [],
    });

  return {
    'GET /contact/{id}': async (request) => {
      const row = await visibleContact(request, contacts, request.params.id);
      return view(row, request.query.with ?? [], isAdmin(request));
    },

    'PATCH /contact/{id}': async (request) => {
      const { email, firstname, lastname, password, currentPassword, profile = {} } = request.body;
      // Sign-in details are the account's own: a superadmin's only for a superadmin.
      const row =
        email !== undefined || password !== undefined
          ? await accountToActOn(request, contacts, request.params.id, now())
          : await visibleContact(request, contacts, request.params.id);
      const forAdmin = isAdmin(request);
      if (!forAdmin && (profile.notes !== undefined || profile.description !== undefined)) {
        throw apiError('forbidden');
      }
      const changes: ContactChanges = {
        ...(firstname !== undefined ? { firstname } : {}),
        ...(lastname !== undefined ? { lastname } : {}),
        ...profileChanges(profile),
        ...(request.body.locale !== undefined ? { locale: request.body.locale } : {}),
      };
      if (password !== undefined) {
        // The new password's rule first: a request refused anyway takes no try of the back-off.
        changes.password_hash = await auth.hashNewPassword(password);
        // Whoever has the session but not the password (an unlocked screen, a stolen cookie) cannot lock the owner out.
        if (needsOwnPassword(request, row)) {
          await confirmOwnPassword(request, auth, row, currentPassword, 'currentPassword');
        }
        // A new password also lifts a lock, as a reset does.
        changes.failed_logins = 0;
        changes.locked_at = null;
      }
      if (email !== undefined && normalEmail(email) !== normalEmail(row.email)) {
        // Each request may email an address that is not the account's: a few an hour per contact.
        await limiter.enforce([['emailChangeContact', row.id]]);
        await emailChange.request(row, email, { byAdmin: forAdmin && !isSelf(request, row) });
      }
      const updated = Object.keys(changes).length > 0 ? await contacts.update(row.id, changes) : row;
      if (!updated) throw apiError('not-found');
      if (password !== undefined) {
        // Whoever knew the old password is out: other sessions end (the caller's own stays) and links are void.
        await sessions.deleteForContact(row.id, request.auth.sessionHash);
        await links.voidForContact(row.id, now());
      }
      return view(updated, ['profile', 'roles'], forAdmin);
    },
  };
});
