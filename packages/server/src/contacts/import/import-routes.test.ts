import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { multipart } from '../../uploads/upload-test-kit.ts';
import { importKit } from './import-test-kit.ts';

const file = 'email,firstname,lastname\r\nann@example.org,Ann,Lee\r\nbob@example.org,Bob,Ray\r\n';

test('an admin and an API key import; a member gets 403 and a guest 401, and nothing is written', async (t) => {
  const kit = await importKit(t);
  assert.equal((await kit.send('guest', file)).statusCode, 401);
  assert.equal((await kit.send('member', file)).statusCode, 403);
  assert.deepEqual(await kit.contacts(), []);
  const byAdmin = await kit.send('admin', file, 'dryRun=true');
  assert.equal(byAdmin.statusCode, 200, byAdmin.body);
  const report = byAdmin.json();
  assert.equal(
    (await kit.inject('member', { method: 'GET', url: `/api/1.0/contact-import/${report.id}` })).statusCode,
    403,
  );
  assert.equal(
    (await kit.inject('guest', { method: 'GET', url: `/api/1.0/contact-import/${report.id}` })).statusCode,
    401,
  );
  assert.equal((await kit.refusedCsv(report.id, 'member')).statusCode, 403);
  assert.equal((await kit.refusedCsv(report.id, 'guest')).statusCode, 401);
  const byKey = await kit.send('apiKey', file);
  assert.equal(byKey.statusCode, 200, byKey.body);
  assert.deepEqual(byKey.json().counts, { new: 2, updated: 0, unchanged: 0, left: 0, refused: 0 });
  assert.deepEqual(
    (await kit.contacts()).map((c) => [c.email, c.firstname, c.lastname]),
    [
      ['ann@example.org', 'Ann', 'Lee'],
      ['bob@example.org', 'Bob', 'Ray'],
    ],
  );
});

/** Nothing of an import was kept: no record, no contact. */
async function nothingWritten(kit: Awaited<ReturnType<typeof importKit>>) {
  const { rows } = await sql<{ n: string }>`select count(*) as n from contact_imports`.execute(kit.db);
  assert.equal(Number(rows[0]?.n), 0, 'no import record');
  assert.deepEqual(await kit.contacts(), []);
}

test('input that cannot be imported is a 400 naming the field and rule, and changes nothing', async (t) => {
  const kit = await importKit(t);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  const cases: [string | Buffer, string, { field: string; rule: string }][] = [
    [png, '', { field: 'file', rule: 'csv' }],
    ['', '', { field: 'file', rule: 'csv' }],
    ['name,phone\nAnn,0123\n', '', { field: 'mapping', rule: 'email' }],
    [file, 'preset=hubspot', { field: 'preset', rule: 'option' }],
    [file, 'mapping=%7Bnot%20json', { field: 'mapping', rule: 'json' }],
    [
      file,
      `mapping=${encodeURIComponent('{"email":"email","firstname":"nickname"}')}`,
      { field: 'mapping', rule: 'field' },
    ],
    [file, 'newsletter=subscribed', { field: 'newsletter', rule: 'consent' }],
    [file, 'newsletter=maybe', { field: 'newsletter', rule: 'option' }],
    // Invitations link to the site: without its URL (general settings) none could be sent.
    [file, 'invite=true', { field: 'invite', rule: 'siteUrl' }],
  ];
  for (const [body, query, expected] of cases) {
    const res = await kit.send('apiKey', body, query);
    assert.equal(res.statusCode, 400, `${query}: ${res.body}`);
    const answer = res.json();
    assert.equal(answer.code, 'bad-request');
    assert.equal(answer.message, 'Something went wrong. Try reloading the page.');
    assert.deepEqual({ field: answer.errors[0].field, rule: answer.errors[0].rule }, expected, query);
  }
  const json = await kit.send('apiKey', '{"email": "a@b.org"}', '', 'application/json');
  assert.deepEqual([json.statusCode, json.json().code], [415, 'UNSUPPORTED_FILE_TYPE']);
  const huge = await kit.send('apiKey', Buffer.alloc(50 * 1024 * 1024 + 1, 0x61));
  assert.deepEqual([huge.statusCode, huge.json().message], [413, 'File too large']);
  await nothingWritten(kit);
});

test('reads Windows-1252 with semicolons, UTF-8 with a BOM, and the multipart field file', async (t) => {
  const kit = await importKit(t);
  // "René;Müller" as Excel on Windows saves a CSV: é is 0xE9, ü 0xFC, the delimiter a semicolon.
  const cp1252 = Buffer.from('email;firstname;lastname\r\nrene@example.org;Ren\xe9;M\xfcller\r\n', 'latin1');
  const report = await kit.imported(cp1252);
  assert.deepEqual(
    [report.encoding, report.delimiter, report.columns],
    ['windows-1252', ';', ['email', 'firstname', 'lastname']],
  );
  const withBom = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from('email,firstname\nzoë@example.org,Zoë\n'),
  ]);
  assert.equal((await kit.imported(withBom)).encoding, 'utf-8');
  // Excel's "Unicode text": UTF-16 LE with its BOM, tab-separated.
  const utf16 = Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    Buffer.from('email\tfirstname\r\nela@example.org\tEla\r\n', 'utf16le'),
  ]);
  assert.deepEqual(
    [(await kit.imported(utf16)).encoding, (await kit.report((await kit.imported(utf16)).id)).delimiter],
    ['utf-16le', '\t'],
  );
  const form = multipart(Buffer.from('email,firstname\nmia@example.org,Mia\n'), {
    filename: 'people.csv',
    contentType: 'text/csv',
  });
  const viaForm = await kit.inject('admin', { method: 'POST', url: '/api/1.0/contact-import', ...form });
  assert.equal(viaForm.statusCode, 200, viaForm.body);
  assert.deepEqual(
    (await kit.contacts()).map((c) => [c.email, c.firstname, c.lastname]),
    [
      ['ela@example.org', 'Ela', ''],
      ['mia@example.org', 'Mia', ''],
      ['rene@example.org', 'René', 'Müller'],
      ['zoë@example.org', 'Zoë', ''],
    ],
  );
});

test('a long file is a job: 202 with its id, its progress readable, every row imported once', async (t) => {
  const kit = await importKit(t);
  const rows = Array.from({ length: 2500 }, (_, n) => `p${n}@example.org,Person ${n}`);
  const res = await kit.send('apiKey', `email,name\n${rows.join('\n')}\n`, 'tags=Moved');
  assert.equal(res.statusCode, 202, res.body);
  const accepted = res.json();
  // The job is kicked with the answer: on PostgreSQL it may have started before the report is read.
  assert.ok(['pending', 'running'].includes(accepted.state), accepted.state);
  assert.equal(accepted.total, 2500);
  let report = accepted;
  // Up to a minute: a loaded machine runs the job slower, never differently.
  for (let tries = 0; tries < 1200 && report.state !== 'done'; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    report = await kit.report(accepted.id);
    assert.ok(report.done <= report.total);
  }
  assert.equal(report.state, 'done');
  assert.deepEqual(report.counts, { new: 2500, updated: 0, unchanged: 0, left: 0, refused: 0 });
  assert.deepEqual(report.newTags, ['Moved']);
  const { rows: counted } = await sql<{
    n: string;
  }>`select count(*) as n from contacts where email like 'p%@example.org'`.execute(kit.db);
  assert.equal(Number(counted[0]?.n), 2500);
});

test('an unknown import id is a 404, a malformed one a 400', async (t) => {
  const kit = await importKit(t);
  for (const [id, status] of [
    ['3f1c2b8e-0000-4000-8000-000000000000', 404],
    ['not-an-id', 400],
  ] as const) {
    assert.equal(
      (await kit.inject('apiKey', { method: 'GET', url: `/api/1.0/contact-import/${id}` })).statusCode,
      status,
    );
    assert.equal((await kit.refusedCsv(id)).statusCode, status);
  }
});
