import { operationRoutes } from '../kernel/http/operation-routes.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';
import type { RateLimiter } from '../kernel/rate-limits/rate-limiter.ts';
import { serialiseContact } from '../contacts/contact-serialiser.ts';
import type { EmailChange } from './email-change.ts';

export interface EmailChangeRoutesOptions {
  emailChange: Pick<EmailChange, 'confirm'>;
  contacts: Pick<ContactRepository, 'roles'>;
  limiter: Pick<RateLimiter, 'enforce'>;
  now: () => Date;
}

/**
 * `POST email-change/{id}`: the link emailed to a new address (`PATCH
 * contact/{id} {email}` sends it) makes it the contact's email; anyone
 * holding the link may use it, logged in or not, once, within 24 hours.
 * Limited per IP like the other account links.
 */
export const emailChangeRoutes = operationRoutes<EmailChangeRoutesOptions>(
  (_app, { emailChange, contacts, limiter, now }) => ({
    'POST /email-change/{id}': async (request) => {
      await limiter.enforce([['resetIp', request.ip]]);
      const row = await emailChange.confirm(request.params.id);
      return serialiseContact(row, { roles: await contacts.roles(row.id), now: now(), with: [], forAdmin: false });
    },
  }),
);
