import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { createDatabase } from './create-database.ts';
import { parsePgDate } from './pglite-dates.ts';

test('PostgreSQL date texts read back as written, years below 100 included', () => {
  const cases: [string, string][] = [
    ['0050-06-01 00:00:00+00', '0050-06-01T00:00:00.000Z'],
    ['0099-12-31 23:59:59.5+00', '0099-12-31T23:59:59.500Z'],
    ['2026-05-01 10:00:00+02:30', '2026-05-01T07:30:00.000Z'],
    ['2026-05-01 10:00:00', '2026-05-01T10:00:00.000Z'],
    ['0001-01-01', '0001-01-01T00:00:00.000Z'],
  ];
  for (const [text, iso] of cases) assert.equal((parsePgDate(text) as Date).toISOString(), iso, text);
  assert.equal(parsePgDate('infinity'), Number.POSITIVE_INFINITY);
});

test('PGlite gives back a year-50 timestamp as year 50', async (t) => {
  const database = await createDatabase({});
  t.after(() => database.close());
  const { rows } = await sql<{ at: Date }>`select '0050-06-01T00:00:00Z'::timestamptz as at`.execute(database.db);
  assert.equal(rows[0]?.at.toISOString(), '0050-06-01T00:00:00.000Z');
});
