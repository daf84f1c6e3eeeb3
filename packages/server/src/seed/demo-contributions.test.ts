import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPasswordHasher } from '../accounts/password-hasher.ts';
import { createCalloutRepository } from '../callouts/callout-repository.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { createTestDatabase } from '../test-helper.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedDatabase } from './seed-database.ts';

test('a first start gives the demo logins contributions with a payment history through the demo provider', async (t) => {
  const database = await createTestDatabase(t);
  const { db } = database;
  const now = new Date();
  await seedAccounts({ db, hasher: createPasswordHasher(), adminEmail: null, adminPassword: null, demo: true });
  await seedDatabase({
    content: createContentRepository({ db }),
    siteUrl: 'http://localhost:3000',
    callouts: createCalloutRepository({ db }),
    db,
    now,
  });
  const rows = await db
    .selectFrom('contributions')
    .innerJoin('contacts', 'contacts.id', 'contributions.contact_id')
    .select(['contacts.email', 'type', 'amount_cents', 'period', 'provider', 'failing_since'])
    .orderBy('contacts.email')
    .execute();
  assert.deepEqual(
    rows.map((r) => [r.email, r.type, r.amount_cents, r.period, r.provider, r.failing_since !== null]),
    [
      ['member-2fa@example.org', 'Automatic', 6000, 'annually', 'demo', false],
      ['member@example.org', 'Automatic', 500, 'monthly', 'demo', false],
      ['reviewer@example.org', 'Automatic', 300, 'monthly', 'demo', true],
    ],
  );
  const payments = await db
    .selectFrom('payments')
    .innerJoin('contacts', 'contacts.id', 'payments.contact_id')
    .select(['contacts.email', 'payments.status', 'payments.charge_date'])
    .execute();
  const of = (email: string) => payments.filter((p) => p.email === email);
  // Five months ago and every month since: six payments, all taken.
  assert.deepEqual(
    of('member@example.org').map((p) => p.status),
    Array(6).fill('successful'),
  );
  assert.equal(of('member-2fa@example.org').length, 1, 'a year paid three months ago');
  assert.ok(
    of('reviewer@example.org').some((p) => p.status === 'failed'),
    'the last renewal failed',
  );
  assert.ok(
    payments.every((p) => p.charge_date.getTime() <= now.getTime() + 1000),
    'nothing charged in the future',
  );
  // A member until the paid period ends (and a week), or the grace after the failure.
  const roles = await db
    .selectFrom('contact_roles')
    .select(['contact_id', 'date_expires'])
    .where('role', '=', 'member')
    .execute();
  assert.ok(roles.every((r) => r.date_expires === null || r.date_expires.getTime() > now.getTime()));
});
