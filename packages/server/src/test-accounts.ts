/**
 * Test setup for accounts: contacts made straight in the database, and a
 * login through the real route that returns the session cookie.
 * @example const {cookie} = await loginAs(app, await createTestContact(database, {roles: ['admin']}))
 */
import type { ContactRoleName } from '@masthead/core';
import { ajaxHeader } from '@masthead/core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createPasswordHasher } from './accounts/password-hasher.ts';
import type { MastheadDatabase } from './kernel/db/create-database.ts';
import { createContactRepository, type ContactRow } from './contacts/contact-repository.ts';

export const testPassword = 'Correct1horse';

const hasher = createPasswordHasher();
let counter = 0;

export interface TestContactOptions {
  email?: string;
  password?: string;
  roles?: ContactRoleName[];
  mfaSecret?: string;
  firstname?: string;
}

export async function createTestContact(
  database: MastheadDatabase,
  options: TestContactOptions = {},
): Promise<ContactRow> {
  counter += 1;
  return createContactRepository({ db: database.db }).create({
    email: options.email ?? `person${counter}-${process.pid}@example.org`,
    firstname: options.firstname ?? `Person${counter}`,
    lastname: 'Example',
    passwordHash: await hasher.hash(options.password ?? testPassword),
    roles: options.roles ?? ['member'],
    mfaSecret: options.mfaSecret ?? null,
  });
}

/** The `name=value` part of the session cookie a response sets, or null. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string | null {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  const found = all.find((line: string) => line.startsWith('masthead_session='));
  return found ? (found.split(';')[0] ?? null) : null;
}

/** Logs in through `POST auth/login`; throws unless it worked. */
export async function loginAs(
  app: FastifyInstance,
  contact: Pick<ContactRow, 'email'>,
  password: string = testPassword,
  token?: string,
): Promise<{ cookie: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/1.0/auth/login',
    payload: { email: contact.email, password, ...(token ? { token } : {}) },
  });
  const cookie = sessionCookieOf(res);
  if (res.statusCode !== 204 || !cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { cookie };
}

/** Inject options for a cookie-authenticated call, with the AJAX marker the CSRF guard wants. */
export function as(cookie: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...options.headers, cookie, [ajaxHeader.name]: ajaxHeader.value } };
}

/**
 * `call(method, 'contact/me/…', body?)`: calls under /api/1.0 with the
 * session `cookie`, as the app does from its page at `origin`.
 * @example const call = callerAs(app, cookie); await call('GET', 'contact/me/contribution')
 */
export function callerAs(app: FastifyInstance, cookie: string, origin = 'http://app.example') {
  return (method: string, url: string, payload?: object) =>
    app.inject(
      as(cookie, {
        method: method as 'GET',
        url: `/api/1.0/${url}`,
        headers: { origin },
        ...(payload === undefined ? {} : { payload }),
      }),
    );
}
