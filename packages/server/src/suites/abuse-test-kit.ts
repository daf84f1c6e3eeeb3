/**
 * Test setup for the abuse suite: two app servers on one database and one
 * clock, a burst of requests split over both, and the check that a limit
 * held (exactly the limit through, the rest the 429 envelope).
 * @example const servers = await twoServers(t); assertHeld(await burst(servers, 130, () => request), 120, 200, 600)
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { errorBody } from '@masthead/core';
import { createContentRepository } from '../content/content-repository.ts';
import { ago, sampleFormSchema } from '../callouts/callout-test-kit.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build, secondServer } from '../test-helper.ts';
import { multipart, testPdf } from '../uploads/upload-test-kit.ts';

export const api = '/api/1.0';
export const siteUrl = 'http://localhost:3000';
export const pdf = () => multipart(testPdf, { filename: 'scan.pdf', contentType: 'application/pdf' });

/**
 * Two app servers on one database and one clock, which `later` moves for
 * both; the site URL is set, as reset links must point at it.
 */
export async function twoServers(t: TestContext) {
  // A minute ahead of the database's own clock: roles it dates while the test sets up have begun.
  let clock = new Date(Date.now() + 60_000);
  const now = () => clock;
  const first = await build(t, { now });
  const other = secondServer(t, first, { now });
  await createContentRepository({ db: first.database.db }).patch('general', { siteUrl });
  return {
    ...first,
    now,
    servers: [first.app, other] as const,
    later(seconds: number) {
      clock = new Date(clock.getTime() + seconds * 1000);
    },
  };
}
export type Servers = Awaited<ReturnType<typeof twoServers>>;

/** Sends `count` requests at once, every other one to the other server. */
export function burst({ servers }: Servers, count: number, request: (i: number) => InjectOptions) {
  return Promise.all(
    Array.from({ length: count }, (_, i) => (i % 2 === 0 ? servers[0] : servers[1]).inject(request(i))),
  );
}

/**
 * Exactly `limit` answers were `status`; every other one is the 429
 * envelope with a `Retry-After` of 1 to `maxWait` seconds.
 */
export function assertHeld(answers: LightMyRequestResponse[], limit: number, status: number, maxWait: number) {
  const statuses = answers.map((res) => res.statusCode);
  assert.equal(statuses.filter((code) => code === status).length, limit, `let through: ${statuses.join(' ')}`);
  for (const res of answers.filter((answer) => answer.statusCode !== status)) {
    assert.equal(res.statusCode, 429, res.body);
    assert.deepEqual(res.json(), errorBody('TOO_MANY_REQUESTS'));
    const wait = Number(res.headers['retry-after']);
    assert.ok(Number.isInteger(wait) && wait > 0 && wait <= maxWait, `Retry-After ${res.headers['retry-after']}`);
  }
}

/** An admin, and an open call-out with the sample form they made with `settings`. */
export async function openCallout(servers: Servers, settings: Record<string, unknown>) {
  const admin = await createTestContact(servers.database, { roles: ['admin'] });
  const { cookie } = await loginAs(servers.app, admin);
  const res = await servers.app.inject(
    as(cookie, {
      method: 'POST',
      url: `${api}/callout`,
      payload: {
        variants: { default: { title: 'Our street' } },
        starts: ago(60_000),
        formSchema: sampleFormSchema,
        ...settings,
      },
    }),
  );
  assert.equal(res.statusCode, 200, res.body);
  return { admin, callout: res.json() as { id: string } };
}

export const login = (email: string, password: string, remoteAddress: string, token?: string): InjectOptions => ({
  method: 'POST',
  url: `${api}/auth/login`,
  payload: { email, password, ...(token ? { token } : {}) },
  remoteAddress,
});

/** A reset-password or reset-device link asked for `email`; `i` picks the kind so that both reach both servers in a burst. */
export const askReset = (i: number, email: string, remoteAddress: string): InjectOptions =>
  Math.floor(i / 2) % 2 === 0
    ? {
        method: 'POST',
        url: `${api}/reset-password`,
        payload: { email, resetUrl: `${siteUrl}/auth/reset-password` },
        remoteAddress,
      }
    : {
        method: 'POST',
        url: `${api}/reset-device`,
        payload: { email, resetUrl: `${siteUrl}/auth/reset-device`, type: 'totp' },
        remoteAddress,
      };
