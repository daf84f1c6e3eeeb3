import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ContactImportField } from '@masthead/core';
import { cellList, readRow, type RowContext } from './import-row.ts';

const plain: RowContext = { rowsAreSubscribed: false, paymentProvider: null, defused: false };
/** One row of a file with these columns: `[field, cell]` pairs. */
const read = (pairs: [ContactImportField, string][], context = plain) =>
  readRow(
    pairs.map(([field]) => field),
    pairs.map(([field]) => `col ${field}`),
    { line: 7, cells: pairs.map(([, cell]) => cell) },
    context,
  );
const row = (pairs: [ContactImportField, string][], context = plain) => {
  const result = read(pairs, context);
  if (!('row' in result)) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result.row;
};

test('a full name is split at its last space; an email is matched lowercased and kept as written', () => {
  const rows: [string, string | undefined, string | undefined][] = [
    ['Ann Lee', 'Ann', 'Lee'],
    ['Mary Ann van Dyke', 'Mary Ann van', 'Dyke'],
    ['Prince', 'Prince', undefined],
    ['  Ann   Lee ', 'Ann', 'Lee'],
  ];
  for (const [name, firstname, lastname] of rows) {
    const got = row([
      ['email', ' Ann@Example.ORG '],
      ['name', name],
    ]);
    assert.deepEqual([got.firstname, got.lastname], [firstname, lastname], name);
    assert.equal(got.email, 'Ann@Example.ORG');
    assert.equal(got.key, 'ann@example.org');
  }
});

test('refuses a row without a valid email, or deleted where it comes from, naming the column', () => {
  const rows: [[ContactImportField, string][], unknown][] = [
    [[['email', '']], { refused: 'invalid-email', field: null }],
    [[['email', 'not an email']], { refused: 'invalid-email', field: 'col email' }],
    [
      [
        ['email', 'a@b.org'],
        ['deleted', '2024-01-01'],
      ],
      { refused: 'deleted', field: 'col deleted' },
    ],
    [
      [
        ['email', 'a@b.org'],
        ['joined', '01/02/2024'],
      ],
      { refused: 'invalid-value', field: 'col joined' },
    ],
    [
      [
        ['email', 'a@b.org'],
        ['contributionAmount', 'ten'],
      ],
      { refused: 'invalid-value', field: 'col contributionAmount' },
    ],
    [
      [
        ['email', 'a@b.org'],
        ['contributionAmount', '5'],
      ],
      { refused: 'invalid-value', field: 'contributionPeriod' },
    ],
    [
      [
        ['email', 'a@b.org'],
        ['contributionType', 'Manual'],
      ],
      { refused: 'invalid-value', field: 'contributionAmount' },
    ],
    [
      [
        ['email', 'a@b.org'],
        ['contributionType', 'Weekly'],
      ],
      { refused: 'invalid-value', field: 'col contributionType' },
    ],
    [
      [
        ['email', 'a@b.org'],
        ['newsletterStatus', 'maybe'],
      ],
      { refused: 'invalid-value', field: 'col newsletterStatus' },
    ],
    [
      [
        ['email', 'a@b.org'],
        ['customerId', 'cus_1'],
      ],
      { refused: 'invalid-value', field: 'paymentProvider' },
    ],
    [
      [
        ['email', 'a@b.org'],
        ['telephone', '0'.repeat(31)],
      ],
      { refused: 'invalid-value', field: 'col telephone' },
    ],
  ];
  for (const [pairs, expected] of rows) assert.deepEqual(read(pairs), expected, JSON.stringify(pairs));
});

test('reads dates as exports write them, in UTC where no zone is given', () => {
  const rows: [string, string][] = [
    ['2023-01-15', '2023-01-15T00:00:00.000Z'],
    ['2023-01-15 10:22:11', '2023-01-15T10:22:11.000Z'],
    ['2023-01-15T10:22:11.123Z', '2023-01-15T10:22:11.123Z'],
    ['2023-01-15T10:22:11+02:00', '2023-01-15T08:22:11.000Z'],
    ['2023-01-15 10:22', '2023-01-15T10:22:00.000Z'],
  ];
  for (const [cell, iso] of rows) {
    assert.equal(
      row([
        ['email', 'a@b.org'],
        ['joined', cell],
      ]).joined?.toISOString(),
      iso,
      cell,
    );
  }
});

test('newsletter status: cleaned, then unsubscribed, then the status column, then a consent, then the export', () => {
  const rows: [[ContactImportField, string][], RowContext, string | undefined][] = [
    [[], plain, undefined],
    [[], { ...plain, rowsAreSubscribed: true }, 'subscribed'],
    [[['newsletterStatus', 'true']], plain, 'subscribed'],
    [[['newsletterStatus', 'false']], plain, 'unsubscribed'],
    [[['newsletterStatus', 'Cleaned']], plain, 'cleaned'],
    [[['newsletterConsent', '2020-01-01 00:00:00']], plain, 'subscribed'],
    [
      [
        ['newsletterUnsubscribed', '2021-01-01'],
        ['newsletterConsent', '2020-01-01'],
      ],
      plain,
      'unsubscribed',
    ],
    [[['newsletterCleaned', '2021-01-01']], { ...plain, rowsAreSubscribed: true }, 'cleaned'],
  ];
  for (const [pairs, context, expected] of rows) {
    assert.equal(row([['email', 'a@b.org'], ...pairs], context).newsletterStatus, expected, JSON.stringify(pairs));
  }
});

test('a contribution: amounts in units with a dot or comma, the type guessed, a customer id with its provider', () => {
  const got = (pairs: [ContactImportField, string][], context = plain) =>
    row([['email', 'a@b.org'], ...pairs], context).contribution;
  assert.deepEqual(
    got([
      ['contributionAmount', '12,50'],
      ['contributionPeriod', 'Annual'],
    ]),
    {
      ...{ type: 'Manual', amountCents: 1250, period: 'annually', method: null, provider: null, customerId: null },
    },
  );
  assert.deepEqual(
    got(
      [
        ['customerId', 'cus_9'],
        ['contributionAmount', '€5'],
        ['contributionPeriod', 'monthly'],
      ],
      { ...plain, paymentProvider: 'stripe' },
    ),
    {
      ...{
        type: 'Automatic',
        amountCents: 500,
        period: 'monthly',
        method: null,
        provider: 'stripe',
        customerId: 'cus_9',
      },
    },
  );
  assert.deepEqual(
    got([
      ['customerId', 'CU123'],
      ['paymentProvider', 'GoCardless'],
    ]),
    {
      ...{ type: 'None', amountCents: null, period: null, method: null, provider: 'gocardless', customerId: 'CU123' },
    },
  );
  assert.equal(got([]), undefined);
});

test('lists in a cell: commas or semicolons, quoted items unquoted, duplicates once', () => {
  const rows: [string, string[]][] = [
    ['Donor, Volunteer', ['Donor', 'Volunteer']],
    ['Donor; Volunteer;', ['Donor', 'Volunteer']],
    ['"Print edition","Events"', ['Print edition', 'Events']],
    ['a, a', ['a']],
    ['', []],
  ];
  for (const [cell, expected] of rows) assert.deepEqual(cellList(cell), expected, cell);
});

test("Masthead's own CSV: the apostrophe its export puts before a formula-like cell comes off", () => {
  const defused = { ...plain, defused: true };
  assert.equal(
    row(
      [
        ['email', 'a@b.org'],
        ['firstname', "'=Ann"],
      ],
      defused,
    ).firstname,
    '=Ann',
  );
  assert.equal(
    row(
      [
        ['email', 'a@b.org'],
        ['firstname', "'-Bo"],
      ],
      defused,
    ).firstname,
    '-Bo',
  );
  assert.equal(
    row(
      [
        ['email', 'a@b.org'],
        ['firstname', "O'Neil"],
      ],
      defused,
    ).firstname,
    "O'Neil",
  );
  assert.equal(
    row(
      [
        ['email', 'a@b.org'],
        ['firstname', "'Tis"],
      ],
      defused,
    ).firstname,
    "'Tis",
  );
  assert.equal(
    row([
      ['email', 'a@b.org'],
      ['firstname', "'=Ann"],
    ]).firstname,
    "'=Ann",
  );
});

test('membership: dates or a yes; nothing without', () => {
  assert.deepEqual(
    row([
      ['email', 'a@b.org'],
      ['member', 'true'],
    ]).member,
    {},
  );
  assert.equal(
    row([
      ['email', 'a@b.org'],
      ['member', 'false'],
    ]).member,
    undefined,
  );
  assert.deepEqual(
    row([
      ['email', 'a@b.org'],
      ['membershipExpires', '2030-01-01'],
    ]).member,
    {
      expires: new Date('2030-01-01T00:00:00Z'),
    },
  );
});
