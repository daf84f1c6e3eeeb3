import { highestRole, rolesAbove } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { hasRole } from '../kernel/http/auth-context.ts';
import { isUuid } from '../kernel/ids.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { ContactRepository, ContactRow } from './contact-repository.ts';
import type { AuthService } from '../accounts/auth-service.ts';

/** Whether the caller acts with admin rights (an admin, a superadmin, or an API key without X-Contact-Id). */
export const isAdmin = (request: FastifyRequest) => hasRole(request, 'admin');

/** Whether `row` is the caller. */
export const isSelf = (request: FastifyRequest, row: ContactRow) => request.auth.contact?.id === row.id;

/**
 * The contact that `id` names (`me` or a uuid), if the caller may see it:
 * self or admin. Anyone else gets the same 404 as for a missing contact,
 * so members cannot probe which ids exist (docs/product/api.md, "Errors").
 */
export async function visibleContact(
  request: FastifyRequest,
  contacts: ContactRepository,
  id: string,
): Promise<ContactRow> {
  const ownId = request.auth.contact?.id ?? null;
  const wanted = id === 'me' ? ownId : id;
  if (wanted === null) {
    // `me` with an API key that acts as nobody in particular.
    throw apiError(request.auth.method === 'none' ? 'not-logged-in' : 'not-found');
  }
  if (!isUuid(wanted) || (wanted !== ownId && !isAdmin(request))) throw apiError('not-found');
  const row = await contacts.findById(wanted);
  if (!row) throw apiError('not-found');
  return row;
}

/**
 * The contact `id` names, for an action on their account (login link,
 * password, email, 2FA reset, unlock, roles): nobody acts on an account
 * with more power than their own, so a superadmin's account answers 403 to
 * anyone but a superadmin (API keys never are one, not even with that
 * superadmin's X-Contact-Id). One's own account in a session is fine.
 */
export async function accountToActOn(
  request: FastifyRequest,
  contacts: ContactRepository,
  id: string,
  now: Date,
): Promise<ContactRow> {
  const row = await visibleContact(request, contacts, id);
  const ownSession = request.auth.method === 'user' && isSelf(request, row);
  const above = rolesAbove(highestRole(request.auth.roles));
  if (!ownSession && above.length > 0) {
    if ((await contacts.activeRoles(row.id, now)).some((role) => above.includes(role))) throw apiError('forbidden');
  }
  return row;
}

/**
 * Whether changing `row`'s password or turning on their 2FA needs their
 * password: always on one's own account (even an admin's), never for an
 * admin acting on someone else, and not for an account that has no
 * password yet (there is nothing to give).
 */
export const needsOwnPassword = (request: FastifyRequest, row: ContactRow) =>
  row.password_hash !== null && (isSelf(request, row) || !isAdmin(request));

/**
 * Checks `password` as `row`'s own, as a try of the login back-off of their
 * email and the caller's IP (so it cannot be used to guess passwords).
 * Missing: a 422 naming `field`; wrong: `login-failed`, and nothing changes.
 */
export async function confirmOwnPassword(
  request: FastifyRequest,
  auth: AuthService,
  row: ContactRow,
  password: string | undefined,
  field: string,
): Promise<void> {
  if (!password) throw apiError('validation', [{ field, rule: 'required' }]);
  await auth.checkPassword(row, password, request.ip);
}
