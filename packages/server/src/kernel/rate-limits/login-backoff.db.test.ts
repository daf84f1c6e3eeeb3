import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createOutboxRepository } from '../../email/index.ts';
import { createAccountLinkRepository } from '../../accounts/account-link-repository.ts';
import { signupKit } from '../../signup/signup-test-kit.ts';
import type { MastheadDatabase } from '../db/create-database.ts';
import { as, createTestContact, loginAs, sessionCookieOf, testPassword } from '../../test-accounts.ts';
import { build } from '../../test-helper.ts';
import { emailKey, loginBackoff } from './login-backoff.ts';

const api = '/api/1.0';
const login = (email: string, password: string, remoteAddress: string): InjectOptions => ({
  method: 'POST',
  url: `${api}/auth/login`,
  payload: { email, password },
  remoteAddress,
});

/** What a request answered: its status, and its Retry-After when it waits. */
const outcome = (res: { statusCode: number; headers: Record<string, unknown> }) =>
  `${res.statusCode}${res.headers['retry-after'] ? ` ${String(res.headers['retry-after'])}s` : ''}`;

/** An app whose clock the test moves, with the site URL set for reset links. */
async function clocked(t: Parameters<typeof build>[0]) {
  // A minute ahead of the database's own clock: roles it dates while the test sets up have begun.
  let clock = new Date(Date.now() + 60_000);
  const built = await build(t, { seed: true, now: () => clock });
  const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
  return { ...built, later };
}

/** The emailed reset-password link's id, asked for from `remoteAddress`. */
async function emailedResetLink(
  { app, database }: { app: Awaited<ReturnType<typeof build>>['app']; database: MastheadDatabase },
  email: string,
  remoteAddress: string,
) {
  const asked = await app.inject({
    method: 'POST',
    url: `${api}/reset-password`,
    payload: { email, resetUrl: 'http://localhost:3000/auth/reset-password' },
    remoteAddress,
  });
  assert.equal(asked.statusCode, 204, asked.body);
  const { items } = await createOutboxRepository({ db: database.db }).list({ limit: 1, offset: 0 });
  const id = /\/auth\/reset-password\/([\w-]+)/.exec(items[0]?.text ?? '')?.[1];
  assert.ok(id, 'a reset-password link was emailed');
  return id;
}

const resetPassword = (id: string, password: string, remoteAddress: string): InjectOptions => ({
  method: 'PUT',
  url: `${api}/reset-password/${id}`,
  payload: { password },
  remoteAddress,
});

test('an email counts per source: the IP itself, an IPv6 client by its /64', () => {
  const rows: [string, string, string][] = [
    [' Ada@Example.org', '203.0.113.9', 'email:ada@example.org|203.0.113.9'],
    ['ada@example.org', '::ffff:203.0.113.9', 'email:ada@example.org|203.0.113.9'],
    ['ada@example.org', '2001:db8:1:2:aaaa::7', 'email:ada@example.org|2001:db8:1:2::/64'],
    ['a|b@example.org', '2001:db8:1:2::8', 'email:a|b@example.org|2001:db8:1:2::/64'],
  ];
  for (const [email, ip, expected] of rows) assert.equal(emailKey(email, ip), expected, `${email} from ${ip}`);
});

test('a guesser on one address waiting out the doubling for an email slows only that address: the owner elsewhere gets in at once', async (t) => {
  const { app, database, later } = await clocked(t);
  const owner = await createTestContact(database, { email: 'owner@example.org' });
  const attacker = '2001:db8:a:1::1';
  for (let i = 0; i < loginBackoff.emailFreeTries; i++) {
    assert.equal(outcome(await app.inject(login(owner.email, `Guess${i}password`, attacker))), '401');
  }
  for (let wait = 1; wait <= 32; wait *= 2) {
    assert.equal(outcome(await app.inject(login(owner.email, 'Guess0password', attacker))), `429 ${wait}s`);
    later(wait);
    assert.equal(outcome(await app.inject(login(owner.email, 'Guess1password', attacker))), '401');
  }

  const right = await app.inject(login(owner.email, testPassword, '198.51.100.40'));
  assert.equal(right.statusCode, 204, 'the owner on their own address is not held back');
  assert.ok(sessionCookieOf(right));
  assert.equal(
    outcome(await app.inject(login(owner.email, testPassword, attacker))),
    '429 64s',
    'the guesser still waits',
  );
  const neighbour = await app.inject(login(owner.email, testPassword, '2001:db8:a:1::2'));
  assert.equal(neighbour.statusCode, 429, 'another address of the same /64 waits too');
});

test('a known and an unknown email answer alike, and leave the same counts, under the same sequence', async (t) => {
  const { app, database, later } = await clocked(t);
  const owner = await createTestContact(database, { email: 'owner@example.org' });
  const sequence = async (email: string) => {
    const seen: string[] = [];
    for (let i = 0; i < 7; i++) seen.push(outcome(await app.inject(login(email, `Guess${i}password`, '192.0.2.1'))));
    seen.push(outcome(await app.inject(login(email, 'Guess9password', '192.0.2.2'))));
    later(1);
    seen.push(outcome(await app.inject(login(email, 'Guess8password', '192.0.2.1'))));
    later(-1);
    const rows = await database.db
      .selectFrom('login_backoff')
      .select(['key', 'tries', 'blocked_until'])
      .where('email', '=', email)
      .orderBy('key')
      .execute();
    return { seen, counts: rows.map((row) => ({ ...row, key: row.key.slice(row.key.indexOf('|')) })) };
  };
  const known = await sequence(owner.email);
  assert.deepEqual(known.seen, ['401', '401', '401', '401', '401', '429 1s', '429 1s', '401', '401']);
  assert.deepEqual(await sequence('nobody@example.org'), known);
});

test('a reset clears the email from every source and nothing else; so does an unlock', async (t) => {
  const { app, database } = await clocked(t);
  const owner = await createTestContact(database, { email: 'owner@example.org' });
  const sources = ['192.0.2.1', '192.0.2.2', '2001:db8:b::1'];
  for (const ip of sources) for (let i = 0; i < 6; i++) await app.inject(login(owner.email, 'Wrong1password', ip));
  await app.inject(login('owner@example.org.uk', 'Wrong1password', '192.0.2.1'));
  const rows = () => database.db.selectFrom('login_backoff').select('key').orderBy('key').execute();
  const keysOf = async () => (await rows()).map((row) => row.key);
  const others = ['email:owner@example.org.uk|192.0.2.1', 'ip:192.0.2.1', 'ip:192.0.2.2', 'ip:2001:db8:b:0::/64'];

  const id = await emailedResetLink({ app, database }, owner.email, '198.51.100.9');
  const reset = await app.inject(resetPassword(id, 'Fresh1password', '198.51.100.9'));
  assert.equal(reset.statusCode, 200, reset.body);
  assert.deepEqual((await keysOf()).sort(), others.sort());
  assert.equal(outcome(await app.inject(login(owner.email, 'Wrong1password', '192.0.2.1'))), '401');

  for (const ip of sources) for (let i = 0; i < 6; i++) await app.inject(login(owner.email, 'Wrong1password', ip));
  const admin = await createTestContact(database, { roles: ['admin'] });
  const { cookie } = await loginAs(app, admin);
  const unlock = await app.inject(as(cookie, { method: 'POST', url: `${api}/contact/${owner.id}/unlock` }));
  assert.equal(unlock.statusCode, 204, unlock.body);
  assert.ok((await keysOf()).every((key) => !key.startsWith(`email:${owner.email}|`)));
});

test('signing in without a password is never refused, even from the waiting address: login link and reset', async (t) => {
  const { app, database } = await clocked(t);
  const owner = await createTestContact(database, { email: 'owner@example.org' });
  const shared = '192.0.2.7';
  // The email from this address and the address itself both wait.
  for (let i = 0; i < loginBackoff.ipFreeTries; i++) {
    const email = i < loginBackoff.emailFreeTries ? owner.email : `someone${i}@example.org`;
    await app.inject(login(email, 'Wrong1password', shared));
  }
  assert.equal((await app.inject(login(owner.email, testPassword, shared))).statusCode, 429);

  const linkId = await createAccountLinkRepository({ db: database.db }).create('login-link', owner.id, new Date());
  const linked = await app.inject({ method: 'POST', url: `${api}/auth/login-link/${linkId}`, remoteAddress: shared });
  assert.equal(linked.statusCode, 204, linked.body);
  assert.ok(sessionCookieOf(linked), 'the login link logs in');

  const id = await emailedResetLink({ app, database }, owner.email, shared);
  const reset = await app.inject(resetPassword(id, 'Fresh1password', shared));
  assert.equal(reset.statusCode, 200, reset.body);
  assert.ok(sessionCookieOf(reset), 'the reset logs in');
});

test('confirming a signup is never refused, though the new email was guessed at from the same address', async (t) => {
  const kit = await signupKit(t);
  await kit.content.patch('join', { showNoContribution: true });
  const email = 'joiner@example.org';
  assert.equal((await kit.post('signup', kit.body(email, null))).statusCode, 204);
  // kit.post calls from app.inject's own address, as these guesses do.
  for (let i = 0; i <= loginBackoff.emailFreeTries; i++)
    await kit.app.inject(login(email, 'Wrong1password', '127.0.0.1'));
  assert.equal((await kit.app.inject(login(email, 'Wrong1password', '127.0.0.1'))).statusCode, 429);
  const confirmed = await kit.post('signup/confirm-email', { joinFlowId: await kit.confirmId(email) });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  assert.ok(sessionCookieOf(confirmed));
});
