import type { FastifyRequest } from 'fastify';
import { globalPlugin } from './global-plugin.ts';
import { apiError } from './http-error.ts';

export const roles = { member: 'member', admin: 'admin', superadmin: 'superadmin' } as const;
export type Role = (typeof roles)[keyof typeof roles];

/** Who is calling, in the shape of `GET auth/info` (API.md). */
export interface AuthContext {
  method: 'user' | 'api-key' | 'none';
  roles: Role[];
  contact: { id: string } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
}

/**
 * Decorates every request with `request.auth`. Until accounts exist every
 * caller is anonymous; the accounts work fills it from the session cookie or
 * a Bearer key in this same hook.
 */
export const authContext = globalPlugin('auth-context', async (app) => {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request) => {
    request.auth = { method: 'none', roles: [], contact: null };
  });
});

// A role implies the ones below it: a superadmin may do what an admin may.
const implied: Record<Role, Role[]> = {
  member: ['member', 'admin', 'superadmin'],
  admin: ['admin', 'superadmin'],
  superadmin: ['superadmin'],
};

/**
 * A preValidation hook answering 401 to anonymous callers. It runs before
 * body validation so that a stranger learns nothing from a 422.
 * @example app.get('/contact/me', {preValidation: requireLogin}, handler)
 */
export async function requireLogin(request: FastifyRequest): Promise<void> {
  if (request.auth.method === 'none') throw apiError('not-logged-in');
}

/**
 * A preValidation hook: 401 when not logged in, 403 without `role`.
 * @example app.patch('/content/general', {preValidation: requireRole('admin')}, handler)
 */
export function requireRole(role: Role): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    await requireLogin(request);
    if (!request.auth.roles.some((held) => implied[role].includes(held))) throw apiError('forbidden');
  };
}
