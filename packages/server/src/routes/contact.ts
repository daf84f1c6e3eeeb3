import {
  contactPatchSchema,
  contactQuerySchema,
  type Contact,
  type ContactPatch,
  type ContactWith,
} from '@masthead/core';
import type { FastifyPluginAsync } from 'fastify';
import { requireLogin } from '../plugins/auth-context.ts';
import { apiError } from '../plugins/http-error.ts';
import { errorResponses } from '../plugins/openapi.ts';
import type { ContactChanges, ContactRepository, ContactRow } from '../repositories/contact-repository.ts';
import { contactView } from '../repositories/contact-view.ts';
import type { AuthService } from '../services/auth-service.ts';
import { isAdmin, visibleContact, type ContactIdParams } from './contact-access.ts';

export interface ContactRoutesOptions {
  contacts: ContactRepository;
  auth: AuthService;
  now: () => Date;
}

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

/**
 * `contact/{id}` (`me` or an id): self or admin. The app shell loads the
 * session with `GET contact/me`, and treats its 401 as "logged out".
 */
export const contactRoutes: FastifyPluginAsync<ContactRoutesOptions> = async (app, { contacts, auth, now }) => {
  const view = async (row: ContactRow, withParts: readonly ContactWith[], forAdmin: boolean): Promise<Contact> =>
    contactView(row, {
      roles: await contacts.roles(row.id),
      now: now(),
      with: withParts,
      forAdmin,
      // A reviewer of any call-out passes the app's newsroom-mode guard.
      reviewsCallouts: withParts.includes('isReviewer') && (await contacts.reviewsAnyCallout(row.id)),
    });

  app.get<{ Params: ContactIdParams; Querystring: { with?: ContactWith[] } }>(
    '/contact/:id',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'A contact: `me`, or any for admins',
        tags: ['contact'],
        params: idParams,
        querystring: contactQuerySchema,
        response: { 200: { $ref: 'Contact#' }, ...errorResponses },
      },
    },
    async (request) => {
      const row = await visibleContact(request, contacts, request.params.id);
      return view(row, request.query.with ?? [], isAdmin(request));
    },
  );

  app.patch<{ Params: ContactIdParams; Body: ContactPatch }>(
    '/contact/:id',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Change a contact: names, email, password, profile',
        tags: ['contact'],
        params: idParams,
        body: contactPatchSchema,
        response: { 200: { $ref: 'Contact#' }, ...errorResponses },
      },
    },
    async (request) => {
      const row = await visibleContact(request, contacts, request.params.id);
      const forAdmin = isAdmin(request);
      const { email, firstname, lastname, password, profile = {} } = request.body;
      if (!forAdmin && (profile.notes !== undefined || profile.description !== undefined)) {
        throw apiError('forbidden');
      }
      const changes: ContactChanges = {
        ...(email !== undefined ? { email: email.trim() } : {}),
        ...(firstname !== undefined ? { firstname } : {}),
        ...(lastname !== undefined ? { lastname } : {}),
        ...(profile.telephone !== undefined ? { telephone: profile.telephone } : {}),
        ...(profile.preferredContact !== undefined ? { preferred_contact: profile.preferredContact } : {}),
        ...(profile.deliveryOptIn !== undefined ? { delivery_opt_in: profile.deliveryOptIn } : {}),
        ...(profile.deliveryAddress !== undefined
          ? { delivery_address: profile.deliveryAddress ? JSON.stringify(profile.deliveryAddress) : null }
          : {}),
        ...(profile.newsletterStatus !== undefined ? { newsletter_status: profile.newsletterStatus } : {}),
        ...(profile.newsletterGroups !== undefined
          ? { newsletter_groups: JSON.stringify(profile.newsletterGroups) }
          : {}),
        ...(profile.notes !== undefined ? { notes: profile.notes } : {}),
        ...(profile.description !== undefined ? { description: profile.description } : {}),
      };
      if (password !== undefined) {
        // A new password also lifts a lock, as a reset does.
        changes.password_hash = await auth.hashNewPassword(password);
        changes.failed_logins = 0;
        changes.locked_at = null;
      }
      const updated = await contacts.update(row.id, changes);
      if (!updated) throw apiError('not-found');
      return view(updated, ['profile', 'roles'], forAdmin);
    },
  );
};
