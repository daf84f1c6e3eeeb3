import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createOutboxRepository } from '../email/index.ts';
import { maskedToken } from '../email/mask-secrets.ts';
import { as, createTestContact, loginAs, testPassword } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { signupKit, site } from '../signup/signup-test-kit.ts';

type App = Awaited<ReturnType<typeof build>>['app'];
type Database = Awaited<ReturnType<typeof build>>['database'];

/** Every action on someone's account that could open it, aimed at `id`. */
const accountActions = (id: string): InjectOptions[] => [
  { method: 'POST', url: `/api/1.0/contact/${id}/login-link` },
  { method: 'POST', url: `/api/1.0/contact/${id}/reset-password` },
  { method: 'POST', url: `/api/1.0/contact/${id}/unlock` },
  { method: 'DELETE', url: `/api/1.0/contact/${id}/mfa` },
  {
    method: 'POST',
    url: `/api/1.0/contact/${id}/mfa`,
    payload: { type: 'totp', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', token: '000000' },
  },
  { method: 'PATCH', url: `/api/1.0/contact/${id}`, payload: { password: 'Taken4over!' } },
  { method: 'PATCH', url: `/api/1.0/contact/${id}`, payload: { email: 'attacker@example.org' } },
  { method: 'PUT', url: `/api/1.0/contact/${id}/role/admin`, payload: {} },
  { method: 'DELETE', url: `/api/1.0/contact/${id}/role/superadmin` },
];

async function newKey(app: App, database: Database) {
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['superadmin'] }));
  const made = await app.inject(
    as(cookie, { method: 'POST', url: '/api/1.0/api-key', payload: { description: 'CRM', expires: null } }),
  );
  return made.json().token as string;
}

const withHeaders = (options: InjectOptions, headers: Record<string, string>): InjectOptions => ({
  ...options,
  headers: { ...options.headers, ...headers },
});

test('an admin, an API key and a key acting as a superadmin cannot act on a superadmin’s account', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const target = await createTestContact(database, { roles: ['superadmin'], mfaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DP' });
  const { cookie: adminCookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const token = await newKey(app, database);
  const callers: [string, (o: InjectOptions) => InjectOptions][] = [
    ['admin session', (o) => as(adminCookie, o)],
    ['API key', (o) => withHeaders(o, { authorization: `Bearer ${token}` })],
    [
      'API key as the superadmin',
      (o) => withHeaders(o, { authorization: `Bearer ${token}`, 'x-contact-id': target.id }),
    ],
  ];
  const before = await database.db.selectFrom('contacts').selectAll().where('id', '=', target.id).executeTakeFirst();
  for (const [caller, call] of callers) {
    for (const action of accountActions(target.id)) {
      const res = await app.inject(call(action));
      assert.equal(res.statusCode, 403, `${caller}: ${action.method} ${action.url} ${JSON.stringify(action.payload)}`);
      assert.equal(res.json().code, 'forbidden');
    }
  }
  const after = await database.db.selectFrom('contacts').selectAll().where('id', '=', target.id).executeTakeFirst();
  assert.deepEqual(after, before, 'nothing about the superadmin changed');
  assert.equal(await database.db.selectFrom('account_links').selectAll().executeTakeFirst(), undefined, 'no link made');
  await loginAs(app, target, testPassword, undefined).then(
    () => assert.fail('2FA is still on'),
    (error: Error) => assert.match(error.message, /401/),
  );

  // Not a door: the name of a superadmin is still an admin's to correct.
  const renamed = await app.inject(
    as(adminCookie, { method: 'PATCH', url: `/api/1.0/contact/${target.id}`, payload: { firstname: 'Sam' } }),
  );
  assert.equal(renamed.statusCode, 200);
});

test('a key acting as a superadmin holds admin rights only: it grants no superadmin and makes no keys', async (t) => {
  const { app, database } = await build(t);
  const superadmin = await createTestContact(database, { roles: ['superadmin'] });
  const member = await createTestContact(database);
  const headers = { authorization: `Bearer ${await newKey(app, database)}`, 'x-contact-id': superadmin.id };
  const info = await app.inject({ method: 'GET', url: '/api/1.0/auth/info', headers });
  assert.equal(info.json().method, 'api-key');
  assert.deepEqual(info.json().roles, ['admin']);
  const grant = await app.inject({ method: 'PUT', url: `/api/1.0/contact/${member.id}/role/superadmin`, headers });
  assert.equal(grant.statusCode, 403);
  const key = await app.inject({
    method: 'POST',
    url: '/api/1.0/api-key',
    headers,
    payload: { description: 'x', expires: null },
  });
  assert.equal(key.statusCode, 403);
  const list = await app.inject({ method: 'GET', url: '/api/1.0/contact', headers });
  assert.equal(list.statusCode, 200, 'admin rights still work');
});

test('a superadmin may act on another superadmin, and an admin on a member', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const { cookie: superCookie } = await loginAs(app, await createTestContact(database, { roles: ['superadmin'] }));
  const { cookie: adminCookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const other = await createTestContact(database, { roles: ['superadmin'] });
  const member = await createTestContact(database);
  const link = (cookie: string, id: string) =>
    app.inject(as(cookie, { method: 'POST', url: `/api/1.0/contact/${id}/login-link` }));
  assert.equal((await link(superCookie, other.id)).statusCode, 200);
  assert.equal((await link(adminCookie, member.id)).statusCode, 200);
  const own = await app.inject(
    as(superCookie, { method: 'PATCH', url: '/api/1.0/contact/me', payload: { firstname: 'Me' } }),
  );
  assert.equal(own.statusCode, 200);
});

test('the outbox masks live links for everyone but their recipient', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const superadmin = await createTestContact(database, { roles: ['superadmin'] });
  const { cookie: adminCookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const asked = await app.inject({
    method: 'POST',
    url: '/api/1.0/reset-password',
    payload: { email: superadmin.email, resetUrl: 'http://localhost:3000/auth/reset-password' },
  });
  assert.equal(asked.statusCode, 204);
  const stored = (await createOutboxRepository({ db: database.db }).list({ limit: 1, offset: 0 })).items[0]!;
  const live = /\/auth\/reset-password\/([\w-]{43})/.exec(stored.text)?.[1];
  assert.ok(live, 'the stored email has the link');

  const byAdmin = await app.inject(as(adminCookie, { method: 'GET', url: '/api/1.0/outbox' }));
  const seen = byAdmin.json().items[0];
  assert.equal(seen.to, superadmin.email);
  assert.ok(!JSON.stringify(seen).includes(live), 'the admin never sees the token');
  assert.ok(seen.text.includes(`/auth/reset-password/${maskedToken}`), seen.text);
  const one = await app.inject(as(adminCookie, { method: 'GET', url: `/api/1.0/outbox/${stored.id}` }));
  assert.ok(!one.body.includes(live));

  const { cookie: ownCookie } = await loginAs(app, superadmin);
  const byRecipient = await app.inject(as(ownCookie, { method: 'GET', url: `/api/1.0/outbox/${stored.id}` }));
  assert.ok(byRecipient.json().text.includes(live), 'the recipient reads their own link');
});

test('join confirmation links are masked in the outbox whatever page they open, and an API key gets no session by one', async (t) => {
  const kit = await signupKit(t);
  await kit.content.patch('join', { showNoContribution: true });
  const token = await newKey(kit.app, kit.database);
  const { cookie: adminCookie } = await loginAs(kit.app, await createTestContact(kit.database, { roles: ['admin'] }));
  const started = await kit.post('signup', kit.body('stranger@example.org', null));
  assert.equal(started.statusCode, 204, started.body);
  // A client may choose its own confirmation page on the site.
  const custom = await kit.post('signup', { ...kit.body('other@example.org', null), confirmUrl: `${site}/welcome/ok` });
  assert.equal(custom.statusCode, 204, custom.body);
  const flows = await kit.database.db.selectFrom('join_flows').select('id').execute();
  assert.equal(flows.length, 2);

  for (const headers of [{ cookie: adminCookie }, { authorization: `Bearer ${token}` }]) {
    const list = await kit.app.inject({ method: 'GET', url: '/api/1.0/outbox', headers });
    assert.equal(list.statusCode, 200);
    for (const flow of flows) assert.ok(!list.body.includes(flow.id), `no join link in ${list.body}`);
    for (const email of list.json().items as { id: string }[]) {
      const one = await kit.app.inject({ method: 'GET', url: `/api/1.0/outbox/${email.id}`, headers });
      for (const flow of flows) assert.ok(!one.body.includes(flow.id));
    }
  }

  const confirmed = await kit.app.inject({
    method: 'POST',
    url: '/api/1.0/signup/confirm-email',
    payload: { joinFlowId: await kit.confirmId('stranger@example.org') },
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  assert.equal(confirmed.headers['set-cookie'], undefined, 'no session cookie for an API key');
  const sessions = await kit.database.db.selectFrom('sessions').select('contact_id').execute();
  const stranger = await kit.database.db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', 'stranger@example.org')
    .executeTakeFirstOrThrow();
  assert.ok(!sessions.some((s) => s.contact_id === stranger.id), 'no session was made for the new member');
});
