import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formComponents, type FormSchema } from '@masthead/core';
import { createResponseExportRepository, type ResponseExportRepository } from './response-export-repository.ts';
import { exportChunkLength, exportPageSize, responsesCsvStream } from './response-csv.ts';
import { answersFor, responseKit, reviewFormSchema } from './response-test-kit.ts';

/** A small RFC 4180 reader: quoted cells, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  assert.equal(cell + record.join(''), '', 'the file ends with a complete record');
  return records;
}

test('exports a call-out as CSV for admins and its reviewers only', async (t) => {
  const kit = await responseKit(t);
  const url = `/api/1.0/callout/${kit.callout.id}/responses.csv`;
  assert.equal((await kit.call('guest', { method: 'GET', url })).statusCode, 401);
  assert.equal((await kit.call('member', { method: 'GET', url })).statusCode, 403);
  assert.equal((await kit.call('outsider', { method: 'GET', url })).statusCode, 403);
  for (const who of ['reviewer', 'editor', 'admin', 'apiKey'] as const) {
    assert.equal((await kit.call(who, { method: 'GET', url })).statusCode, 200, who);
  }
  const byFormat = `/api/1.0/callout/${kit.callout.id}/responses?format=csv`;
  assert.equal((await kit.call('member', { method: 'GET', url: byFormat })).statusCode, 403);
  const csv = await kit.call('reviewer', { method: 'GET', url: byFormat });
  assert.match(String(csv.headers['content-type']), /^text\/csv/);
  assert.ok(csv.body.startsWith('\uFEFFNumber,'));
});

test('the CSV has a BOM, the fixed columns, one column per component (an address three), flattened and guarded values', async (t) => {
  const kit = await responseKit(t);
  const tag = await kit.createTag(kit.callout.id, 'Follow up');
  const [first] = (await kit.insertResponses(kit.callout.id, [
    {
      answers: answersFor('=cmd|"/c calc"!A1', {
        title: 'Hello, "world"',
        topics: ['housing', 'schools'],
        local: 'yes',
        place: 'Main St 1',
        age: 30,
      }),
      contactId: kit.contacts.member.id,
    },
    {
      answers: answersFor('line one\nline two'),
      guestName: 'Gus Guest',
      guestEmail: 'gus@example.org',
      bucket: 'verified',
    },
  ])) as [string];
  await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout-responses/${first}`,
    payload: { tags: [tag], assigneeId: kit.contacts.reviewer.id },
  });
  const res = await kit.call('reviewer', { method: 'GET', url: `/api/1.0/callout/${kit.callout.slug}/responses.csv` });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
  assert.match(String(res.headers['content-disposition']), /attachment; filename="street-stories-responses.csv"/);
  assert.ok(res.body.startsWith('\uFEFF'));
  const [header, one, two, ...rest] = parseCsv(res.body.slice(1));
  assert.deepEqual(rest, []);
  assert.deepEqual(header, [
    'Number',
    'Created at',
    'Bucket',
    'Name',
    'Email',
    'Tags',
    'Assignee',
    'Title (title)',
    'What happened? (story)',
    'Topics (topics)',
    'Do you live here? (local)',
    'Where? (place)',
    'Where? (place) latitude',
    'Where? (place) longitude',
    'Age (age)',
  ]);
  assert.deepEqual(one?.slice(0, 3), ['1', one?.[1], 'inbox']);
  const [created] = await kit.database.db
    .selectFrom('callout_responses')
    .select('created_at')
    .where('id', '=', first)
    .execute();
  assert.equal(one?.[1], created?.created_at.toISOString(), 'created at as ISO 8601 in UTC, as before');
  assert.deepEqual(one?.slice(3), [
    'Mo Example',
    kit.contacts.member.email,
    'Follow up',
    'Rae Example',
    'Hello, "world"',
    `'=cmd|"/c calc"!A1`,
    'Housing; Schools',
    'Yes',
    'Main St 1',
    '52.5',
    '13.4',
    '30',
  ]);
  assert.deepEqual(two?.slice(2, 8), ['verified', 'Gus Guest', 'gus@example.org', '', '', '']);
  assert.equal(two?.[8], 'line one\nline two');
  assert.deepEqual(two?.slice(11, 14), ['', '', ''], 'no address: empty address, latitude and longitude');
});

test('streams 5,000 responses in keyset pages', async (t) => {
  const kit = await responseKit(t);
  const many = Array.from({ length: 5000 }, (_, i) => ({ answers: answersFor(`Story ${i}`, { title: `T${i}` }) }));
  await kit.insertResponses(kit.callout.id, many);
  const res = await kit.call('admin', { method: 'GET', url: `/api/1.0/callout/${kit.callout.id}/responses.csv` });
  assert.equal(res.statusCode, 200);
  const records = parseCsv(res.body.slice(1));
  assert.equal(records.length, 5001);
  assert.deepEqual(
    records.slice(1).map((r) => Number(r[0])),
    Array.from({ length: 5000 }, (_, i) => i + 1),
  );
  assert.equal(records[5000]?.[7], 'T4999');

  let pages = 0;
  for await (const page of createResponseExportRepository({ db: kit.database.db }).exportPages(
    kit.callout.id,
    exportPageSize,
  )) {
    assert.ok(page.length <= exportPageSize);
    pages += 1;
  }
  assert.equal(pages, Math.ceil(5000 / exportPageSize));
});

test('a server-side cursor reads the same rows as keyset pages, and stopping early frees its connection', async (t) => {
  const kit = await responseKit(t);
  const many = Array.from({ length: 450 }, (_, i) => ({ answers: answersFor(`Story ${i}`, { title: `T${i}` }) }));
  await kit.insertResponses(kit.callout.id, many);
  const keyset = createResponseExportRepository({ db: kit.database.db });
  const cursor = createResponseExportRepository({ db: kit.database.db, cursor: true });
  const read = async (repository: typeof keyset, pageSize: number) => {
    const pages = [];
    for await (const page of repository.exportPages(kit.callout.id, pageSize)) pages.push(page);
    return pages;
  };
  const byCursor = await read(cursor, 100);
  assert.deepEqual(
    byCursor.map((page) => page.length),
    [100, 100, 100, 100, 50],
  );
  assert.deepEqual(byCursor.flat(), (await read(keyset, 100)).flat());
  assert.deepEqual(await read(cursor, 450), [byCursor.flat()], 'a last full page ends the read');

  for await (const page of cursor.exportPages(kit.callout.id, 10)) {
    assert.equal(page.length, 10);
    break;
  }
  // The connection is back and no transaction is left open on it.
  const after = await kit.database.db.selectFrom('callout_responses').select('number').limit(1).execute();
  assert.equal(after.length, 1);
});

test('the export reads the next page only when the reader has taken the last, a few K at a time, and lets go of each page', async () => {
  // A repository of 20 full pages, made only when asked for: what is read shows how far the export ran ahead.
  const pageCount = 20;
  const pages: { number: number; fixedCells: string; answers: string }[][] = [];
  const exports: ResponseExportRepository = {
    async *exportPages(_calloutId, pageSize) {
      for (let p = 0; p < pageCount; p++) {
        const page = Array.from({ length: pageSize }, (_, i) => {
          const number = p * pageSize + i + 1;
          return { number, fixedCells: `${number},row`, answers: JSON.stringify(answersFor(`Story, ${number}`)) };
        });
        pages.push(page);
        yield page;
      }
    },
    publishedTotal: () => Promise.reject(new Error('not asked for')),
    publishedPages: () => {
      throw new Error('not asked for');
    },
  };
  const reader = responsesCsvStream(exports, 'callout', formComponents(reviewFormSchema as FormSchema))[
    Symbol.asyncIterator
  ]();
  const header = (await reader.next()).value as string;
  assert.ok(header.startsWith('\uFEFFNumber,Created at,'));
  const first = (await reader.next()).value as string;
  assert.ok(first.startsWith('1,row,,"Story, 1",,,,,,\r\n2,row,'));
  assert.equal(pages.length, 1, 'a chunk taken: only the first page read');

  let text = first;
  let chunks = 1;
  for (;;) {
    const { value, done } = await reader.next();
    if (done) break;
    const chunk = value as string;
    // A chunk ends with the line that reached the length, and is never a whole page.
    assert.ok(chunk.length < exportChunkLength + 100, `chunk of ${chunk.length}`);
    text += chunk;
    chunks += 1;
  }
  const lines = text.split('\r\n').slice(0, -1);
  assert.equal(lines.length, pageCount * exportPageSize);
  assert.deepEqual(
    lines.map((line) => Number(line.split(',')[0])),
    Array.from({ length: pageCount * exportPageSize }, (_, i) => i + 1),
  );
  assert.ok(chunks >= text.length / exportChunkLength);
  assert.deepEqual(
    pages.map((page) => page.length),
    Array.from({ length: pageCount }, () => 0),
    "every page emptied once written: no row kept alive by the driver's array",
  );
});
