import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createContactRepository } from '../../../contacts/contact-repository.ts';
import type { PaymentEvent, ProviderEvent } from '../provider-events.ts';
import { createDemoProvider } from './create-demo-provider.ts';
import { contributor, demoKit, paidFlow } from './demo-test-kit.ts';

const at = (iso: string) => new Date(iso);
const summary = (events: ProviderEvent[]) =>
  events.map((e) => {
    const p = e as PaymentEvent;
    return [p.subscriptionId, p.amount, p.status, p.chargeDate.toISOString(), p.periodEnd?.toISOString()];
  });

test('renew charges every subscription whose renewal date has passed, on that date, and nothing twice', async (t) => {
  const { provider, delivered } = await demoKit(t);
  const mo = await contributor(provider, { flowId: 'mo', amount: 5 });
  const ada = await contributor(provider, { flowId: 'ada', email: 'ada@example.org', amount: 60, period: 'annually' });
  const before = delivered.length;

  assert.deepEqual(await provider.simulate.renew(at('2026-04-15T09:59:59.000Z')), [], 'not due yet');
  const april = await provider.simulate.renew(at('2026-04-20T00:00:00.000Z'));
  assert.deepEqual(summary(april), [
    [mo.subscriptionId, 5, 'successful', '2026-04-15T10:00:00.000Z', '2026-05-15T10:00:00.000Z'],
  ]);
  assert.deepEqual(delivered.slice(before), april, 'delivered before renew resolves');
  assert.deepEqual(await provider.simulate.renew(at('2026-04-20T00:00:00.000Z')), [], 'run again: nothing');

  // Months later: each missed month is charged, and the annual one once.
  const next = await provider.simulate.renew(at('2027-03-16T00:00:00.000Z'));
  const months = summary(next).filter(([id]) => id === mo.subscriptionId);
  assert.equal(months.length, 11, 'May 2026 to March 2027');
  assert.deepEqual(months.at(-1), [
    mo.subscriptionId,
    5,
    'successful',
    '2027-03-15T10:00:00.000Z',
    '2027-04-15T10:00:00.000Z',
  ]);
  assert.deepEqual(
    summary(next).filter(([id]) => id === ada.subscriptionId),
    [[ada.subscriptionId, 60, 'successful', '2027-03-15T10:00:00.000Z', '2028-03-15T10:00:00.000Z']],
  );
  assert.deepEqual(
    (await provider.listPayments({ customerId: mo.customerId })).map((p) => p.chargeDate.toISOString()).slice(0, 2),
    ['2027-03-15T10:00:00.000Z', '2027-02-15T10:00:00.000Z'],
  );
});

test('fail makes the member’s next charge fail now, once; later renewals wait until retry pays it', async (t) => {
  const { provider, delivered } = await demoKit(t);
  const mo = await contributor(provider, { flowId: 'mo', email: 'Mo@Example.org' });
  const other = await contributor(provider, { flowId: 'other', email: 'other@example.org' });

  const failed = await provider.simulate.fail({ contactEmail: 'mo@example.org' }, at('2026-04-10T12:00:00.000Z'));
  assert.deepEqual(failed.customerIds, [mo.customerId]);
  assert.deepEqual(summary(failed.events), [
    [mo.subscriptionId, 5, 'failed', '2026-04-10T12:00:00.000Z', '2026-05-15T10:00:00.000Z'],
  ]);
  assert.deepEqual(delivered.slice(-1), failed.events);
  const again = await provider.simulate.fail({ contactEmail: 'mo@example.org' }, at('2026-04-10T12:00:00.000Z'));
  assert.deepEqual(again, { customerIds: [mo.customerId], events: [] }, 'run twice: one failure');

  // The renewal date comes: the other member is charged, Mo's failed renewal is not tried again.
  assert.deepEqual(summary(await provider.simulate.renew(at('2026-04-16T00:00:00.000Z'))), [
    [other.subscriptionId, 5, 'successful', '2026-04-15T10:00:00.000Z', '2026-05-15T10:00:00.000Z'],
  ]);

  const retried = await provider.simulate.retry({ customerId: mo.customerId }, at('2026-04-18T08:00:00.000Z'));
  const [paid] = retried.events as PaymentEvent[];
  assert.equal(paid?.providerPaymentId, (failed.events[0] as PaymentEvent).providerPaymentId, 'the same payment, paid');
  assert.deepEqual(summary(retried.events), [
    [mo.subscriptionId, 5, 'successful', '2026-04-18T08:00:00.000Z', '2026-05-15T10:00:00.000Z'],
  ]);
  assert.deepEqual(
    (await provider.simulate.retry({ customerId: mo.customerId }, at('2026-04-18T08:00:00.000Z'))).events,
    [],
  );

  // Paid up to 15 May: the next renewal is then, and succeeds.
  // Due at the same moment, the two are charged in no particular order.
  const may = summary(await provider.simulate.renew(at('2026-05-15T10:00:00.000Z')));
  assert.deepEqual(
    may.sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    [
      [mo.subscriptionId, 5, 'successful', '2026-05-15T10:00:00.000Z', '2026-06-15T10:00:00.000Z'],
      [other.subscriptionId, 5, 'successful', '2026-05-15T10:00:00.000Z', '2026-06-15T10:00:00.000Z'],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  );
});

test('fail tries the next renewal once, not again when it is due; a new contribution on a declining method fails', async (t) => {
  const { provider, delivered } = await demoKit(t);
  const mo = await contributor(provider, { flowId: 'mo' });
  await provider.simulate.renew(at('2026-04-15T10:00:00.000Z'));
  await provider.simulate.fail({ customerId: mo.customerId }, at('2026-04-20T00:00:00.000Z'));
  const may = await provider.simulate.renew(at('2026-05-16T00:00:00.000Z'));
  assert.deepEqual(summary(may), [], 'the failed May charge (tried on fail) is not repeated');

  // Mo cancels and starts again with the same, still declining, method.
  await provider.cancelContribution({ subscriptionId: mo.subscriptionId });
  const restart = await provider.createContribution({ flowId: 'restart', ...mo, amount: 6, period: 'monthly' });
  await provider.idle();
  assert.deepEqual(summary(delivered.slice(-1)), [
    [restart.subscriptionId, 6, 'failed', '2026-03-15T10:00:00.000Z', '2026-04-15T10:00:00.000Z'],
  ]);
  assert.deepEqual(restart.renewalDate, at('2026-03-15T10:00:00.000Z'), 'still due: nothing was paid');
  const retried = await provider.simulate.retry({ customerId: mo.customerId }, at('2026-05-16T00:00:00.000Z'));
  assert.deepEqual(
    summary(retried.events),
    [[restart.subscriptionId, 6, 'successful', '2026-05-16T00:00:00.000Z', '2026-04-15T10:00:00.000Z']],
    'the cancelled subscription’s failure is left alone',
  );

  assert.deepEqual(
    await provider.simulate.fail({ contactEmail: 'nobody@example.org' }, at('2026-05-16T00:00:00.000Z')),
    {
      customerIds: [],
      events: [],
    },
  );
  assert.deepEqual(await provider.simulate.retry({ customerId: 'demo_cus_unknown' }, at('2026-05-16T00:00:00.000Z')), {
    customerIds: [],
    events: [],
  });
});

test('fail finds a member by their contact’s email when it changed since the checkout', async (t) => {
  const { provider, database } = await demoKit(t);
  const contact = await createContactRepository({ db: database.db }).create({
    email: 'now@example.org',
    firstname: 'Mo',
    lastname: 'Member',
    passwordHash: null,
    roles: ['member'],
    mfaSecret: null,
  });
  const done = await paidFlow(provider, { flowId: 'mo', email: 'then@example.org' });
  const sub = await provider.createContribution({
    flowId: 'mo',
    ...done,
    amount: 5,
    period: 'monthly',
    contactId: contact.id,
  });
  const failed = await provider.simulate.fail({ contactEmail: 'NOW@example.org' }, at('2026-03-20T00:00:00.000Z'));
  assert.deepEqual(failed.customerIds, [done.customerId]);
  assert.deepEqual(summary(failed.events), [
    [sub.subscriptionId, 5, 'failed', '2026-03-20T00:00:00.000Z', '2026-05-15T10:00:00.000Z'],
  ]);
});

test('two app servers on one database agree, and renewing on both at once charges once', async (t) => {
  const kit = await demoKit(t);
  const other = kit.second();
  const started = await kit.provider.startFlow({
    flowId: 'join',
    method: 's_card',
    completeUrl: 'http://localhost:3000/join/complete',
    email: 'mo@example.org',
  });
  await other.provider.checkout.decide(started.providerFlowId, 'succeed');
  const done = await other.provider.completeFlow({ flowId: 'join', providerFlowId: started.providerFlowId });
  assert.deepEqual(await kit.provider.completeFlow({ flowId: 'join', providerFlowId: started.providerFlowId }), done);
  const input = { flowId: 'join', ...done, amount: 7, period: 'monthly' as const };
  const [a, b] = await Promise.all([kit.provider.createContribution(input), other.provider.createContribution(input)]);
  assert.deepEqual(a, b);

  const renewals = await Promise.all([
    kit.provider.simulate.renew(at('2026-04-16T00:00:00.000Z')),
    other.provider.simulate.renew(at('2026-04-16T00:00:00.000Z')),
  ]);
  assert.equal(renewals.flat().length, 1, 'one renewal between them');
  const all = await kit.provider.listPayments({ customerId: done.customerId });
  assert.deepEqual(
    all.map((p) => [p.amount, p.chargeDate.toISOString()]),
    [
      [7, '2026-04-15T10:00:00.000Z'],
      [7, '2026-03-15T10:00:00.000Z'],
    ],
  );
  assert.deepEqual(await other.provider.listPayments({ customerId: done.customerId }), all);
});

test('events a failed delivery left behind go with the next delivery, and renew reports the failure', async (t) => {
  const { database } = await demoKit(t);
  let down = true;
  const received: ProviderEvent[] = [];
  const errors: unknown[] = [];
  const provider = createDemoProvider({
    db: database.db,
    now: () => at('2026-03-15T10:00:00.000Z'),
    deliver: async (events) => {
      if (down) throw new Error('Masthead is down');
      received.push(...events);
    },
    onDeliveryError: (error) => errors.push(error),
  });
  const mo = await contributor(provider, { flowId: 'mo' });
  assert.equal((errors[0] as Error | undefined)?.message, 'Masthead is down');
  await assert.rejects(provider.simulate.renew(at('2026-04-16T00:00:00.000Z')), /Masthead is down/);
  down = false;
  assert.deepEqual(await provider.simulate.renew(at('2026-04-16T00:00:00.000Z')), [], 'nothing new to charge');
  assert.deepEqual(summary(received), [
    [mo.subscriptionId, 5, 'successful', '2026-03-15T10:00:00.000Z', '2026-04-15T10:00:00.000Z'],
    [mo.subscriptionId, 5, 'successful', '2026-04-15T10:00:00.000Z', '2026-05-15T10:00:00.000Z'],
  ]);
});
