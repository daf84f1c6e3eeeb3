import {
  contactRoleBodySchema,
  contactRoleNames,
  contactRoleSchema,
  type ContactRoleBody,
  type ContactRoleName,
} from '@masthead/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { hasRole, requireRole } from '../plugins/auth-context.ts';
import { apiError } from '../plugins/http-error.ts';
import { emptyBodyAsObject } from '../plugins/empty-body.ts';
import { errorResponses } from '../plugins/openapi.ts';
import type { ContactRepository } from '../repositories/contact-repository.ts';
import { visibleContact } from './contact-access.ts';

type RoleParams = { id: string; role: ContactRoleName };

const params = {
  type: 'object',
  required: ['id', 'role'],
  properties: { id: { type: 'string', maxLength: 64 }, role: { type: 'string', enum: contactRoleNames } },
} as const;

/** Only a superadmin (a person, not a key: keys are never superadmin) grants or removes superadmin. */
function checkGrant(request: FastifyRequest, role: ContactRoleName): void {
  if (role === 'superadmin' && !hasRole(request, 'superadmin')) throw apiError('forbidden');
}

/** `contact/{id}/role/{role}`: admins assign and remove roles, with a start and an optional expiry. */
export const contactRoleRoutes: FastifyPluginAsync<{ contacts: ContactRepository; now: () => Date }> = async (
  app,
  { contacts, now },
) => {
  app.addHook('preValidation', emptyBodyAsObject);

  app.put<{ Params: RoleParams; Body: ContactRoleBody }>(
    '/contact/:id/role/:role',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Give a contact a role, or change its dates',
        tags: ['contact'],
        params,
        body: contactRoleBodySchema,
        response: { 200: contactRoleSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { role } = request.params;
      checkGrant(request, role);
      const contact = await visibleContact(request, contacts, request.params.id);
      const dateAdded = request.body.dateAdded ? new Date(request.body.dateAdded) : now();
      const dateExpires = request.body.dateExpires ? new Date(request.body.dateExpires) : null;
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
  );

  app.delete<{ Params: RoleParams }>(
    '/contact/:id/role/:role',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Take a role away from a contact',
        tags: ['contact'],
        params,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { role } = request.params;
      checkGrant(request, role);
      const contact = await visibleContact(request, contacts, request.params.id);
      if (!(await contacts.removeRole(contact.id, role))) throw apiError('not-found');
      return reply.code(204).send();
    },
  );
};
