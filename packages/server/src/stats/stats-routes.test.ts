import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createContributionRepository } from '../payments/contribution-repository.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

test('stats: joins, the average monthly contribution of joiners, revenue, responses, per day and by where members joined', async (t) => {
  const { app, database } = await build(t);
  const { db } = database;
  const admin = await createTestContact(database, { roles: ['admin'] });
  const joined = async (email: string, on: string, source: object | null = null) => {
    const contact = await createTestContact(database, { email });
    await db
      .updateTable('contacts')
      .set({ joined: day(on), join_source: source ? JSON.stringify(source) : null })
      .where('id', '=', contact.id)
      .execute();
    return contact;
  };
  const rivers = { pageUrl: 'https://news.example/rivers', pageTitle: 'Who owns the rivers?' };
  const ana = await joined('ana@example.org', '2026-11-02', { ...rivers, calloutSlug: 'river-watch' });
  const ben = await joined('ben@example.org', '2026-11-02', rivers);
  await joined('cai@example.org', '2026-11-04', { pageUrl: 'https://news.example/rent', pageTitle: 'Rent' });
  await joined('early@example.org', '2026-10-20', rivers);
  const contributions = createContributionRepository({ db });
  await contributions.save(ana.id, { type: 'Manual', amount_cents: 600, period: 'monthly' });
  await contributions.save(ben.id, { type: 'Manual', amount_cents: 12000, period: 'annually' });
  const payment = (id: string, cents: number, status: 'successful' | 'failed', on: string) =>
    db
      .insertInto('payments')
      .values({
        contact_id: ana.id,
        provider: 'demo',
        provider_payment_id: id,
        amount_cents: cents,
        status,
        charge_date: day(on),
      })
      .execute();
  await payment('p1', 600, 'successful', '2026-11-02');
  await payment('p2', 1250, 'successful', '2026-11-03');
  await payment('p3', 600, 'failed', '2026-11-03');
  await payment('p4', 999, 'successful', '2026-10-30');
  const { cookie } = await loginAs(app, admin);
  const made = await app.inject(
    as(cookie, {
      method: 'POST',
      url: '/api/1.0/callout',
      payload: { slug: 'river-watch', variants: { default: { title: 'River watch' } } },
    }),
  );
  await db
    .insertInto('callout_responses')
    .values({ callout_id: made.json().id, number: 1, contact_id: ana.id, answers: '{}', created_at: day('2026-11-03') })
    .execute();

  const res = await app.inject(
    as(cookie, { method: 'GET', url: '/api/1.0/stats?from=2026-11-01T00:00:00.000Z&to=2026-11-05T00:00:00.000Z' }),
  );
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), {
    from: '2026-11-01T00:00:00.000Z',
    to: '2026-11-05T00:00:00.000Z',
    newContacts: 3,
    // £6 a month and £120 a year (£10 a month): £8 a month on average.
    averageContribution: 8,
    totalRevenue: 18.5,
    newResponses: 1,
    days: [
      { day: '2026-11-01', newContacts: 0, revenue: 0, newResponses: 0 },
      { day: '2026-11-02', newContacts: 2, revenue: 6, newResponses: 0 },
      { day: '2026-11-03', newContacts: 0, revenue: 12.5, newResponses: 1 },
      { day: '2026-11-04', newContacts: 1, revenue: 0, newResponses: 0 },
    ],
    joinsByPage: [
      { pageUrl: 'https://news.example/rivers', pageTitle: 'Who owns the rivers?', joins: 2 },
      { pageUrl: 'https://news.example/rent', pageTitle: 'Rent', joins: 1 },
    ],
    joinsByCallout: [{ calloutSlug: 'river-watch', joins: 1 }],
  });
});

test('stats: the last 30 days by default; a reversed or over-long range is a 422; admins only', async (t) => {
  const { app, database } = await build(t);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, admin);
  const get = (query: string, who = cookie) => app.inject(as(who, { method: 'GET', url: `/api/1.0/stats${query}` }));
  const recent = await get('');
  assert.equal(recent.statusCode, 200);
  assert.ok(recent.json().days.length >= 30 && recent.json().days.length <= 31);
  assert.equal(recent.json().newContacts, 2, 'the admin and the member joined just now');
  const reversed = await get('?from=2026-11-05T00:00:00.000Z&to=2026-11-01T00:00:00.000Z');
  assert.equal(reversed.statusCode, 422);
  assert.equal(reversed.json().errors[0].field, 'to');
  const long = await get('?from=2020-01-01T00:00:00.000Z&to=2026-01-01T00:00:00.000Z');
  assert.equal(long.statusCode, 422);
  assert.equal(long.json().errors[0].field, 'from');
  const unreadable = await get('?from=yesterday');
  assert.equal(unreadable.statusCode, 422);
  assert.equal(unreadable.json().errors[0].field, 'from');
  assert.equal((await get('', (await loginAs(app, member)).cookie)).statusCode, 403);
  assert.equal((await app.inject({ method: 'GET', url: '/api/1.0/stats' })).statusCode, 401);
});
