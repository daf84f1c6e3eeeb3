import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { ContributionInfo } from '@masthead/core';
import { callerAs, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { createPaymentEvents } from './payment-events.ts';
import { createDemoProvider } from './providers/demo/index.ts';

const site = 'http://app.example';
const card = { amount: 15, period: 'monthly', payFee: true, paymentMethod: 's_card' } as const;

/**
 * A server without provider keys (the demo provider) on a clock the test
 * moves, and a reader who becomes a member. `renew(at)` is the demo
 * provider's hourly renewal run at that moment.
 */
async function restartKit(t: TestContext) {
  let clock = new Date('2026-12-01T09:00:00.000Z');
  const now = () => clock;
  const { app, database } = await build(t, { now });
  await createContentRepository({ db: database.db }).patch('general', { siteUrl: site });
  const reader = await createTestContact(database, { roles: [] });
  let call: ReturnType<typeof callerAs> | null = null;
  const api = async (method: string, url: string, payload?: object) => {
    // Logged in again whenever the clock moves, so a session's idle end never gets in the way.
    call ??= callerAs(app, (await loginAs(app, reader)).cookie, site);
    const res = await call(method, url, payload);
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as ContributionInfo;
  };
  const setClock = (iso: string) => {
    clock = new Date(iso);
    call = null;
  };
  /** Starts (or restarts) through the demo checkout and completes the flow, as the member would. */
  const contribute = async (body: object): Promise<ContributionInfo> => {
    const start = (await api('POST', 'contact/me/contribution', {
      ...body,
      completeUrl: '/profile/contribution/complete',
    })) as unknown as { paymentFlowId: string; redirectUrl: string };
    const id = /\/demo-checkout\/([^/?]+)/.exec(start.redirectUrl)?.[1];
    const paid = await app.inject({
      method: 'POST',
      url: `/api/1.0/demo-checkout/${id}`,
      payload: { outcome: 'succeed' },
    });
    assert.equal(paid.statusCode, 200, paid.body);
    return api('POST', 'contact/me/contribution/complete', { paymentFlowId: start.paymentFlowId });
  };
  /** What the provider charged, oldest first: amount and charge date. */
  const charged = async () =>
    (
      await database.db
        .selectFrom('demo_payments')
        .select(['amount_cents', 'charge_date'])
        .orderBy('created_at')
        .orderBy('charge_date')
        .execute()
    ).map((p) => [p.amount_cents / 100, p.charge_date.toISOString()] as const);
  const renewals = createDemoProvider({
    db: database.db,
    now,
    deliver: (events) => createPaymentEvents({ db: database.db }).apply(events),
  });
  const renew = async (iso: string) => {
    setClock(iso);
    await renewals.simulate.renew(clock);
  };
  return { api, contribute, charged, renew, setClock };
}

/** A monthly £15 + fee by card from 1 December 2026 09:00, cancelled that day: paid until 1 January 2027 09:00. */
async function cancelledMember(t: TestContext) {
  const kit = await restartKit(t);
  const first = await kit.contribute(card);
  assert.equal(first.renewalDate, '2027-01-01T09:00:00.000Z');
  const cancelled = await kit.api('POST', 'contact/me/contribution/cancel');
  assert.equal(cancelled.membershipExpiryDate, '2027-01-01T09:00:00.000Z');
  assert.deepEqual(await kit.charged(), [[15.43, '2026-12-01T09:00:00.000Z']]);
  return kit;
}

test('a member who cancelled and restarts inside the paid month pays nothing today, and first on the renewal date', async (t) => {
  const kit = await cancelledMember(t);
  kit.setClock('2026-12-01T12:00:00.000Z');
  const restarted = await kit.contribute(card);
  assert.deepEqual(await kit.charged(), [[15.43, '2026-12-01T09:00:00.000Z']], 'December is not charged twice');
  assert.deepEqual(
    {
      type: restarted.type,
      amount: restarted.amount,
      cancellationDate: restarted.cancellationDate,
      renewalDate: restarted.renewalDate,
      membershipStatus: restarted.membershipStatus,
      membershipExpiryDate: restarted.membershipExpiryDate,
    },
    {
      type: 'Automatic',
      amount: 15,
      cancellationDate: null,
      renewalDate: '2027-01-01T09:00:00.000Z',
      membershipStatus: 'active',
      membershipExpiryDate: '2027-01-08T09:00:00.000Z',
    },
    'it renews where the paid month ends, with the grace after it',
  );

  await kit.renew('2027-01-01T09:00:00.000Z');
  assert.deepEqual((await kit.charged()).slice(1), [[15.43, '2027-01-01T09:00:00.000Z']], 'January, once');
  const renewed = await kit.api('GET', 'contact/me/contribution');
  assert.equal(renewed.renewalDate, '2027-02-01T09:00:00.000Z');
  assert.equal(renewed.membershipExpiryDate, '2027-02-08T09:00:00.000Z');
});

test('a restart with another amount, period or method pays nothing until the paid month ends, then the new charge', async (t) => {
  const rows: [string, object, number, string][] = [
    ['a higher amount', { ...card, amount: 20 }, 20.5, '2027-02-01T09:00:00.000Z'],
    ['a lower amount without the fee', { ...card, amount: 5, payFee: false }, 5, '2027-02-01T09:00:00.000Z'],
    ['annual', { amount: 120, period: 'annually', paymentMethod: 's_card' }, 120, '2028-01-01T09:00:00.000Z'],
    ['by direct debit', { ...card, paymentMethod: 'gc_direct-debit' }, 15.35, '2027-02-01T09:00:00.000Z'],
  ];
  for (const [name, body, each, after] of rows) {
    await t.test(name, async (t) => {
      const kit = await cancelledMember(t);
      kit.setClock('2026-12-15T09:00:00.000Z');
      const restarted = await kit.contribute(body);
      assert.equal((await kit.charged()).length, 1, `${name}: nothing today`);
      assert.equal(restarted.renewalDate, '2027-01-01T09:00:00.000Z', `${name}: the first payment's date`);
      await kit.renew('2027-01-01T09:00:00.000Z');
      assert.deepEqual((await kit.charged()).slice(1), [[each, '2027-01-01T09:00:00.000Z']], name);
      assert.equal((await kit.api('GET', 'contact/me/contribution')).renewalDate, after, `${name}: the next renewal`);
    });
  }
});

test('at the renewal boundary: the day before pays nothing today; on the expiry day and after it, the restart pays at once', async (t) => {
  const rows: [string, string, boolean, string][] = [
    ['the last minute of the day before', '2026-12-31T23:59:00.000Z', false, '2027-01-01T09:00:00.000Z'],
    ['the expiry day, before its hour', '2027-01-01T08:00:00.000Z', true, '2027-02-01T08:00:00.000Z'],
    ['the expiry day, after its hour', '2027-01-01T10:00:00.000Z', true, '2027-02-01T10:00:00.000Z'],
    ['the day after', '2027-01-02T09:00:00.000Z', true, '2027-02-02T09:00:00.000Z'],
  ];
  for (const [name, at, paysToday, renewal] of rows) {
    await t.test(name, async (t) => {
      const kit = await cancelledMember(t);
      kit.setClock(at);
      const restarted = await kit.contribute(card);
      const today = paysToday ? [[15.43, at]] : [];
      assert.deepEqual((await kit.charged()).slice(1), today, `${name}: charged today`);
      assert.equal(restarted.renewalDate, renewal, `${name}: the renewal`);
      assert.equal(restarted.membershipStatus, 'active');
    });
  }
});

test('an annual contributor who cancelled restarts monthly: the first month is charged when the paid year ends', async (t) => {
  const kit = await restartKit(t);
  await kit.contribute({ amount: 120, period: 'annually', paymentMethod: 's_card' });
  await kit.api('POST', 'contact/me/contribution/cancel');
  kit.setClock('2027-06-01T09:00:00.000Z');
  const monthly = await kit.contribute({ ...card, amount: 10 });
  assert.deepEqual(await kit.charged(), [[120, '2026-12-01T09:00:00.000Z']]);
  assert.equal(monthly.period, 'monthly');
  assert.equal(monthly.renewalDate, '2027-12-01T09:00:00.000Z');
});

test('a switch to annual waits for the renewal and says its period: nextAmount per year, applied on the renewal date', async (t) => {
  const kit = await restartKit(t);
  await kit.contribute(card);
  kit.setClock('2026-12-10T09:00:00.000Z');
  const changed = await kit.api('PATCH', 'contact/me/contribution', { amount: 120, period: 'annually' });
  assert.deepEqual(
    [changed.amount, changed.period, changed.nextAmount, changed.nextPeriod, changed.renewalDate],
    [15, 'monthly', 120, 'annually', '2027-01-01T09:00:00.000Z'],
  );
  assert.equal((await kit.charged()).length, 1, 'nothing today');
  await kit.renew('2027-01-01T09:00:00.000Z');
  assert.deepEqual((await kit.charged()).slice(1), [[120, '2027-01-01T09:00:00.000Z']]);
  const renewed = await kit.api('GET', 'contact/me/contribution');
  assert.deepEqual(
    [renewed.amount, renewed.period, renewed.nextAmount, renewed.nextPeriod, renewed.renewalDate],
    [120, 'annually', null, null, '2028-01-01T09:00:00.000Z'],
  );

  // A lower monthly amount keeps its period.
  const lower = await restartKit(t);
  await lower.contribute(card);
  const less = await lower.api('PATCH', 'contact/me/contribution', { amount: 10, period: 'monthly' });
  assert.deepEqual([less.nextAmount, less.nextPeriod], [10, 'monthly']);
});
