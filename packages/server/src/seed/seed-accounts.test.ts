import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPasswordHasher } from '../accounts/password-hasher.ts';
import { totpCode } from '../accounts/totp.ts';
import { isValidPassword } from '@masthead/core';
import { createContactRepository } from '../contacts/contact-repository.ts';
import { createTestDatabase } from '../test-helper.ts';
import { seedAccounts, demoAccounts, defaultAdminEmail } from './seed-accounts.ts';
import { build } from '../test-helper.ts';
import { loginAs } from '../test-accounts.ts';

const hasher = createPasswordHasher();

test('an empty database gets a superadmin with a generated password, printed once', async (t) => {
  const database = await createTestDatabase(t);
  const seeded = await seedAccounts({ db: database.db, hasher, adminEmail: null, adminPassword: null, demo: false });
  assert.equal(seeded?.email, defaultAdminEmail);
  assert.ok(seeded?.generatedPassword && isValidPassword(seeded.generatedPassword));
  const contacts = createContactRepository({ db: database.db });
  const admin = await contacts.findByEmail(defaultAdminEmail);
  assert.ok(admin);
  assert.deepEqual(await contacts.activeRoles(admin.id, new Date()), ['superadmin']);
  assert.equal(await hasher.verify(admin.password_hash, seeded.generatedPassword), true);

  const again = await seedAccounts({ db: database.db, hasher, adminEmail: null, adminPassword: null, demo: true });
  assert.equal(again, null, 'a second start seeds nothing');
  assert.equal((await database.db.selectFrom('contacts').select('id').execute()).length, 1);
});

test('ADMIN_EMAIL and ADMIN_PASSWORD name the superadmin; a weak password stops the start', async (t) => {
  const database = await createTestDatabase(t);
  await assert.rejects(
    seedAccounts({ db: database.db, hasher, adminEmail: 'boss@example.org', adminPassword: 'weak', demo: false }),
    /password rule/,
  );
  const seeded = await seedAccounts({
    db: database.db,
    hasher,
    adminEmail: 'boss@example.org',
    adminPassword: 'Boss1password',
    demo: false,
  });
  assert.deepEqual(seeded, { email: 'boss@example.org', generatedPassword: null });
});

test('two servers seeding at once make one superadmin', async (t) => {
  const database = await createTestDatabase(t);
  const options = { db: database.db, hasher, adminEmail: null, adminPassword: null, demo: true };
  const results = await Promise.all([seedAccounts(options), seedAccounts(options)]);
  assert.equal(results.filter(Boolean).length, 1);
  const rows = await database.db.selectFrom('contacts').select('email').execute();
  assert.equal(rows.length, 1 + demoAccounts.length);
});

test('the demo logins of the README work, the 2FA one with codes from its documented secret', async (t) => {
  const { app, database } = await build(t);
  await seedAccounts({ db: database.db, hasher, adminEmail: null, adminPassword: null, demo: true });
  const [member, twoFactor, reviewer] = demoAccounts;
  await loginAs(app, member, member.password);
  await loginAs(app, twoFactor, twoFactor.password, totpCode(twoFactor.mfaSecret));
  const { cookie } = await loginAs(app, reviewer, reviewer.password);
  const me = await app.inject({ method: 'GET', url: '/api/1.0/contact/me?with=isReviewer', headers: { cookie } });
  assert.equal(me.json().isReviewer, true);
});
