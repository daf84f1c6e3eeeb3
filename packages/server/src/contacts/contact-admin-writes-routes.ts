import { splitTagChanges, type ContactWith, type FieldError } from '@masthead/core';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { hasRole } from '../kernel/http/auth-context.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { ContributionService } from '../payments/contribution-service.ts';
import type { ContactBulkRepository } from './contact-bulk-repository.ts';
import type { ContactRepository } from './contact-repository.ts';
import { profileChanges } from './contact-profile-changes.ts';
import type { ContactErasureRepository } from './contact-erasure-repository.ts';
import type { ContactTagRepository } from './contact-tag-repository.ts';
import { serialiseContact } from './contact-serialiser.ts';
import type { AuthService } from '../accounts/auth-service.ts';
import { viewerOf } from '../kernel/http/viewer.ts';
import { accountToActOn, isSelf } from './contact-access.ts';
import { bulkContactFilter } from './contact-filter.ts';

export interface ContactAdminWriteOptions {
  contacts: ContactRepository;
  auth: Pick<AuthService, 'hashNewPassword'>;
  tags: ContactTagRepository;
  /** `PATCH contact`: tags and fields of every matched contact, in one statement. */
  bulk: ContactBulkRepository;
  erasure: ContactErasureRepository;
  /** Ends a running contribution at its provider before the person is erased. */
  contributions: Pick<ContributionService, 'info' | 'cancel'>;
  now: () => Date;
}

/** `["+a", "-b"]` → the ids to add and remove; 422 naming unknown tags and a tag both added and removed. */
async function tagChanges(changes: readonly string[], tags: ContactTagRepository) {
  const { add, remove, ids } = splitTagChanges(changes);
  const unknown = new Set(await tags.unknown(ids));
  const errors: FieldError[] = [];
  ids.forEach((id, index) => {
    if (unknown.has(id)) errors.push({ field: `updates.tags.${index}`, rule: 'tag', params: { id } });
    else if (add.includes(id) && remove.includes(id)) {
      errors.push({ field: `updates.tags.${index}`, rule: 'conflict', params: { id } });
    }
  });
  if (errors.length > 0) throw apiError('validation', errors);
  const lower = (list: string[]) => list.map((id) => id.toLowerCase());
  return { add: lower(add), remove: lower(remove) };
}

/**
 * Admins add a contact (`POST contact`), change every contact some rules
 * match (`PATCH contact`: tags, newsletter status and groups, delivery
 * opt-in; `{affected}` is how many changed: never a superadmin unless the
 * caller is one, docs/decisions/0044) and delete one with their personal
 * data (`DELETE contact/{id}`). Only a superadmin grants superadmin or
 * deletes a superadmin; nobody deletes their own account here.
 */
export const contactAdminWriteRoutes = operationRoutes<ContactAdminWriteOptions>((_app, deps) => {
  const { contacts, auth, tags, bulk, erasure, contributions, now } = deps;
  return {
    'POST /contact': async (request) => {
      const { email, firstname = '', lastname = '', password, roles = [], profile } = request.body;
      if (roles.some(({ role }) => !hasRole(request, role))) {
        throw apiError('forbidden');
      }
      const time = now();
      const dated = roles.map(({ role, dateAdded, dateExpires }) => ({
        role,
        added: dateAdded ? new Date(dateAdded) : time,
        expires: dateExpires ? new Date(dateExpires) : null,
      }));
      const errors = dated.flatMap(({ added, expires }, index) =>
        expires && expires <= added ? [{ field: `roles.${index}.dateExpires`, rule: 'after-start' }] : [],
      );
      if (new Set(roles.map(({ role }) => role)).size < roles.length) errors.push({ field: 'roles', rule: 'unique' });
      if (errors.length > 0) throw apiError('validation', errors);
      const passwordHash = password === undefined ? null : await auth.hashNewPassword(password);
      if (await contacts.findByEmail(email)) throw apiError('duplicate-email');
      const made = await contacts.create({ email, firstname, lastname, passwordHash, roles: [] });
      for (const { role, added, expires } of dated) await contacts.putRole(made.id, role, added, expires);
      const row = profile ? ((await contacts.update(made.id, profileChanges(profile))) ?? made) : made;
      const withParts: ContactWith[] = ['profile', 'roles'];
      return serialiseContact(row, { roles: await contacts.roles(row.id), now: time, with: withParts, forAdmin: true });
    },

    'PATCH /contact': async (request) => {
      const { rules, updates } = request.body;
      const { tags: changes = [], ...fields } = updates;
      const { roles } = request.auth;
      const where = await bulkContactFilter({ rules, viewer: viewerOf(request), now: now(), tags, roles });
      const { add, remove } = await tagChanges(changes, tags);
      return { affected: await bulk.change(where, { addTags: add, removeTags: remove, ...fields }) };
    },

    'DELETE /contact/{id}': async (request, reply) => {
      const row = await accountToActOn(request, contacts, request.params.id, now());
      if (isSelf(request, row)) throw apiError('forbidden');
      // A subscription left running would go on charging someone Masthead no longer knows: it ends at
      // the provider first, and a provider failure (a coded 5xx) leaves the contact as it was.
      const contribution = await contributions.info(row.id);
      if (contribution.type === 'Automatic' && !contribution.cancellationDate) await contributions.cancel(row.id);
      if (!(await erasure.erase(row.id))) throw apiError('not-found');
      return reply.code(204).send(null);
    },
  };
});
