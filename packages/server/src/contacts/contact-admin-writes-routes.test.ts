import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { newRecoveryCodes } from '../accounts/recovery-codes.ts';
import { newTotpSecret } from '../accounts/totp.ts';
import { createApiKeyRepository } from '../api-keys/api-key-repository.ts';
import { createContactRepository } from './contact-repository.ts';
import { callerAs, loginAs, testPassword } from '../test-accounts.ts';
import { ago, sampleFormSchema } from '../callouts/callout-test-kit.ts';
import { goodAnswers } from '../responses/response-submit-test-kit.ts';
import { and, contactAdminKit, rule } from './contact-admin-test-kit.ts';

const zeb = { email: 'Zeb.Quillfeather@Example.org', firstname: 'Zebediah', lastname: 'Quillfeather' };

test('an admin adds a contact with names, dated roles, a profile and optionally a password', async (t) => {
  const kit = await contactAdminKit(t);
  const made = await kit.call('admin', 'POST', 'contact', {
    ...zeb,
    password: testPassword,
    roles: [
      { role: 'member' },
      { role: 'admin', dateAdded: '2020-01-01T00:00:00Z', dateExpires: '2021-01-01T00:00:00Z' },
    ],
    profile: { telephone: '0123456', newsletterStatus: 'subscribed', notes: 'Met at the fair' },
  });
  assert.equal(made.statusCode, 200, made.body);
  const body = made.json();
  assert.deepEqual(
    [body.email, body.displayName, body.activeRoles, body.profile.telephone, body.profile.notes],
    [zeb.email, 'Zebediah Quillfeather', ['member'], '0123456', 'Met at the fair'],
  );
  assert.deepEqual(
    body.roles.map((role: { role: string; dateExpires: string | null }) => [role.role, role.dateExpires]),
    [
      ['admin', '2021-01-01T00:00:00.000Z'],
      ['member', null],
    ],
  );
  await loginAs(kit.app, zeb, testPassword);

  const bare = await kit.ok<{ id: string; activeRoles: string[] }>('apiKey', 'POST', 'contact', {
    email: 'no.password@example.org',
  });
  assert.deepEqual(bare.activeRoles, []);
  const row = await createContactRepository({ db: kit.db }).findById(bare.id);
  assert.equal(row?.password_hash, null, 'they set a password through a reset link');
});

test('POST contact refuses a known email (any case), bad input and callers who are not admins, writing nothing', async (t) => {
  const kit = await contactAdminKit(t);
  const count = async () => (await kit.db.selectFrom('contacts').select('id').execute()).length;
  const before = await count();
  const duplicate = await kit.call('admin', 'POST', 'contact', { email: 'MO@example.org' });
  assert.equal(duplicate.statusCode, 409);
  assert.deepEqual(
    { code: duplicate.json().code, message: duplicate.json().message },
    { code: 'duplicate-email', message: 'Email address already exists' },
  );
  const bad: Record<string, unknown>[] = [
    {},
    { email: 'not an email' },
    { email: 'a@example.org', password: 'short' },
    { email: 'a@example.org', roles: [{ role: 'owner' }] },
    { email: 'a@example.org', roles: [{ role: 'member' }, { role: 'member' }] },
    {
      email: 'a@example.org',
      roles: [{ role: 'member', dateAdded: '2022-01-01T00:00:00Z', dateExpires: '2021-01-01T00:00:00Z' }],
    },
    { email: 'a@example.org', tags: [] },
  ];
  for (const payload of bad) {
    assert.equal((await kit.call('admin', 'POST', 'contact', payload)).statusCode, 422, JSON.stringify(payload));
  }
  const grant = { email: 'b@example.org', roles: [{ role: 'superadmin' }] };
  assert.equal(
    (await kit.call('admin', 'POST', 'contact', grant)).statusCode,
    403,
    'only a superadmin grants superadmin',
  );
  assert.equal((await kit.call('member', 'POST', 'contact', { email: 'c@example.org' })).statusCode, 403);
  assert.equal((await kit.call('guest', 'POST', 'contact', { email: 'c@example.org' })).statusCode, 401);
  assert.equal(await count(), before, 'nothing was written');
  assert.equal((await kit.call('superadmin', 'POST', 'contact', grant)).statusCode, 200);
});

/**
 * Zebediah as a full member: a password, a session, 2FA with recovery
 * codes, an API key they made, tags, a response as a member and one as a
 * guest, a payment, emails in the outbox and failed logins.
 */
async function zebWithHistory(t: Parameters<typeof contactAdminKit>[0]) {
  const kit = await contactAdminKit(t, { seed: true });
  const made = await kit.ok<{ id: string }>('admin', 'POST', 'contact', {
    ...zeb,
    password: testPassword,
    roles: [{ role: 'member' }, { role: 'admin' }],
    profile: { deliveryAddress: { line1: '1 Quillfeather Lane', city: 'Zebton', postcode: 'Z1 1ZZ' } },
  });
  const { cookie } = await loginAs(kit.app, zeb);
  const { db } = kit;
  const contacts = createContactRepository({ db });
  await contacts.setMfa(made.id, newTotpSecret(), null, newRecoveryCodes(made.id).hashes);
  const apiKeyToken = await createApiKeyRepository({ db }).create('Zeb’s key', null, made.id, new Date());
  const tag = await kit.ok<{ id: string }>('admin', 'POST', 'contact-tags', { name: 'Source' });
  await kit.ok('admin', 'PATCH', 'contact', {
    rules: and(rule('id', 'equal', made.id)),
    updates: { tags: [`+${tag.id}`] },
  });
  const callout = await kit.ok<{ id: string }>('admin', 'POST', 'callout', {
    variants: { default: { title: 'Street stories' } },
    starts: ago(60_000),
    formSchema: sampleFormSchema,
    access: 'guest',
    captcha: 'none',
    allowMultiple: true,
  });
  const asZeb = callerAs(kit.app, cookie);
  const answered = await asZeb('POST', `callout/${callout.id}/responses`, { answers: goodAnswers });
  assert.equal(answered.statusCode, 201, answered.body);
  const guest = await kit.call('guest', 'POST', `callout/${callout.id}/responses`, {
    answers: goodAnswers,
    guest: { firstname: zeb.firstname, lastname: zeb.lastname, email: zeb.email.toLowerCase() },
  });
  assert.equal(guest.statusCode, 201, guest.body);
  await db
    .insertInto('payments')
    .values({
      contact_id: made.id,
      provider: 'demo',
      provider_payment_id: 'pay-zeb-1',
      amount_cents: 500,
      status: 'successful',
      charge_date: new Date(),
    })
    .execute();
  await kit.ok('admin', 'POST', `contact/${made.id}/reset-password`, {
    resetUrl: 'http://localhost:3000/auth/reset-password',
  });
  await kit.app.inject({
    method: 'POST',
    url: '/api/1.0/auth/login',
    payload: { email: zeb.email, password: 'Wrong1horse' },
  });
  return { ...kit, zebId: made.id, cookie, apiKeyToken, calloutId: callout.id };
}

/** Every text and jsonb column of every table holding `needle` (ignoring case): `table.column` names. */
async function tablesHolding(db: Kysely<Database>, needle: string) {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
    where c.table_schema = current_schema() and tb.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
    order by 1, 2`.execute(db);
  assert.ok(columns.length > 50, 'the search sees the tables');
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await sql<{ hits: string | number }>`
      select count(*) as hits from ${sql.table(table)}
      where position(lower(${needle}) in lower(${sql.ref(column)}::text)) > 0`.execute(db);
    if (Number(rows[0]?.hits) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

test('deleting a contact removes their personal data everywhere and keeps what others need, anonymised', async (t) => {
  const kit = await zebWithHistory(t);
  const { db, zebId } = kit;
  for (const needle of [zeb.email, zeb.firstname, zeb.lastname]) {
    assert.ok((await tablesHolding(db, needle)).length > 3, `${needle} is in the database before`);
  }
  const res = await kit.call('admin', 'DELETE', `contact/${zebId}`);
  assert.equal(res.statusCode, 204, res.body);

  for (const needle of [zeb.email, zeb.firstname, zeb.lastname]) {
    assert.deepEqual(await tablesHolding(db, needle), [], `${needle} is nowhere`);
  }
  const responses = await db
    .selectFrom('callout_responses')
    .selectAll()
    .where('callout_id', '=', kit.calloutId)
    .execute();
  assert.equal(responses.length, 2, 'their answers are kept');
  for (const response of responses) {
    assert.deepEqual([response.contact_id, response.guest_email, response.guest_name], [null, null, null]);
    assert.deepEqual(response.answers, goodAnswers);
  }
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('provider_payment_id', '=', 'pay-zeb-1')
    .executeTakeFirst();
  assert.equal(payment?.contact_id, null, 'the payment is kept without the person');
  const keys = await kit.ok<{ items: { description: string; creator: unknown }[] }>('admin', 'GET', 'api-key');
  assert.deepEqual(
    keys.items.filter((key) => key.description === 'Zeb’s key').map((key) => key.creator),
    [null],
    'their API key is kept, without them',
  );
  const keyStillWorks = await kit.app.inject({
    method: 'GET',
    url: '/api/1.0/contact',
    headers: { authorization: `Bearer ${kit.apiKeyToken}` },
  });
  assert.equal(keyStillWorks.statusCode, 200);
  for (const table of [
    'sessions',
    'mfa_recovery_codes',
    'contact_roles',
    'contact_tag_assignments',
    'account_links',
  ] as const) {
    const left = await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .where('contact_id', '=', zebId)
      .executeTakeFirst();
    assert.equal(Number(left?.n), 0, table);
  }
  const session = await callerAs(kit.app, kit.cookie)('GET', 'contact/me');
  assert.equal(session.statusCode, 401, 'their session is gone');
  assert.equal((await kit.call('admin', 'DELETE', `contact/${zebId}`)).statusCode, 404);
});

test('deleting a contact leaves the emails and counters of an address that only contains theirs', async (t) => {
  const kit = await zebWithHistory(t);
  const { db } = kit;
  // jo.zeb.quillfeather@example.org holds zeb.quillfeather@example.org inside it.
  const jo = { email: `jo.${zeb.email}`, firstname: 'Jo', lastname: 'Other' };
  await kit.ok('admin', 'POST', 'contact', { ...jo, password: testPassword });
  await kit.ok('guest', 'POST', 'reset-password', {
    email: jo.email,
    resetUrl: 'http://localhost:3000/auth/reset-password',
  });
  await kit.app.inject({
    method: 'POST',
    url: '/api/1.0/auth/login',
    payload: { email: jo.email, password: 'Wrong1horse' },
  });
  const counts = async () => {
    const needle = jo.email.toLowerCase();
    const count = async (table: 'outbox' | 'rate_limits' | 'login_backoff', column: string) => {
      const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}
        where position(${needle} in lower(${sql.ref(column)})) > 0`.execute(db);
      return Number(rows[0]?.n);
    };
    return {
      outbox: await count('outbox', 'to_address'),
      rateLimits: await count('rate_limits', 'key'),
      backoff: await count('login_backoff', 'key'),
    };
  };
  const before = await counts();
  assert.ok(before.outbox > 0 && before.rateLimits > 0 && before.backoff > 0, JSON.stringify(before));
  assert.equal((await kit.call('admin', 'DELETE', `contact/${kit.zebId}`)).statusCode, 204);
  assert.deepEqual(await counts(), before, 'Jo’s emails and counters are all still there');
});

test('DELETE contact: admins only, a superadmin only by a superadmin, never oneself; refusals delete nothing', async (t) => {
  const kit = await contactAdminKit(t);
  const { admin, superadmin, member } = kit.people;
  const count = async () => (await kit.db.selectFrom('contacts').select('id').execute()).length;
  const before = await count();
  const refusals: [Parameters<typeof kit.call>[0], string, number][] = [
    ['guest', member.id, 401],
    ['member', member.id, 403],
    ['member', 'me', 403],
    ['admin', superadmin.id, 403],
    ['apiKey', superadmin.id, 403],
    ['admin', admin.id, 403],
    ['admin', 'me', 403],
    ['admin', 'not-a-uuid', 400],
    ['admin', '00000000-0000-4000-8000-000000000000', 404],
  ];
  for (const [who, id, status] of refusals) {
    assert.equal((await kit.call(who, 'DELETE', `contact/${id}`)).statusCode, status, `${who} deleting ${id}`);
  }
  assert.equal(await count(), before, 'nothing was deleted');
  assert.equal((await kit.call('superadmin', 'DELETE', `contact/${admin.id}`)).statusCode, 204);
  assert.equal((await kit.call('apiKey', 'DELETE', `contact/${member.id}`)).statusCode, 204);
  assert.equal(await count(), before - 2);
});

test('deleting a contact with a running contribution ends it at the provider first: no one is charged after', async (t) => {
  // Seeded: the site's address, where the provider may send the member back, is stored.
  const kit = await contactAdminKit(t, { seed: true });
  const { member } = kit.people;
  const asMember = callerAs(kit.app, (await loginAs(kit.app, member)).cookie);
  const start = await asMember('POST', 'contact/me/contribution', {
    amount: 5,
    period: 'monthly',
    paymentMethod: 's_card',
    completeUrl: '/profile/contribution/complete',
  });
  assert.equal(start.statusCode, 200, start.body);
  const started = start.json() as { redirectUrl: string; paymentFlowId: string };
  const checkout = /\/demo-checkout\/([^/?]+)/.exec(started.redirectUrl)?.[1];
  await kit.ok('guest', 'POST', `demo-checkout/${checkout}`, { outcome: 'succeed' });
  const done = await asMember('POST', 'contact/me/contribution/complete', { paymentFlowId: started.paymentFlowId });
  assert.equal(done.statusCode, 200, done.body);
  const subscriptions = () => kit.db.selectFrom('demo_subscriptions').select(['status', 'cancelled_at']).execute();
  assert.deepEqual(
    (await subscriptions()).map((row) => row.status),
    ['active'],
  );

  assert.equal((await kit.call('admin', 'DELETE', `contact/${member.id}`)).statusCode, 204);
  const [ended] = await subscriptions();
  assert.equal(ended?.status, 'cancelled');
  assert.ok(ended?.cancelled_at);
  assert.equal((await kit.call('admin', 'GET', `contact/${member.id}`)).statusCode, 404);
});
