/**
 * The escalation suite (decisions 33 and 42): every write an admin or an API
 * key can reach is aimed at a superadmin's account and at the mail that
 * opens it. Each is refused or leaves the superadmin untouched, and the
 * superadmin's next reset email still carries the one link Masthead makes,
 * on the site's own address.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { secretLinkTemplates } from '../email/mask-secrets.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const api = '/api/1.0';
const site = 'http://localhost:3000';
const evil = 'https://evil.example';
const everyone = { condition: 'OR', rules: [{ field: 'email', operator: 'contains', value: '@' }] };

/** Every write that could open, move or lock `id`'s account, or send its mail elsewhere. */
const writesAgainst = (id: string): [InjectOptions, 'refused' | 'untouched'][] => [
  [{ method: 'POST', url: `${api}/contact/${id}/login-link` }, 'refused'],
  [{ method: 'POST', url: `${api}/contact/${id}/reset-password` }, 'refused'],
  [{ method: 'POST', url: `${api}/contact/${id}/unlock` }, 'refused'],
  [{ method: 'DELETE', url: `${api}/contact/${id}/mfa` }, 'refused'],
  [{ method: 'PATCH', url: `${api}/contact/${id}`, payload: { password: 'Taken4over!' } }, 'refused'],
  [{ method: 'PATCH', url: `${api}/contact/${id}`, payload: { email: 'attacker@evil.example' } }, 'refused'],
  [{ method: 'DELETE', url: `${api}/contact/${id}/role/superadmin` }, 'refused'],
  [{ method: 'GET', url: `${api}/contact/${id}/export` }, 'refused'],
  [{ method: 'PATCH', url: `${api}/content/general`, payload: { siteUrl: evil } }, 'refused'],
  ...[...secretLinkTemplates].flatMap((email): [InjectOptions, 'refused'][] => [
    [
      {
        method: 'PUT',
        url: `${api}/email/${email}`,
        payload: { locale: 'en', subject: 'Hello', body: `[Open](${evil}/r?u=*|URL|*)` },
      },
      'refused',
    ],
    [{ method: 'DELETE', url: `${api}/email/${email}?locale=en` }, 'refused'],
  ]),
  [
    {
      method: 'PATCH',
      url: `${api}/contact`,
      payload: { rules: everyone, updates: { newsletterStatus: 'unsubscribed' } },
    },
    'untouched',
  ],
  [
    {
      method: 'PATCH',
      url: `${api}/contact`,
      payload: { rules: { condition: 'OR', rules: [] }, updates: { newsletterStatus: 'unsubscribed' } },
    },
    'untouched',
  ],
];

test('no write an admin or an API key can reach touches a superadmin or redirects their mail', async (t) => {
  const { app, database } = await build(t, { seed: true });
  await createContentRepository({ db: database.db }).patch('general', { siteUrl: site });
  const superadmin = await createTestContact(database, { roles: ['superadmin'] });
  await database.db
    .updateTable('contacts')
    .set({ newsletter_status: 'subscribed' })
    .where('id', '=', superadmin.id)
    .execute();
  const { cookie: superCookie } = await loginAs(app, superadmin);
  const { cookie: adminCookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const key = await app.inject(
    as(superCookie, { method: 'POST', url: `${api}/api-key`, payload: { description: 'CRM', expires: null } }),
  );
  const token = key.json().token as string;
  const state = () =>
    database.db
      .selectFrom('contacts')
      .select(['email', 'password_hash', 'mfa_secret', 'locked_at', 'newsletter_status'])
      .where('id', '=', superadmin.id)
      .executeTakeFirstOrThrow();
  const before = await state();
  const callers: Record<string, Record<string, string>> = {
    admin: { cookie: adminCookie },
    'API key': { authorization: `Bearer ${token}` },
    'API key as the superadmin': { authorization: `Bearer ${token}`, 'x-contact-id': superadmin.id },
  };

  let tries = 0;
  for (const [who, headers] of Object.entries(callers)) {
    for (const [write, expected] of writesAgainst(superadmin.id)) {
      const res = await app.inject({ ...write, headers: { ...write.headers, ...headers } });
      const what = `${who}: ${write.method} ${write.url} ${JSON.stringify(write.payload ?? '')}`;
      if (expected === 'refused') assert.equal(res.statusCode, 403, `${what} → ${res.statusCode} ${res.body}`);
      else assert.ok(res.statusCode < 500, `${what} → ${res.statusCode}`);
      assert.deepEqual(await state(), before, `${what} changed the superadmin`);
      tries += 1;
    }
  }
  assert.ok(tries >= 60, `writes tried: ${tries}`);
  const roles = await database.db
    .selectFrom('contact_roles')
    .select('role')
    .where('contact_id', '=', superadmin.id)
    .execute();
  assert.deepEqual(
    roles.map((row) => row.role),
    ['superadmin'],
  );
  const links = await database.db.selectFrom('account_links').select('kind').execute();
  assert.deepEqual(links, [], 'no link was made');

  // The superadmin's own reset email: one link, the one Masthead makes, on the site.
  const asked = await app.inject({
    method: 'POST',
    url: `${api}/reset-password`,
    payload: { email: superadmin.email, resetUrl: `${site}/auth/reset-password` },
  });
  assert.equal(asked.statusCode, 204);
  const sent = await database.db
    .selectFrom('outbox')
    .select(['to_address', 'text', 'html'])
    .where('template', '=', 'reset-password')
    .executeTakeFirstOrThrow();
  assert.equal(sent.to_address, superadmin.email);
  const inText = Array.from(sent.text.matchAll(/https?:\/\/\S+/g), (match) => match[0]);
  assert.equal(inText.length, 1, sent.text);
  assert.match(inText[0] ?? '', new RegExp(`^${site}/auth/reset-password/[\\w-]{43}$`));
  assert.ok(!sent.html.includes('evil.example') && !sent.text.includes('evil.example'));
});
