import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromDateOnly, fromUnixSeconds, toDateOnly, toUnixSeconds } from './provider-dates.ts';

test('provider dates convert both ways', () => {
  assert.equal(toDateOnly(fromDateOnly('2026-05-01')), '2026-05-01');
  assert.equal(toDateOnly(new Date('2026-05-01T23:59:59Z')), '2026-05-01');
  assert.equal(toUnixSeconds(fromUnixSeconds(1_773_144_000)), 1_773_144_000);
  assert.equal(toUnixSeconds(new Date(1_000_500)), 1001, 'rounded up, so a start is never before the date asked');
});
