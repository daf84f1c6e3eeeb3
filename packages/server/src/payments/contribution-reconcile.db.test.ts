import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callerAs, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { createContentRepository } from '../content/content-repository.ts';

const site = 'http://app.example';

test('reconciliation brings back payments the webhooks missed or left behind, once, and says what it fixed', async (t) => {
  const { app, database } = await build(t);
  const { db } = database;
  // The site's address, as the first start stores it: where the provider may send the member back.
  await createContentRepository({ db }).patch('general', { siteUrl: site });
  const member = await createTestContact(database, { roles: [] });
  const admin = await createTestContact(database, { roles: ['admin'] });
  const asMember = callerAs(app, (await loginAs(app, member)).cookie, site);
  const asAdmin = callerAs(app, (await loginAs(app, admin)).cookie, site);

  // A contribution through the demo provider (no keys), its first payment delivered.
  const start = await asMember('POST', 'contact/me/contribution', {
    amount: 5,
    period: 'monthly',
    paymentMethod: 's_card',
    completeUrl: '/back',
  });
  const checkout = /\/demo-checkout\/([^/?]+)/.exec(start.json().redirectUrl)![1];
  await app.inject({ method: 'POST', url: `/api/1.0/demo-checkout/${checkout}`, payload: { outcome: 'succeed' } });
  await asMember('POST', 'contact/me/contribution/complete', { paymentFlowId: start.json().paymentFlowId });
  const stored = async () => (await asMember('GET', 'contact/me/payment')).json().items as { status: string }[];
  for (let i = 0; i < 100 && (await stored()).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual(
    (await stored()).map((p) => p.status),
    ['successful'],
  );
  const reconcile = () => asAdmin('POST', `contact/${member.id}/contribution/reconcile`);
  assert.deepEqual((await reconcile()).json(), { findings: [] }, 'nothing to fix');

  // The webhook was lost: Masthead never heard of the payment.
  await db.deleteFrom('payments').execute();
  await db.deleteFrom('payment_events').execute();
  const found = (await reconcile()).json().findings;
  assert.deepEqual(
    found.map((f: { kind: string; was: string | null; now: string; amount: number }) => [
      f.kind,
      f.was,
      f.now,
      f.amount,
    ]),
    [['missing', null, 'successful', 5]],
  );
  assert.deepEqual(
    (await stored()).map((p) => p.status),
    ['successful'],
  );

  // A late state: Masthead still thinks it pending.
  await db.updateTable('payments').set({ status: 'pending' }).execute();
  const behind = (await reconcile()).json().findings;
  assert.deepEqual(
    behind.map((f: { kind: string; was: string | null; now: string }) => [f.kind, f.was, f.now]),
    [['behind', 'pending', 'successful']],
  );
  assert.deepEqual((await reconcile()).json(), { findings: [] }, 'a second run changes nothing');
  const log = await db
    .selectFrom('payment_reconciliations')
    .select('findings')
    .where('contact_id', '=', member.id)
    .execute();
  assert.equal(log.length, 2, 'each run that fixed something is kept with the contact');

  assert.equal((await asMember('POST', `contact/${member.id}/contribution/reconcile`)).statusCode, 403);
});
