/**
 * Abuse (docs/product/api.md, "Rules the server enforces"; docs/decisions/0037 and 0043):
 * every rate limit and the login back-off, each on two app servers sharing
 * one database, as behind a load balancer, and guessers on many addresses
 * who must not keep the owner out. A burst is sent at once, every other
 * request to the other server: exactly the limit gets through in all, the
 * rest answer 429 with `Retry-After` and changed nothing, and once the
 * window has passed (the servers' shared clock is moved) requests get
 * through again. (These go further than the two-server tests of
 * accounts/auth-routes.test.ts and kernel/rate-limits/rate-limited-routes.test.ts: bursts,
 * what refused requests left behind, and the next window.)
 */
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { after, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { errorBody } from '@masthead/core';
import { newTotpSecret, totpCode } from '../accounts/totp.ts';
import { loginBackoff } from '../kernel/rate-limits/login-backoff.ts';
import { rateLimits } from '../kernel/rate-limits/rate-limiter.ts';
import { createAccountLinkRepository } from '../accounts/account-link-repository.ts';
import { createApiKeyRepository } from '../api-keys/api-key-repository.ts';
import { goodAnswers } from '../responses/response-submit-test-kit.ts';
import { as, createTestContact, loginAs, sessionCookieOf, testPassword } from '../test-accounts.ts';
import { secondServer } from '../test-helper.ts';
import { multipart, testPng } from '../uploads/upload-test-kit.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { api, askReset, assertHeld, burst, login, openCallout, pdf, siteUrl, twoServers } from './abuse-test-kit.ts';

/** The limits tested here: each of `rateLimits`, and the login back-off per email and per IP. */
const limits = [
  'loginEmail',
  'loginIp',
  'resetEmail',
  'resetIp',
  'captchaIp',
  'responseIp',
  'uploadIp',
  'uploadContact',
  'emailRecipient',
  'signupIp',
  'signupEmail',
  'emailChangeContact',
  'testEmailContact',
  'importInvitationSite',
] as const;
/** The limits whose test passed, for the closing line. */
const held = new Set<(typeof limits)[number]>();

const count = async (query: Promise<unknown[]>) => (await query).length;

/** `POST signup` without a contribution (the tests allow it), every address on the site. */
const askSignup = (email: string, remoteAddress: string): InjectOptions => ({
  method: 'POST',
  url: `${api}/signup`,
  remoteAddress,
  payload: {
    email,
    loginUrl: `${siteUrl}/auth/login`,
    setPasswordUrl: `${siteUrl}/auth/set-password`,
    confirmUrl: `${siteUrl}/join/confirm-email`,
  },
});

describe(`abuse: ${limits.length} limits held across two app servers`, () => {
  after(() => {
    const missing = limits.filter((limit) => !held.has(limit));
    console.log(
      `abuse: ${held.size} limits held across two app servers` +
        (missing.length ? ` (not: ${missing.join(', ')})` : ''),
    );
  });

  test('every rate limit has its test here', () => {
    const untested = Object.keys(rateLimits).filter((name) => !(limits as readonly string[]).includes(name));
    assert.deepEqual(untested, [], 'a limit added to rateLimits needs a test in this suite');
  });

  test('login per email and source: 60 guesses at once from one /64, at login, on a reset-device link and with 2FA codes on a reset-password link, get five checks; the owner elsewhere gets in at once', async (t) => {
    const servers = await twoServers(t);
    const { db } = servers.database;
    const secret = newTotpSecret();
    const contact = await createTestContact(servers.database, { mfaSecret: secret });
    const links = createAccountLinkRepository({ db });
    const deviceLink = await links.create('reset-device', contact.id, servers.now());
    const passwordLink = await links.create('reset-password', contact.id, servers.now());
    const code = totpCode(secret, servers.now());
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // Every address of one /64 is one source: a fresh address per guess gains nothing.
    const guesser = (i: number) => `2001:db8:66:1::${(i + 1).toString(16)}`;
    const guesses: ((i: number) => InjectOptions)[] = [
      (i) => login(contact.email, `Guess${i}password`, guesser(i)),
      (i) => ({
        method: 'PUT',
        url: `${api}/reset-device/${deviceLink}`,
        payload: { password: `Guess${i}password`, type: 'totp' },
        remoteAddress: guesser(i),
      }),
      (i) => ({
        method: 'PUT',
        url: `${api}/reset-password/${passwordLink}`,
        payload: { password: 'Taken1over', token: wrongCode },
        remoteAddress: guesser(i),
      }),
    ];
    const answers = await burst(servers, 60, (i) => guesses[Math.floor(i / 2) % 3]!(i));
    assertHeld(answers, loginBackoff.emailFreeTries, 401, 1);
    for (const server of servers.servers) {
      const right = await server.inject(login(contact.email.toUpperCase(), testPassword, guesser(99)));
      assert.equal(right.statusCode, 429, 'the right password from the guessing /64 waits too');
    }
    const sessions = db.selectFrom('sessions').select('token_hash').where('contact_id', '=', contact.id);
    assert.equal(await count(sessions.execute()), 0, 'a refused login started no session');
    const used = db.selectFrom('account_links').select('used_at').where('used_at', 'is not', null);
    assert.equal(await count(used.execute()), 0, 'a refused guess used no link');
    const account = await db.selectFrom('contacts').selectAll().where('id', '=', contact.id).executeTakeFirstOrThrow();
    assert.deepEqual(
      [account.password_hash, account.mfa_secret],
      [contact.password_hash, secret],
      'nor changed the account',
    );

    const owner = login(contact.email, testPassword, '203.0.113.1', totpCode(secret, servers.now()));
    assert.equal((await servers.servers[1].inject(owner)).statusCode, 204, 'the owner elsewhere gets in at once');
    assert.equal(await count(sessions.execute()), 1);
    servers.later(1);
    const again = await servers.servers[0].inject(guesses[1]!(0));
    assert.deepEqual(again.json(), errorBody('login-failed'), 'the unused link checks passwords again');
    held.add('loginEmail');
  });

  test('distributed guessing: eight addresses guessing one password in turn slow only themselves; the owner on a ninth gets in at once, with the password and with an emailed link', async (t) => {
    const servers = await twoServers(t);
    const { db } = servers.database;
    const contact = await createTestContact(servers.database);
    const guessers = [
      '198.51.100.21',
      '198.51.100.22',
      '192.0.2.23',
      '203.0.113.24',
      '2001:db8:1:1::5',
      '2001:db8:1:2::5',
      '2001:db8:2:1::5',
      '2001:db8:2:2::5',
    ];
    // Each source on its own: five free guesses, then 1 s, 2 s, 4 s, 8 s … with a guess every 5 s.
    const expected = ['401', '401', '401', '401', '401', '401', '401', '401', '429', '401', '429', '429'];
    for (const [round, status] of expected.entries()) {
      const answers = await burst(servers, guessers.length, (i) =>
        login(contact.email, `Guess${round}x${i}password`, guessers[i]!),
      );
      assert.deepEqual(
        answers.map((res) => String(res.statusCode)),
        Array<string>(guessers.length).fill(status),
        `round ${round}`,
      );
      servers.later(5);
    }

    const owner = '198.51.100.99';
    const right = await servers.servers[1].inject(login(contact.email, testPassword, owner));
    assert.equal(right.statusCode, 204, 'the owner with the right password, at once');
    assert.ok(sessionCookieOf(right), 'logged in');
    assert.equal((await servers.app.inject(login(contact.email, testPassword, guessers[0]!))).statusCode, 429);

    assert.equal((await servers.app.inject(askReset(0, contact.email, owner))).statusCode, 204);
    const email = await db
      .selectFrom('outbox')
      .select('text')
      .where('template', '=', 'reset-password')
      .where('to_address', '=', contact.email)
      .executeTakeFirstOrThrow();
    const id = /\/auth\/reset-password\/([\w-]+)/.exec(email.text)?.[1];
    assert.ok(id, 'the emailed link');
    const reset = await servers.servers[1].inject({
      method: 'PUT',
      url: `${api}/reset-password/${id}`,
      payload: { password: 'Fresh1password' },
      remoteAddress: owner,
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.ok(sessionCookieOf(reset), 'the emailed link logs in too');
    const counts = db.selectFrom('login_backoff').select('key').where('email', '=', contact.email.toLowerCase());
    assert.equal(await count(counts.execute()), 0, "the reset cleared every source's count");
  });

  test('login per IP: 40 tries from one address over many emails get thirty password checks, then 429 until the wait is over', async (t) => {
    const servers = await twoServers(t);
    const contact = await createTestContact(servers.database);
    const ip = '203.0.113.7';
    const answers = await burst(servers, 40, (i) => login(`stranger${i}@example.org`, 'Wrong1password', ip));
    assertHeld(answers, loginBackoff.ipFreeTries, 401, 1);
    for (const server of servers.servers) {
      assert.equal((await server.inject(login(contact.email, testPassword, ip))).statusCode, 429);
    }
    const sessions = servers.database.db.selectFrom('sessions').select('token_hash');
    assert.equal(await count(sessions.execute()), 0, 'a refused login started no session');
    assert.equal((await servers.app.inject(login(contact.email, testPassword, '203.0.113.8'))).statusCode, 204);

    servers.later(1);
    assert.equal((await servers.servers[1].inject(login(contact.email, testPassword, ip))).statusCode, 204);
    held.add('loginIp');
  });

  test('reset links per email: five an hour, reset-password and reset-device together, then 429 and no more emails', async (t) => {
    const servers = await twoServers(t);
    const { db } = servers.database;
    const contact = await createTestContact(servers.database, { email: 'ada@example.org' });
    const answers = await burst(servers, 12, (i) =>
      askReset(i, i % 3 ? 'ada@example.org' : ' ADA@Example.org', `198.51.100.${i}`),
    );
    const { limit, windowSeconds } = rateLimits.resetEmail;
    assertHeld(answers, limit, 204, windowSeconds);
    const emails = db.selectFrom('outbox').select('template').where('to_address', '=', contact.email);
    assert.equal(await count(emails.execute()), limit, 'a refused request sent no email');
    const links = db.selectFrom('account_links').select('kind').where('contact_id', '=', contact.id);
    assert.equal(await count(links.execute()), limit, 'a refused request made no link');

    servers.later(windowSeconds);
    assert.equal((await servers.servers[1].inject(askReset(2, contact.email, '198.51.100.1'))).statusCode, 204);
    assert.equal(await count(emails.execute()), limit + 1);
    held.add('resetEmail');
  });

  test('reset links per IP: twenty an hour from one address, then 429 and no more emails', async (t) => {
    const servers = await twoServers(t);
    const { db } = servers.database;
    const { limit, windowSeconds } = rateLimits.resetIp;
    const ip = '203.0.113.9';
    // Six contacts asked five times each: no email is over its own limit, only the address is.
    const contacts = await Promise.all(Array.from({ length: 6 }, () => createTestContact(servers.database)));
    const answers = await burst(servers, 30, (i) => askReset(i, contacts[i % 6]!.email, ip));
    assertHeld(answers, limit, 204, windowSeconds);
    const emails = db.selectFrom('outbox').select('to_address');
    assert.equal(await count(emails.execute()), limit, 'a refused request sent no email');
    assert.equal(await count(db.selectFrom('account_links').select('kind').execute()), limit);

    servers.later(windowSeconds);
    assert.equal((await servers.app.inject(askReset(0, contacts[0]!.email, ip))).statusCode, 204);
    assert.equal(await count(emails.execute()), limit + 1);
    held.add('resetIp');
  });

  test('signups per email: five an hour from any address, then 429, no join flow and no email', async (t) => {
    const servers = await twoServers(t);
    const { db } = servers.database;
    await createContentRepository({ db }).patch('join', { showNoContribution: true });
    const answers = await burst(servers, 12, (i) =>
      askSignup(i % 2 ? 'joiner@example.org' : 'JOINER@Example.org', `198.51.100.${i}`),
    );
    const { limit, windowSeconds } = rateLimits.signupEmail;
    assertHeld(answers, limit, 204, windowSeconds);
    assert.equal(
      await count(db.selectFrom('join_flows').select('id').execute()),
      limit,
      'a refused signup made no flow',
    );
    const emails = db
      .selectFrom('outbox')
      .select('template')
      .where('to_address', 'in', ['joiner@example.org', 'JOINER@Example.org']);
    assert.equal(await count(emails.execute()), limit, 'a refused signup sent no email');

    servers.later(windowSeconds);
    assert.equal((await servers.servers[1].inject(askSignup('joiner@example.org', '198.51.100.1'))).statusCode, 204);
    held.add('signupEmail');
  });

  test('signups per IP: sixty an hour from one address over many emails, then 429 and no join flow', async (t) => {
    const servers = await twoServers(t);
    const { db } = servers.database;
    await createContentRepository({ db }).patch('join', { showNoContribution: true });
    const { limit, windowSeconds } = rateLimits.signupIp;
    const ip = '203.0.113.12';
    const answers = await burst(servers, limit + 10, (i) => askSignup(`joiner${i}@example.org`, ip));
    assertHeld(answers, limit, 204, windowSeconds);
    assert.equal(await count(db.selectFrom('join_flows').select('id').execute()), limit);

    servers.later(windowSeconds);
    assert.equal((await servers.app.inject(askSignup('late@example.org', ip))).statusCode, 204);
    held.add('signupIp');
  });

  test('captcha per IP: 120 challenges in ten minutes, then 429 without a challenge', async (t) => {
    const servers = await twoServers(t);
    const { limit, windowSeconds } = rateLimits.captchaIp;
    const challenge: InjectOptions = { method: 'GET', url: `${api}/captcha`, remoteAddress: '203.0.113.10' };
    const answers = await burst(servers, limit + 10, () => challenge);
    assertHeld(answers, limit, 200, windowSeconds);
    assert.ok(answers.every((res) => res.statusCode === 429 || 'signature' in res.json()));

    servers.later(windowSeconds);
    assert.equal((await servers.servers[1].inject(challenge)).statusCode, 200);
    held.add('captchaIp');
  });

  test('responses per IP: 120 in ten minutes, then 429 and no response stored; an API key is not limited', async (t) => {
    const servers = await twoServers(t);
    const { db } = servers.database;
    const { admin, callout } = await openCallout(servers, { access: 'anonymous' });
    const { limit, windowSeconds } = rateLimits.responseIp;
    const ip = '203.0.113.11';
    const answer: InjectOptions = {
      method: 'POST',
      url: `${api}/callout/${callout.id}/responses`,
      payload: { answers: goodAnswers },
      remoteAddress: ip,
    };
    const answers = await burst(servers, limit + 10, () => answer);
    assertHeld(answers, limit, 201, windowSeconds);
    const numbers = db.selectFrom('callout_responses').select('number').orderBy('number');
    assert.deepEqual(
      (await numbers.execute()).map((row) => Number(row.number)),
      Array.from({ length: limit }, (_, i) => i + 1),
      'a refused response stored nothing, and took no number',
    );

    const key = await createApiKeyRepository({ db }).create('import', null, admin.id, new Date());
    const imported = await servers.servers[1].inject({ ...answer, headers: { authorization: `Bearer ${key}` } });
    assert.equal(imported.statusCode, 201, "the newsroom's own import from the same address");
    servers.later(windowSeconds);
    assert.equal((await servers.app.inject(answer)).statusCode, 201);
    assert.equal(await count(numbers.execute()), limit + 2);
    held.add('responseIp');
  });

  test('uploads per IP: twenty images and documents in ten minutes, then 429 and no file kept', async (t) => {
    const servers = await twoServers(t);
    const { limit, windowSeconds } = rateLimits.uploadIp;
    const png = multipart(await testPng(), { filename: 'photo.png', contentType: 'image/png' });
    const upload = (i: number): InjectOptions => ({
      method: 'POST',
      ...(Math.floor(i / 2) % 2 ? { url: `${api}/documents`, ...pdf() } : { url: `${api}/images`, ...png }),
      remoteAddress: '203.0.113.12',
    });
    const answers = await burst(servers, limit + 6, upload);
    assertHeld(answers, limit, 200, windowSeconds);
    const rows = servers.database.db.selectFrom('uploads').select('id');
    assert.equal(await count(rows.execute()), limit, 'a refused upload stored no row');
    assert.equal((await readdir(servers.uploadsDir)).length, limit, 'a refused upload kept no file');
    // An API key is not limited (decision 37): the newsroom's own script, from the same address.
    const admin = await createTestContact(servers.database, { roles: ['admin'] });
    const key = await createApiKeyRepository({ db: servers.database.db }).create('import', null, admin.id, new Date());
    const byKey = upload(0);
    const imported = await servers.servers[1].inject({
      ...byKey,
      headers: { ...byKey.headers, authorization: `Bearer ${key}` },
    });
    assert.equal(imported.statusCode, 200, imported.body);

    servers.later(windowSeconds);
    assert.equal((await servers.servers[1].inject(upload(2))).statusCode, 200);
    assert.equal(await count(rows.execute()), limit + 2);
    held.add('uploadIp');
  });

  test('uploads per contact: fifty an hour from any address, then 429 and no file kept', async (t) => {
    const servers = await twoServers(t);
    const { limit, windowSeconds } = rateLimits.uploadContact;
    const contact = await createTestContact(servers.database);
    const { cookie } = await loginAs(servers.app, contact);
    // One address per upload: only the contact is over its limit.
    const upload = (ip: string) => as(cookie, { method: 'POST', url: `${api}/documents`, ...pdf(), remoteAddress: ip });
    const answers = await burst(servers, limit + 10, (i) => upload(`198.51.100.${i}`));
    assertHeld(answers, limit, 200, windowSeconds);
    const rows = servers.database.db.selectFrom('uploads').select('id');
    assert.equal(await count(rows.execute()), limit, 'a refused upload stored no row');
    assert.equal((await readdir(servers.uploadsDir)).length, limit, 'a refused upload kept no file');
    const guest = await servers.servers[1].inject({
      method: 'POST',
      url: `${api}/documents`,
      ...pdf(),
      remoteAddress: '198.51.100.1',
    });
    assert.equal(guest.statusCode, 200, 'a guest at one of those addresses still uploads');

    servers.later(windowSeconds);
    assert.equal((await servers.servers[1].inject(upload('198.51.100.1'))).statusCode, 200);
    assert.equal(await count(rows.execute()), limit + 2);
    held.add('uploadContact');
  });

  test('email changes per contact: five links an hour to new addresses, then 429 and nothing sent', async (t) => {
    const servers = await twoServers(t);
    const { db } = servers.database;
    const { limit, windowSeconds } = rateLimits.emailChangeContact;
    const contact = await createTestContact(servers.database, { email: 'ada@example.org' });
    const { cookie } = await loginAs(servers.app, contact);
    // Each to another address (so the per-recipient limit is not what holds), from another IP.
    const change = (i: number) =>
      as(cookie, {
        method: 'PATCH',
        url: `${api}/contact/me`,
        payload: { email: `ada.${i}@example.org` },
        remoteAddress: `198.51.100.${i}`,
      });
    const answers = await burst(servers, limit + 10, change);
    assertHeld(answers, limit, 200, windowSeconds);
    const links = db.selectFrom('outbox').select('id').where('template', '=', 'change-email');
    assert.equal(await count(links.execute()), limit, 'a refused change sent no link');

    servers.later(windowSeconds);
    assert.equal((await servers.servers[1].inject(change(99))).statusCode, 200);
    assert.equal(await count(links.execute()), limit + 1);
    held.add('emailChangeContact');
  });

  test('test emails per admin: ten an hour, then 429 and nothing sent', async (t) => {
    const servers = await twoServers(t);
    const { db } = servers.database;
    const { limit, windowSeconds } = rateLimits.testEmailContact;
    const admin = await createTestContact(servers.database, { email: 'editor@example.org', roles: ['admin'] });
    const { cookie } = await loginAs(servers.app, admin);
    const send = (i: number) =>
      as(cookie, {
        method: 'POST',
        url: `${api}/email/reset-password/test?locale=en`,
        remoteAddress: `198.51.100.${i}`,
      });
    const answers = await burst(servers, limit + 10, send);
    assertHeld(answers, limit, 204, windowSeconds);
    const sent = db.selectFrom('outbox').select('id').where('to_address', '=', 'editor@example.org');
    assert.equal(await count(sent.execute()), limit, 'a refused test sent nothing');

    servers.later(windowSeconds);
    assert.equal((await servers.servers[1].inject(send(99))).statusCode, 204);
    assert.equal(await count(sent.execute()), limit + 1);
    held.add('testEmailContact');
  });

  test('emails per recipient: twenty an hour to one address, reset links and confirmations together; the rest are not sent', async (t) => {
    const servers = await twoServers(t);
    const { db } = servers.database;
    const { limit, windowSeconds } = rateLimits.emailRecipient;
    const { callout } = await openCallout(servers, { access: 'guest', allowMultiple: true });
    const contact = await createTestContact(servers.database, { email: 'ada@example.org' });
    // A guest may give anyone's address, and reset links (five) go to it too.
    const respond = (email: string): InjectOptions => ({
      method: 'POST',
      url: `${api}/callout/${callout.id}/responses`,
      payload: { answers: goodAnswers, guest: { firstname: 'Someone', lastname: 'Else', email } },
      remoteAddress: '203.0.113.13',
    });
    const answers = await burst(servers, limit + 5, (i) =>
      i < rateLimits.resetEmail.limit
        ? askReset(0, contact.email, '198.51.100.1')
        : respond(i % 3 ? contact.email : 'ADA@example.org'),
    );
    assert.deepEqual(
      answers.map((res) => res.statusCode),
      [...Array(rateLimits.resetEmail.limit).fill(204), ...Array(limit).fill(201)],
      'the cap refuses no request: the email is not sent',
    );
    // Confirmations are sent after the answer: closing a server waits for them.
    await Promise.all(servers.servers.map((server) => server.close()));
    const emails = db
      .selectFrom('outbox')
      .select('template')
      .where((eb) => eb(eb.fn('lower', ['to_address']), '=', contact.email));
    assert.equal(await count(emails.execute()), limit);

    servers.later(windowSeconds);
    const third = secondServer(t, servers, { now: servers.now });
    assert.equal((await third.inject(respond(contact.email))).statusCode, 201);
    await third.close();
    assert.equal(await count(emails.execute()), limit + 1, 'the next hour sends again');
    held.add('emailRecipient');
  });

  test('invitations of imported contacts: two hundred a minute for the whole site, both servers together; the rest leave the next minute', async (t) => {
    const servers = await twoServers(t);
    const { db } = servers.database;
    const { limit, windowSeconds } = rateLimits.importInvitationSite;
    const admin = await createTestContact(servers.database, { roles: ['admin'] });
    const key = await createApiKeyRepository({ db }).create('import', null, admin.id, new Date());
    const importOn = (server: 0 | 1, from: number, n: number) =>
      servers.servers[server].inject({
        method: 'POST',
        url: `${api}/contact-import?invite=true`,
        headers: { 'content-type': 'text/csv', authorization: `Bearer ${key}` },
        payload: `email\n${Array.from({ length: n }, (_, i) => `invitee${from + i}@example.org`).join('\n')}\n`,
      });
    const invitationJobs = () =>
      db
        .withTables<{ jobs: { kind: string; run_at: Date; payload: { contactIds: string[] } } }>()
        .selectFrom('jobs')
        .select(['run_at', 'payload'])
        .where('kind', '=', 'contact-import-invite')
        .execute();
    /** Until each server's runner has run every invitation job due (done ones are removed). */
    const settled = async () => {
      for (let tries = 0; tries < 200; tries++) {
        if ((await invitationJobs()).every((job) => job.run_at > servers.now())) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the invitation jobs did not run');
    };
    // Two imports at once, one on each server, 300 new contacts: each server's runner invites its own.
    const answers = await Promise.all([importOn(0, 0, 150), importOn(1, 150, 150)]);
    assert.deepEqual(
      answers.map((res) => res.statusCode),
      [200, 200],
    );
    await settled();
    const invitations = db.selectFrom('outbox').select('id').where('template', '=', 'contact-import-invite');
    assert.equal(await count(invitations.execute()), limit, 'the limit, of both servers together, this minute');
    const links = db.selectFrom('account_links').select('id_hash');
    assert.equal(await count(links.execute()), limit, 'a held invitation has no link yet');
    const waiting = await invitationJobs();
    assert.equal(
      waiting.reduce((sum, job) => sum + job.payload.contactIds.length, 0),
      300 - limit,
      'the others wait in jobs',
    );
    const end = servers.now().getTime() + windowSeconds * 1000;
    assert.ok(
      waiting.every((job) => job.run_at.getTime() <= end),
      'due when the minute ends',
    );

    servers.later(windowSeconds);
    // A third import (one contact, on the other server) kicks that server's runner: the held ones go too.
    assert.equal((await importOn(1, 300, 1)).statusCode, 200);
    await settled();
    assert.equal(await count(invitations.execute()), 301, 'the next minute sends the rest');
    assert.equal((await invitationJobs()).length, 0);
    held.add('importInvitationSite');
  });
});
