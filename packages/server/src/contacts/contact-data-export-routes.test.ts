import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { sql } from 'kysely';
import { contactSections } from '../backup/contact-data.ts';
import { readZip } from '../backup/zip-test-kit.ts';
import type { MastheadDatabase } from '../kernel/db/create-database.ts';
import { createApiKeyRepository } from '../api-keys/api-key-repository.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { multipart, testPng } from '../uploads/upload-test-kit.ts';
import { ago, sampleFormSchema } from '../callouts/callout-test-kit.ts';

const api = '/api/1.0';
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Rows about `contact` in every table that references contacts (and the outbox), each with a secret to look for. */
async function fillTables(database: MastheadDatabase, contact: { id: string; email: string }, calloutId: string) {
  const { db } = database;
  const id = contact.id;
  const secrets = [`link-${randomUUID()}`, `pass-${randomUUID()}`, `code-${randomUUID()}`].map(hash);
  const session = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('contact_id', '=', id)
    .executeTakeFirstOrThrow();
  const tag = await db
    .insertInto('contact_tags')
    .values({ name: `Donor ${id}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('contact_tag_assignments').values({ contact_id: id, tag_id: tag.id }).execute();
  await db
    .insertInto('contributions')
    .values({ contact_id: id, type: 'Manual', amount_cents: 500, period: 'monthly', manual_source: 'cash' })
    .execute();
  await db
    .insertInto('payments')
    .values({
      contact_id: id,
      provider: 'demo',
      provider_payment_id: `pay-${id}`,
      amount_cents: 500,
      status: 'successful',
      charge_date: new Date(),
    })
    .execute();
  await db
    .insertInto('payment_flows')
    .values({
      contact_id: id,
      purpose: 'contribution',
      provider: 'demo',
      method: 's_card',
      provider_flow_id: `flow-${id}`,
      request: '{"amount": 5}',
    })
    .execute();
  await db.insertInto('payment_reconciliations').values({ contact_id: id, findings: '{"missing": 1}' }).execute();
  const joinFlow = await db
    .insertInto('join_flows')
    .values({
      email: contact.email,
      login_url: 'https://x.example/login',
      set_password_url: 'https://x.example/set',
      confirm_url: 'https://x.example/confirm',
      contact_id: id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('callout_reviewers').values({ callout_id: calloutId, contact_id: id }).execute();
  const number = Number(
    (await sql<{ n: number }>`select count(*)::int + 1 as n from callout_responses`.execute(db)).rows[0]?.n,
  );
  const response = await db
    .insertInto('callout_responses')
    .values({
      callout_id: calloutId,
      number,
      contact_id: id,
      assignee_id: id,
      answers: JSON.stringify({ slide1: { story: `Story of ${id}` } }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('callout_response_comments')
    .values({ response_id: response.id, contact_id: id, text: `Note by ${id}` })
    .execute();
  await db
    .insertInto('account_links')
    .values({
      id_hash: secrets[0] as string,
      kind: 'change-email',
      contact_id: id,
      expires_at: new Date(Date.now() + 60_000),
      new_email: `new-${contact.email}`,
    })
    .execute();
  await db
    .insertInto('answer_passes')
    .values({
      token_hash: secrets[1] as string,
      contact_id: id,
      session_hash: session.token_hash,
      callout_id: calloutId,
      origin: 'https://news.example',
      expires_at: new Date(Date.now() + 60_000),
    })
    .execute();
  await db
    .insertInto('mfa_recovery_codes')
    .values({ contact_id: id, code_hash: secrets[2] as string })
    .execute();
  await db
    .updateTable('contacts')
    .set({
      mfa_secret: `MFA${id.replaceAll('-', '').toUpperCase()}`,
      join_source: JSON.stringify({ utm_source: 'newsletter' }),
    })
    .where('id', '=', id)
    .execute();
  const token = await createApiKeyRepository({ db }).create(`Key of ${id}`, null, id, new Date());
  // An import the contact ran as an admin: its file is about other people and stays out of the export.
  await sql`insert into contact_imports (created_by, file, options, summary, state, total, done)
    values (${id}, ${Buffer.from(`email\nsomeone-else-${id}@example.org\n`)}, '{}', '{"columns": ["email"]}', 'done', 1, 1)`.execute(
    db,
  );
  // A subscription adopted from Stripe for them, in a run they started as an admin (payments/adoption/).
  await sql`with run as (insert into contribution_adoption_runs (created_by, state, eligible, done, adopted)
      values (${id}, 'done', 1, 1, 1) returning id)
    insert into contribution_adoptions (contact_id, run_id, provider, customer_id, state, subscription_id,
      amount_cents, currency, period, next_charge)
    select ${id}, run.id, 'stripe', ${`cus_adopted_${id.slice(0, 8)}`}, 'adopted', ${`sub_adopted_${id.slice(0, 8)}`},
      700, 'GBP', 'monthly', now() from run`.execute(db);
  await db
    .insertInto('outbox')
    .values({
      to_address: `"Someone" <${contact.email}>`,
      from_address: 'desk@example.org',
      subject: `For ${id}`,
      text: 'Hello',
      html: '<p>Hello</p>',
      template: 'welcome',
      locale: 'en',
    })
    .execute();
  return { secrets: [...secrets, session.token_hash, token, hash(token), joinFlow.id] };
}

async function world(t: TestContext) {
  const { app, database, uploadsDir } = await build(t);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const member = await createTestContact(database);
  const other = await createTestContact(database);
  const cookies = {
    admin: (await loginAs(app, admin)).cookie,
    member: (await loginAs(app, member)).cookie,
    other: (await loginAs(app, other)).cookie,
  };
  const callout = await app.inject(
    as(cookies.admin, {
      method: 'POST',
      url: `${api}/callout`,
      payload: { variants: { default: { title: 'Your street' } }, starts: ago(60_000), formSchema: sampleFormSchema },
    }),
  );
  assert.equal(callout.statusCode, 200, callout.body);
  const calloutId = (callout.json() as { id: string }).id;
  const uploadAs = async (cookie: string) => {
    const res = await app.inject(as(cookie, { method: 'POST', url: `${api}/images`, ...multipart(await testPng()) }));
    assert.equal(res.statusCode, 200, res.body);
    return (
      await database.db.selectFrom('uploads').select('id').orderBy('created_at', 'desc').executeTakeFirstOrThrow()
    ).id;
  };
  const memberUpload = await uploadAs(cookies.member);
  const otherUpload = await uploadAs(cookies.other);
  const { secrets } = await fillTables(database, member, calloutId);
  await fillTables(database, other, calloutId);
  const exportAs = (cookie: string, id: string) =>
    app.inject(as(cookie, { method: 'GET', url: `${api}/contact/${id}/export` }));
  return { app, database, uploadsDir, admin, member, other, cookies, memberUpload, otherUpload, secrets, exportAs };
}

/** Every `table.column` that references contacts, read from the schema itself. */
async function contactReferences(database: MastheadDatabase): Promise<string[]> {
  const { rows } = await sql<{ ref: string }>`
    select c.relname || '.' || a.attname as ref from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
    where k.contype = 'f' and k.confrelid = 'contacts'::regclass`.execute(database.db);
  return rows.map((row) => row.ref).sort();
}

test('the export holds what the database holds about the contact in every table, with their files and no secrets', async (t) => {
  const w = await world(t);
  const references = await contactReferences(w.database);
  assert.deepEqual(
    contactSections.flatMap((s) => s.covers).sort(),
    references,
    'every reference to contacts has its section',
  );

  const res = await w.exportAs(w.cookies.member, 'me');
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['content-type'], 'application/zip');
  assert.match(
    String(res.headers['content-disposition']),
    /^attachment; filename="masthead-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const zip = readZip(res.rawPayload);
  const data = JSON.parse((zip.get('contact.json') as Buffer).toString('utf8'));

  assert.equal(data.contact.id, w.member.id);
  assert.equal(data.contact.email, w.member.email);
  assert.deepEqual(data.contact.joinSource, { utm_source: 'newsletter' });
  assert.equal(data.contact.hasPassword, true);
  assert.equal(data.contact.mfaEnabled, true);
  for (const section of contactSections) {
    for (const ref of section.covers) {
      const [table, column] = ref.split('.') as [string, string];
      const { rows } = await sql<{
        count: number;
      }>`select count(*)::int as count from ${sql.table(table)} where ${sql.ref(column)} = ${w.member.id}`.execute(
        w.database.db,
      );
      const count = rows[0]?.count ?? 0;
      assert.ok(count > 0, `the test world has rows in ${ref}`);
      const exported = data[section.key];
      assert.equal(
        Array.isArray(exported) ? exported.length : exported ? 1 : 0,
        count,
        `${section.key}: as many rows as ${ref}`,
      );
    }
  }
  // Values, as the database holds them.
  const dbResponses = await w.database.db
    .selectFrom('callout_responses')
    .select(['id', 'answers'])
    .where('contact_id', '=', w.member.id)
    .execute();
  assert.deepEqual(
    data.responses.map((r: { id: string; answers: unknown }) => [r.id, r.answers]),
    dbResponses.map((r) => [r.id, r.answers]),
  );
  const payment = await w.database.db
    .selectFrom('payments')
    .selectAll()
    .where('contact_id', '=', w.member.id)
    .executeTakeFirstOrThrow();
  assert.equal(data.payments[0].amountCents, payment.amount_cents);
  assert.equal(new Date(data.payments[0].chargeDate).getTime(), payment.charge_date.getTime());
  assert.equal(data.contribution.manualSource, 'cash');
  assert.deepEqual(
    data.tags.map((tag: { name: string }) => tag.name),
    [`Donor ${w.member.id}`],
  );
  assert.deepEqual(
    data.accountLinks.map((link: { kind: string; newEmail: string }) => [link.kind, link.newEmail]),
    [['change-email', `new-${w.member.email}`]],
  );
  assert.equal(data.commentsWritten[0].text, `Note by ${w.member.id}`);
  assert.equal(data.apiKeys[0].description, `Key of ${w.member.id}`);
  assert.deepEqual(
    data.contactImports.map((run: { state: string; total: number }) => [run.state, run.total]),
    [['done', 1]],
  );
  const everything = [...zip.values()].map((file) => file.toString('utf8')).join('\n');
  assert.ok(everything.includes(`Key of ${w.member.id}`), 'the search below reads what the zip holds');
  assert.ok(!everything.includes(`someone-else-${w.member.id}`), "an import's file is not the admin's data");
  assert.deepEqual(
    data.emails.map((email: { subject: string }) => email.subject),
    [`For ${w.member.id}`],
  );
  assert.equal(data.joinFlows.length, 1);

  // Their upload: listed, and its file in the zip as stored.
  assert.deepEqual(
    data.uploads.map((upload: { id: string }) => upload.id),
    [w.memberUpload],
  );
  const file = data.uploads[0].file as string;
  assert.equal(file, `files/${w.memberUpload}/full.webp`);
  assert.deepEqual(zip.get(file), await readFile(join(w.uploadsDir, w.memberUpload, 'full.webp')));
  assert.deepEqual([...zip.keys()].sort(), ['contact.json', file]);

  // Nothing secret, and nothing of the other contact.
  const text = [...zip.values()].map((bytes) => bytes.toString('latin1')).join('\n');
  const row = await w.database.db
    .selectFrom('contacts')
    .selectAll()
    .where('id', '=', w.member.id)
    .executeTakeFirstOrThrow();
  for (const secret of [row.password_hash, row.mfa_secret, ...w.secrets]) {
    assert.ok(secret && !text.includes(secret), `the export does not hold ${String(secret).slice(0, 12)}…`);
  }
  for (const theirs of [w.other.id, w.other.email, w.otherUpload])
    assert.ok(!text.includes(theirs), `nothing of ${theirs}`);
});

test('a member exports only themselves; an admin exports anyone', async (t) => {
  const w = await world(t);
  assert.equal((await w.app.inject({ method: 'GET', url: `${api}/contact/${w.member.id}/export` })).statusCode, 401);
  assert.equal((await w.exportAs(w.cookies.other, w.member.id)).statusCode, 404);
  const own = await w.exportAs(w.cookies.member, w.member.id);
  assert.equal(own.statusCode, 200);
  const byAdmin = await w.exportAs(w.cookies.admin, w.member.id);
  assert.equal(byAdmin.statusCode, 200);
  const data = JSON.parse((readZip(byAdmin.rawPayload).get('contact.json') as Buffer).toString('utf8'));
  assert.equal(data.contact.id, w.member.id);
  assert.equal((await w.exportAs(w.cookies.admin, randomUUID())).statusCode, 404);
});

test('nobody below a superadmin exports one, and no export holds a live link from an email', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const superadmin = await createTestContact(database, { roles: ['superadmin'] });
  const admin = await createTestContact(database, { roles: ['admin'] });
  const { cookie: adminCookie } = await loginAs(app, admin);
  const token = await createApiKeyRepository({ db: database.db }).create('Export', null, admin.id, new Date());
  const asked = await app.inject({
    method: 'POST',
    url: `${api}/reset-password`,
    payload: { email: superadmin.email, resetUrl: 'http://localhost:3000/auth/reset-password' },
  });
  assert.equal(asked.statusCode, 204);
  const sent = await database.db.selectFrom('outbox').select('text').executeTakeFirstOrThrow();
  const live = /\/auth\/reset-password\/([\w-]{43})/.exec(sent.text)?.[1];
  assert.ok(live, 'the email has the link');

  const exportWith = (headers: Record<string, string>, id: string) =>
    app.inject({ method: 'GET', url: `${api}/contact/${id}/export`, headers });
  for (const [who, headers] of [
    ['admin', { cookie: adminCookie }],
    ['API key', { authorization: `Bearer ${token}` }],
    ['API key as the superadmin', { authorization: `Bearer ${token}`, 'x-contact-id': superadmin.id }],
  ] as const) {
    const res = await exportWith(headers, superadmin.id);
    assert.equal(res.statusCode, 403, who);
    assert.ok(!res.body.includes(live), who);
  }

  // The superadmin's own export (and another superadmin's) shows that the email was sent, not its link.
  const { cookie: ownCookie } = await loginAs(app, superadmin);
  const own = await exportWith({ cookie: ownCookie }, 'me');
  assert.equal(own.statusCode, 200);
  const json = (readZip(own.rawPayload).get('contact.json') as Buffer).toString('utf8');
  assert.ok(!json.includes(live), 'no live token in the export');
  const emails = JSON.parse(json).emails as { template: string; text: string; html: string }[];
  const reset = emails.find((email) => email.template === 'reset-password');
  assert.ok(reset?.text.includes('/auth/reset-password/••••••'), reset?.text);
  assert.ok(reset?.html.includes('/auth/reset-password/••••••'), reset?.html);
});
