import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import type { ClientErrorReport } from '@masthead/core';
import { createTestDatabase } from '../test-helper.ts';
import type { ClientErrorCaps } from './client-error-caps.ts';
import { createClientErrorRepository } from './client-error-repository.ts';

const start = Date.parse('2025-03-01T10:00:00.000Z');
const minutes = (n: number) => new Date(start + n * 60_000);
const report = (message: string): ClientErrorReport => ({
  source: 'widget',
  message,
  url: 'https://news.example.org/story',
  breadcrumbs: [],
});

/** A repository with small caps, how many rows it holds, and its groups' counts by message. */
async function capped(t: Parameters<typeof createTestDatabase>[0], caps: Partial<ClientErrorCaps> = {}) {
  const database = await createTestDatabase(t);
  const reports = createClientErrorRepository({
    db: database.db,
    caps: { perMessagePerHour: 2, perHour: 4, total: 6, ...caps },
  });
  const stored = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from client_errors`.execute(database.db)).rows[0]!.n;
  const counts = async () =>
    Object.fromEntries((await reports.groups({ limit: 50, offset: 0 })).items.map((g) => [g.message, g.count]));
  return { reports, stored, counts };
}

test('stores the first reports of a message in the hour, and only counts the rest on the newest', async (t) => {
  const { reports, stored, counts } = await capped(t);
  const kept: (string | null)[] = [];
  for (let i = 0; i < 5; i++) kept.push((await reports.record(report('A broke'), minutes(i)))?.id ?? null);
  assert.equal(kept.filter(Boolean).length, 2);
  assert.deepEqual(kept.slice(2), [null, null, null]);
  assert.equal(await stored(), 2);
  const [group] = (await reports.groups({ limit: 10, offset: 0 })).items;
  assert.equal(group!.count, 5);
  assert.equal(group!.firstSeen, minutes(0).toISOString());
  assert.equal(group!.lastSeen, minutes(4).toISOString());
  assert.equal(group!.latest.id, kept[1]);
  // An hour after the first two, the message has room again.
  assert.ok(await reports.record(report('A broke'), minutes(61)));
  assert.deepEqual(await counts(), { 'A broke': 6 });
});

test('over the hourly ceiling, counts a known message on its group and a new one in the hour', async (t) => {
  const { reports, stored, counts } = await capped(t);
  for (const message of ['A', 'B', 'C', 'D']) assert.ok(await reports.record(report(message), minutes(1)));
  assert.equal(await reports.record(report('E'), minutes(2)), null);
  assert.equal(await reports.record(report('A'), minutes(3)), null);
  assert.equal(await stored(), 4);
  assert.deepEqual(await counts(), { A: 2, B: 1, C: 1, D: 1 });
  assert.equal(await reports.overflowSince(minutes(0)), 1);
  assert.equal(await reports.overflowSince(minutes(60)), 0);
  // The next hour has room for the new message.
  assert.ok(await reports.record(report('E'), minutes(62)));
  assert.equal((await counts()).E, 1);
});

test('beyond the total, the least recently seen reports go', async (t) => {
  const { reports, stored, counts } = await capped(t, { perMessagePerHour: 1, total: 3 });
  await reports.record(report('A'), minutes(0));
  await reports.record(report('B'), minutes(1));
  // Counted on A's row: A is now seen after B.
  assert.equal(await reports.record(report('A'), minutes(2)), null);
  await reports.record(report('C'), minutes(3));
  assert.equal(await stored(), 3);
  assert.ok(await reports.record(report('D'), minutes(4)));
  assert.equal(await stored(), 3);
  assert.deepEqual(await counts(), { D: 1, C: 1, A: 2 });
});

test('the nightly prune goes by when a report was last seen, and takes the hours counted before', async (t) => {
  const { reports, counts } = await capped(t, { perHour: 1 });
  await reports.record(report('A'), minutes(0));
  assert.equal(await reports.record(report('Z'), minutes(5)), null);
  await reports.record(report('C'), minutes(100));
  await reports.record(report('B'), minutes(1990));
  // The hour is full: counted on A's row, made long before.
  assert.equal(await reports.record(report('A'), minutes(2000)), null);
  assert.equal(await reports.removeOlderThan(minutes(1000)), 1);
  assert.deepEqual(await counts(), { A: 2, B: 1 });
  assert.equal(await reports.overflowSince(new Date(0)), 0);
});
