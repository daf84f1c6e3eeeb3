import { answerPassHeader, capRoles, hasRoleAtLeast, type ContactRoleName } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import type { AnswerPassRepository } from '../../callouts/answer-pass-repository.ts';
import type { ApiKeyRepository } from '../../api-keys/api-key-repository.ts';
import type { ContactRepository } from '../../contacts/contact-repository.ts';
import type { SessionRepository } from '../../accounts/session-repository.ts';
import { sessionCookieName } from './csrf-guard.ts';
import { isUuid } from '../ids.ts';
import { globalPlugin } from './global-plugin.ts';
import { apiError } from './http-error.ts';
import { readCookie, setSessionCookie } from './session-cookie.ts';

export type Role = ContactRoleName;

/** Who is calling, in the shape of `GET auth/info` (docs/product/api.md, "Calls"), plus the session behind it. */
export interface AuthContext {
  method: 'user' | 'api-key' | 'none';
  roles: Role[];
  contact: { id: string } | null;
  /** The hash of the session cookie, for logout; null for keys and guests. */
  sessionHash: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
}

export interface AuthContextOptions {
  contacts: ContactRepository;
  sessions: SessionRepository;
  apiKeys: ApiKeyRepository;
  passes: AnswerPassRepository;
  now: () => Date;
}

const contactIdHeader = 'x-contact-id';
const anonymous = (): AuthContext => ({ method: 'none', roles: [], contact: null, sessionHash: null });

/**
 * Decorates every request with `request.auth`: from `Authorization: Bearer
 * <key>` (an admin, never superadmin; with `X-Contact-Id` that contact with
 * its roles), else from an answer pass (`X-Answer-Pass`, see `fromPass`),
 * else from the session cookie, else anonymous. A wrong key is a 401; a
 * stale cookie or pass simply means a guest.
 */
export const authContext = globalPlugin<AuthContextOptions>('auth-context', async (app, options) => {
  const { contacts, sessions, apiKeys, passes, now } = options;
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request, reply) => {
    request.auth = anonymous();
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer) {
      request.auth = await fromApiKey(bearer, request.headers[contactIdHeader]);
      return;
    }
    const pass = request.headers[answerPassHeader];
    if (typeof pass === 'string' && pass) {
      request.auth = await fromPass(request, pass);
      return;
    }
    const token = readCookie(request.headers.cookie, sessionCookieName);
    if (!token) return;
    const time = now();
    const session = await sessions.find(token, time);
    if (!session) return;
    const touched = await sessions.touch(session, time);
    // The cookie's Max-Age slides with the session.
    if (touched) setSessionCookie(request, reply, token);
    request.auth = {
      method: 'user',
      roles: await contacts.activeRoles(session.contactId, time),
      contact: { id: session.contactId },
      sessionHash: session.tokenHash,
    };
  });

  async function fromPass(request: FastifyRequest, token: string): Promise<AuthContext> {
    const time = now();
    return passHolder(request, await passes.find(token, time), contacts, time);
  }

  async function fromApiKey(token: string, contactHeader: string | string[] | undefined): Promise<AuthContext> {
    const time = now();
    if (!(await apiKeys.findByToken(token, time))) throw apiError('not-logged-in');
    if (contactHeader === undefined) return { method: 'api-key', roles: ['admin'], contact: null, sessionHash: null };
    const id = Array.isArray(contactHeader) ? contactHeader[0] : contactHeader;
    const contact = id && isUuid(id) ? await contacts.findById(id) : null;
    if (!contact) throw apiError('not-logged-in');
    // A key never acts as a superadmin (docs/product/api.md, "Conventions"): that contact's superadmin counts as admin.
    const held = await contacts.activeRoles(contact.id, time);
    return {
      method: 'api-key',
      roles: capRoles(held, 'admin'),
      contact: { id: contact.id },
      sessionHash: null,
    };
  }
});

/**
 * An answer pass counts as its member only where core's table says
 * `answerPass` (reading and answering a call-out), for the pass's call-out
 * (by id), from the origin it was made for: the widget's calls are
 * cross-origin, so a browser always names one, and a request without an
 * `Origin` (a script that took the pass) or with another is a guest, as
 * everywhere else. It carries the member role at most, whatever else the
 * contact holds, and no session (nothing it does can log anyone out).
 */
async function passHolder(
  request: FastifyRequest,
  found: Awaited<ReturnType<AnswerPassRepository['find']>>,
  contacts: ContactRepository,
  time: Date,
): Promise<AuthContext> {
  const schema = request.routeOptions.schema as { 'x-answer-pass'?: boolean } | undefined;
  const { id } = (request.params ?? {}) as { id?: string };
  const origin = request.headers.origin;
  if (!found || !schema?.['x-answer-pass'] || id !== found.calloutId || origin !== found.origin) {
    return anonymous();
  }
  const held = await contacts.activeRoles(found.contactId, time);
  return {
    method: 'user',
    roles: capRoles(held, 'member'),
    contact: { id: found.contactId },
    sessionHash: null,
  };
}

/** Whether the caller holds `role` or one above it. */
export function hasRole(request: FastifyRequest, role: Role): boolean {
  return hasRoleAtLeast(request.auth.roles, role);
}

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
    if (!hasRole(request, role)) throw apiError('forbidden');
  };
}

/**
 * Whether the caller is a superadmin in a session (an API key never is one):
 * what may hand out keys, or change where secret links go (decision 42).
 */
export const isSuperadminSession = (request: FastifyRequest) =>
  request.auth.method === 'user' && hasRole(request, 'superadmin');
