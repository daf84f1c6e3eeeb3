import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createContactRepository } from '../contacts/contact-repository.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { createContributionRepository } from './contribution-repository.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { createTestContact } from '../test-accounts.ts';
import { createTestDatabase, defer } from '../test-helper.ts';
import { createContributionService } from './contribution-service.ts';
import { createPaymentEvents } from './payment-events.ts';
import { createDemoProvider } from './providers/demo/create-demo-provider.ts';
import type { ProviderEvent } from './providers/index.ts';

const now = new Date('2026-03-15T10:00:00.000Z');

test('a first payment reported before its contribution is stored becomes the member’s, with the membership it pays for', async (t) => {
  const database = await createTestDatabase(t);
  const { db } = database;
  const events = createPaymentEvents({ db });
  const held: ProviderEvent[] = [];
  const demo = createDemoProvider({ db, now: () => now, deliver: async (delivered) => void held.push(...delivered) });
  defer(t, () => demo.idle());
  // The webhook overtakes the store: the provider's first payment is applied before createContribution answers.
  const overtaking = {
    ...demo,
    async createContribution(input: Parameters<typeof demo.createContribution>[0]) {
      const subscription = await demo.createContribution(input);
      await demo.idle();
      await events.apply(held.splice(0));
      return subscription;
    },
  };
  const service = createContributionService({
    contacts: createContactRepository({ db }),
    contributions: createContributionRepository({ db }),
    payments: createPaymentRepository({ db }),
    content: createContentRepository({ db }),
    providerFor: () => overtaking,
    paymentEvents: events,
    emails: { cancelled: async () => {} },
    log: { warn: () => {} },
    now: () => now,
  });
  const member = await createTestContact(database, { roles: [] });

  const flow = await service.start(member.id, {
    amount: 6,
    period: 'monthly',
    payFee: false,
    prorate: false,
    paymentMethod: 's_card',
    completeUrl: '/profile/contribution/complete',
  });
  const checkoutId = /\/demo-checkout\/([^/?]+)/.exec(flow.redirectUrl ?? '')?.[1];
  assert.ok(checkoutId);
  await demo.checkout.decide(checkoutId, 'succeed');
  await service.complete(member.id, flow.paymentFlowId);

  const payments = await db.selectFrom('payments').select(['contact_id', 'status', 'period_end']).execute();
  assert.equal(payments.length, 1, 'the first payment was reported before the contribution was stored');
  assert.deepEqual(
    payments.map((p) => ({ contact: p.contact_id, status: p.status })),
    [{ contact: member.id, status: 'successful' }],
  );
  const role = await db
    .selectFrom('contact_roles')
    .select('date_expires')
    .where('contact_id', '=', member.id)
    .where('role', '=', 'member')
    .executeTakeFirstOrThrow();
  assert.ok(role.date_expires && payments[0]!.period_end && role.date_expires >= payments[0]!.period_end);
  // Claiming again, or a redelivery of the same event, changes nothing.
  const before = await db.selectFrom('payments').selectAll().execute();
  const contribution = await db
    .selectFrom('contributions')
    .select(['provider', 'subscription_id'])
    .executeTakeFirstOrThrow();
  assert.ok(contribution.provider && contribution.subscription_id);
  await events.claim(contribution.provider, contribution.subscription_id);
  assert.deepEqual(await db.selectFrom('payments').selectAll().execute(), before);
});
