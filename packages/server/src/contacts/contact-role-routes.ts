import type { ContactRoleName } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { hasRole } from '../kernel/http/auth-context.ts';
import { apiError } from '../kernel/http/http-error.ts';
import { emptyBodyAsObject } from '../kernel/http/empty-body.ts';
import type { ContactRepository } from './contact-repository.ts';
import { accountToActOn } from './contact-access.ts';

/**
 * Nobody grants or removes a role above their own: only a superadmin (a
 * person, not a key: keys are never superadmin) grants or removes superadmin.
 */
function checkGrant(request: FastifyRequest, role: ContactRoleName): void {
  if (!hasRole(request, role)) throw apiError('forbidden');
}

/**
 * The expiry a PUT leaves the role with: the date sent, none for `null`, and
 * without `dateExpires` the one the contact's role already has (none for a
 * new role), as v0.32 did: a script that only moves the start keeps the end.
 */
async function expiryOf(
  contacts: ContactRepository,
  contactId: string,
  role: ContactRoleName,
  sent: string | null | undefined,
): Promise<Date | null> {
  if (sent !== undefined) return sent === null ? null : new Date(sent);
  const existing = (await contacts.roles(contactId)).find((row) => row.role === role);
  return existing?.date_expires ?? null;
}

/** `contact/{id}/role/{role}`: admins assign and remove roles, with a start and an optional expiry. */
export const contactRoleRoutes = operationRoutes<{ contacts: ContactRepository; now: () => Date }>(
  (app, { contacts, now }) => {
    app.addHook('preValidation', emptyBodyAsObject);
    return {
      'PUT /contact/{id}/role/{role}': async (request) => {
        const { role } = request.params;
        checkGrant(request, role);
        const contact = await accountToActOn(request, contacts, request.params.id, now());
        const dateAdded = request.body.dateAdded ? new Date(request.body.dateAdded) : now();
        const dateExpires = await expiryOf(contacts, contact.id, role, request.body.dateExpires);
        if (dateExpires && dateExpires <= dateAdded) {
          throw apiError('validation', [{ field: 'dateExpires', rule: 'afterDateAdded' }]);
        }
        const row = await contacts.putRole(contact.id, role, dateAdded, dateExpires);
        return {
          role: row.role,
          dateAdded: row.date_added.toISOString(),
          dateExpires: row.date_expires?.toISOString() ?? null,
        };
      },

      'DELETE /contact/{id}/role/{role}': async (request, reply) => {
        const { role } = request.params;
        checkGrant(request, role);
        const contact = await accountToActOn(request, contacts, request.params.id, now());
        if (!(await contacts.removeRole(contact.id, role))) throw apiError('not-found');
        return reply.code(204).send(null);
      },
    };
  },
);
