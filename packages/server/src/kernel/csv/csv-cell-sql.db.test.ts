import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { build } from '../../test-helper.ts';
import { csvCell } from './csv-line.ts';

// The contacts export has the database write its lines (masthead_csv_cell, migrations 0028 and 0035):
// every cell must come out exactly as csvCell writes it, formula guard and quoting alike.
const hard = [
  'plain',
  '',
  '=SUM(A1:A9)',
  '+49 30 1234',
  '-1',
  '-0.1278',
  '-1+1',
  '-1e3',
  '-',
  '@cmd',
  '\tTab',
  '\rReturn',
  'a, b',
  'say "hi"',
  'two\nlines',
  'cr\r\nlf',
  '=HYPERLINK("x")',
  '="a,b"',
  ' =not at the start',
  "'already",
  'Ünïcödé, ✓',
  'back\\slash',
  // Separators and whitespace before a trigger, and the full-width triggers (Excel folds them).
  ';=1+1',
  ',=1',
  ';;=1',
  '; ,=1',
  ' =1',
  '  +1',
  '\t=1',
  '\r=1',
  '\n=1',
  '\u00a0=1',
  '\u3000＝1',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(A1)',
  '；＝1',
  '，@x',
  ' -1',
  '-1;',
  'a;=1',
  'a; b',
  ';',
  ' ',
  'a =1',
  ';x',
];

test('masthead_csv_cell writes every cell exactly as csvCell does, and null as an empty cell', async (t) => {
  const { database } = await build(t);
  for (const value of hard) {
    const { rows } = await sql<{ cell: string }>`select masthead_csv_cell(${value}) as cell`.execute(database.db);
    assert.equal(rows[0]?.cell, csvCell(value), JSON.stringify(value));
  }
  const { rows } = await sql<{ cell: string }>`select masthead_csv_cell(null) as cell`.execute(database.db);
  assert.equal(rows[0]?.cell, '');
});
