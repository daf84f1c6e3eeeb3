/**
 * Test setup for the admin's contact resources (tags, segments, notices,
 * add, bulk change, delete): an app with an admin, a superadmin, a member
 * and an API key, and `call(who, method, url, payload?)` as each of them.
 * @example const kit = await contactAdminKit(t); await kit.call('admin', 'POST', 'contact-tags', {name: 'Donor'})
 */
import type { TestContext } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createApiKeyRepository } from '../api-keys/api-key-repository.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

export type Who = 'guest' | 'member' | 'admin' | 'superadmin' | 'apiKey';
export const everyCaller: readonly Who[] = ['guest', 'member', 'admin', 'superadmin', 'apiKey'];

/** `seed`: the demo organisation too (its site address lets account emails go out). */
export async function contactAdminKit(t: TestContext, { seed = false } = {}) {
  const { app, database } = await build(t, { seed });
  const admin = await createTestContact(database, { roles: ['admin'], firstname: 'Ada', email: 'ada@example.org' });
  const superadmin = await createTestContact(database, { roles: ['superadmin'], firstname: 'Sue' });
  const member = await createTestContact(database, { firstname: 'Mo', email: 'mo@example.org' });
  const token = await createApiKeyRepository({ db: database.db }).create('tests', null, admin.id, new Date());
  const cookies = {
    admin: (await loginAs(app, admin)).cookie,
    superadmin: (await loginAs(app, superadmin)).cookie,
    member: (await loginAs(app, member)).cookie,
  };
  /** A call under /api/1.0 as `who`. */
  const call = (who: Who, method: string, url: string, payload?: unknown) => {
    const request: InjectOptions = {
      method: method as 'GET',
      url: `/api/1.0/${url}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    };
    if (who === 'guest') return app.inject(request);
    if (who === 'apiKey') return app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });
    return app.inject(as(cookies[who], request));
  };
  /** A call that must succeed: its JSON (null for 204). */
  const ok = async <T = Record<string, unknown>>(who: Who, method: string, url: string, payload?: unknown) => {
    const res = await call(who, method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return (res.statusCode === 204 ? null : res.json()) as T;
  };
  return { app, database, db: database.db, call, ok, people: { admin, superadmin, member } };
}

export const and = (...rules: unknown[]) => ({ condition: 'AND', rules });
export const or = (...rules: unknown[]) => ({ condition: 'OR', rules });
export const rule = (field: string, operator: string, ...value: unknown[]) => ({ field, operator, value });
export const rulesQuery = (group: unknown) => `rules=${encodeURIComponent(JSON.stringify(group))}`;
