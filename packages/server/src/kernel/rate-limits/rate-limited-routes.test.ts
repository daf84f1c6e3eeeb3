import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { errorBody } from '@masthead/core';
import { build, secondServer } from '../../test-helper.ts';
import { addressBlock } from './address-block.ts';
import { createRateLimiter, rateLimits, type RateLimitName } from './rate-limiter.ts';
import { calloutKit, ago, sampleFormSchema } from '../../callouts/callout-test-kit.ts';

const resetUrl = 'http://localhost:3000/auth/reset-password';

test('asking for reset links: five an hour per email, on whichever app server, then 429 with Retry-After', async (t) => {
  const first = await build(t, { seed: true });
  const other = secondServer(t, first);
  const ask = (email: string, remoteAddress = '127.0.0.1'): InjectOptions => ({
    method: 'POST',
    url: '/api/1.0/reset-password',
    payload: { email, resetUrl },
    remoteAddress,
  });
  for (let i = 0; i < 5; i++) {
    const server = i % 2 === 0 ? first.app : other;
    assert.equal((await server.inject(ask(i % 2 ? 'ADA@example.org' : 'ada@example.org'))).statusCode, 204);
  }
  const refused = await other.inject(ask('ada@example.org', '198.51.100.9'));
  assert.equal(refused.statusCode, 429, 'another address does not help: the email is over');
  assert.deepEqual(refused.json(), errorBody('TOO_MANY_REQUESTS'));
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.equal((await first.app.inject(ask('bo@example.org'))).statusCode, 204, 'other emails still ask');
  const device = await first.app.inject({
    method: 'POST',
    url: '/api/1.0/reset-device',
    payload: { email: 'ada@example.org', resetUrl: 'http://localhost:3000/auth/reset-device', type: 'totp' },
  });
  assert.equal(device.statusCode, 429, 'reset-device counts in the same limit');
});

/**
 * Fills `name`'s current window for `subject` to its limit, as that many
 * requests would, and the next window too, so a test crossing a window's end
 * (on a loaded machine) still meets a full one.
 */
async function fill(db: Parameters<typeof createRateLimiter>[0]['db'], name: RateLimitName, subject: string) {
  const key = `${name}:${name.endsWith('Ip') ? addressBlock(subject) : subject}`;
  const { limit, windowSeconds } = rateLimits[name];
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(Date.now() / windowMs) * windowMs;
  await db
    .insertInto('rate_limits')
    .values([start, start + windowMs].map((at) => ({ key, window_start: new Date(at), count: limit })))
    .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet({ count: limit }))
    .execute();
}

test('captchas and responses are limited per IP address; an API key is not', async (t) => {
  const kit = await calloutKit(t);
  const callout = await kit.createCallout({ starts: ago(60_000), formSchema: sampleFormSchema, access: 'anonymous' });
  const answer = (remoteAddress: string): InjectOptions => ({
    method: 'POST',
    url: `/api/1.0/callout/${callout.id}/responses`,
    payload: { answers: { slide1: { story: 'A tree fell' } } },
    remoteAddress,
  });
  await fill(kit.database.db, 'responseIp', '203.0.113.5');
  await fill(kit.database.db, 'responseIp', '127.0.0.1');
  await fill(kit.database.db, 'captchaIp', '203.0.113.5');
  const refused = await kit.app.inject(answer('203.0.113.5'));
  assert.equal(refused.statusCode, 429);
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.equal((await kit.app.inject(answer('203.0.113.6'))).statusCode, 201);
  assert.equal((await kit.call('apiKey', answer('127.0.0.1'))).statusCode, 201, "the newsroom's own import");
  const captcha = await kit.app.inject({ method: 'GET', url: '/api/1.0/captcha', remoteAddress: '203.0.113.5' });
  assert.equal(captcha.statusCode, 429);
  const count = await kit.database.db
    .selectFrom('callout_responses')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(Number(count.n), 2, 'a refused response stored nothing');
});

test('an IPv6 client counts by its /64: a fresh address in the same network is still refused', async (t) => {
  const { app, database } = await build(t);
  await fill(database.db, 'captchaIp', '2001:db8:1:2::1');
  const ask = (remoteAddress: string) => app.inject({ method: 'GET', url: '/api/1.0/captcha', remoteAddress });
  assert.equal((await ask('2001:db8:1:2:ffff:ffff:ffff:fffe')).statusCode, 429);
  assert.equal((await ask('2001:db8:1:3::1')).statusCode, 200, 'the next network is someone else');
});
