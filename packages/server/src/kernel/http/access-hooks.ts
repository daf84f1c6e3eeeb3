import type { AccessRule } from '@masthead/core';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { hasRole, isSuperadminSession, requireLogin, requireRole } from './auth-context.ts';
import { apiError } from './http-error.ts';

type Hook = (request: FastifyRequest) => Promise<void>;

/**
 * `self-or-admin`: the `{id}` of the path is `me` or the caller, or the
 * caller is an admin. Anyone else gets the 404 of a missing contact, so
 * members cannot probe which ids exist (docs/product/api.md, "Errors").
 */
const selfOrAdmin: Hook = async (request) => {
  await requireLogin(request);
  const { id } = request.params as { id?: string };
  const own = request.auth.contact?.id;
  if (id === 'me' ? own === undefined && !hasRole(request, 'admin') : id !== own && !hasRole(request, 'admin')) {
    throw apiError('not-found');
  }
};

/** A superadmin with a session: what may hand out the keys to everything. */
const superadminSession: Hook = async (request) => {
  await requireLogin(request);
  if (!isSuperadminSession(request)) throw apiError('forbidden');
};

/**
 * One preValidation hook per access rule of core's contract table. They run
 * before the body is validated, so a stranger learns nothing from a 422.
 * `reviewer` lets in logged-in callers only: which call-out an operation is
 * about is the handler's to find (`reviewableCallout`).
 */
const hooks: Record<AccessRule, Hook | null> = {
  guest: null,
  member: requireLogin,
  'self-or-admin': selfOrAdmin,
  reviewer: requireLogin,
  admin: requireRole('admin'),
  'superadmin-session': superadminSession,
};

const refuseApiKeys: Hook = async (request) => {
  if (request.auth.method === 'api-key') throw apiError('forbidden');
};

/** The hooks an operation's access rule asks for, in order. */
export function accessHooks(rule: AccessRule, apiKey = true): preValidationAsyncHookHandler[] {
  return [...(apiKey ? [] : [refuseApiKeys]), ...(hooks[rule] ? [hooks[rule]] : [])];
}
