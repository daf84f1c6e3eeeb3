import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { sql } from 'kysely';
import type { MastheadDatabase } from '../kernel/db/create-database.ts';
import { loadMigrations } from '../kernel/db/run-migrations.ts';
import { ago, sampleFormSchema } from '../callouts/callout-test-kit.ts';
import { goodAnswers } from '../responses/response-submit-test-kit.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build, defer } from '../test-helper.ts';
import { createFileStore } from '../uploads/index.ts';
import { multipart, testPng } from '../uploads/upload-test-kit.ts';
import { emptyDatabase, folderContents, tableContents } from './backup-test-kit.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup, RestoreRefused } from './restore-backup.ts';

const api = '/api/1.0';

/** A world with a little of everything: contacts, a call-out with responses and a comment, an upload, settings. */
async function seededApp(t: TestContext) {
  const { app, database, uploadsDir } = await build(t);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const member = await createTestContact(database);
  const adminCall = (await loginAs(app, admin)).cookie;
  const memberCall = (await loginAs(app, member)).cookie;
  const call = async (cookie: string, method: string, url: string, payload?: object) => {
    const res = await app.inject(
      as(cookie, { method: method as 'POST', url: `${api}/${url}`, ...(payload ? { payload } : {}) }),
    );
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  await call(adminCall, 'PATCH', 'content/general', { organisationName: 'The Daily Example' });
  const callout = (
    await call(adminCall, 'POST', 'callout', {
      variants: { default: { title: 'Tell us about your street' } },
      starts: ago(60_000),
      formSchema: sampleFormSchema,
    })
  ).json() as { id: string };
  const response = (await call(memberCall, 'POST', `callout/${callout.id}/responses`, { answers: goodAnswers })).json();
  await call(adminCall, 'POST', `callout/${callout.id}/responses`, { answers: goodAnswers });
  await call(adminCall, 'POST', 'callout-response-comments', { responseId: response.id, text: 'Call them back' });
  const upload = await app.inject(
    as(memberCall, { method: 'POST', url: `${api}/images`, ...multipart(await testPng()) }),
  );
  assert.equal(upload.statusCode, 200, upload.body);
  // A sequence with a value (the demo provider's event numbers).
  await sql`insert into demo_events (id, event) values ('evt_1', '{}'), ('evt_2', '{"a": 1}')`.execute(database.db);
  await emailsSent(database.db, 2);
  return { app, database, uploadsDir, member, callout, call, adminCall };
}

/** Waits for the response emails, which go out after the answer. */
async function emailsSent(db: MastheadDatabase['db'], count: number) {
  for (let waited = 0; waited < 5000; waited += 20) {
    const rows = await db.selectFrom('outbox').select('id').execute();
    if (rows.length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail(`${count} emails were not sent`);
}

async function backupFile(t: TestContext) {
  const dir = await mkdtemp(join(tmpdir(), 'masthead-backup-'));
  defer(t, () => rm(dir, { recursive: true, force: true }));
  return join(dir, 'backup.tar.gz');
}

test('a backup restored over changed data gives back every table, sequence and upload', async (t) => {
  const world = await seededApp(t);
  const { database, uploadsDir } = world;
  const before = await tableContents(database.db);
  const filesBefore = await folderContents(uploadsDir);
  assert.ok(Object.keys(filesBefore).length > 0, 'the upload is on disk');
  assert.ok(before.tables.callout_responses?.length === 2 && before.tables.uploads?.length === 1);

  const file = await backupFile(t);
  const summary = await createBackup({
    db: database.db,
    kind: database.kind,
    files: createFileStore({ uploadsDir }),
    out: createWriteStream(file),
  });
  assert.equal(summary.files, Object.keys(filesBefore).length);
  assert.deepEqual(await tableContents(database.db), before, 'nothing changed while backing up');
  // Any tar reads it: the manifest first, then the tables, then the uploads.
  const listing = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n');
  assert.equal(listing[0], 'manifest.json');
  assert.ok(listing.some((name) => name.startsWith('tables/contacts/')));
  assert.ok(listing.some((name) => name.startsWith('uploads/')));

  // Changes: settings, a deleted contact (their response goes too), a new row, uploads gone and a stray file.
  await world.call(world.adminCall, 'PATCH', 'content/general', { organisationName: 'Changed' });
  await database.db.deleteFrom('contacts').where('id', '=', world.member.id).execute();
  await sql`insert into demo_events (id, event) values ('evt_3', '{}')`.execute(database.db);
  await rm(uploadsDir, { recursive: true, force: true });
  await mkdir(uploadsDir, { recursive: true });
  await writeFile(join(uploadsDir, 'stray.txt'), 'not from the backup');
  assert.notDeepEqual(await tableContents(database.db), before);

  await assert.rejects(
    restoreBackup({ db: database.db, input: createReadStream(file), files: createFileStore({ uploadsDir }) }),
    RestoreRefused,
    'a database with tables is not overwritten without --force',
  );
  await restoreBackup({
    db: database.db,
    input: createReadStream(file),
    files: createFileStore({ uploadsDir }),
    force: true,
  });
  assert.deepEqual(await tableContents(database.db), before);
  assert.deepEqual(await folderContents(uploadsDir), filesBefore);

  // The restored database works: the app reads the restored settings and the next event number follows on.
  const settings = await world.app.inject({ method: 'GET', url: `${api}/content/general` });
  assert.equal(settings.json().organisationName, 'The Daily Example');
  const { rows } = await sql<{
    seq: string;
  }>`insert into demo_events (id, event) values ('evt_4', '{}') returning seq::text`.execute(database.db);
  assert.equal(rows[0]?.seq, '3');
});

test('a backup restores into an empty database of the other kind, and a newer backup is refused', async (t) => {
  const world = await seededApp(t);
  const { database, uploadsDir } = world;
  const before = await tableContents(database.db);
  const file = await backupFile(t);
  await createBackup({
    db: database.db,
    kind: database.kind,
    files: createFileStore({ uploadsDir }),
    out: createWriteStream(file),
  });

  const other = await emptyDatabase(
    t,
    database.kind === 'postgres' ? 'pglite' : process.env.DATABASE_URL ? 'postgres' : 'pglite',
  );
  const otherUploads = join(await mkdtemp(join(tmpdir(), 'masthead-restored-')), 'uploads');
  defer(t, () => rm(join(otherUploads, '..'), { recursive: true, force: true }));

  // This Masthead knows one migration fewer than the backup has: refused, nothing changes.
  const older = (await loadMigrations()).slice(0, -1);
  await assert.rejects(
    restoreBackup({
      db: other.db,
      input: createReadStream(file),
      files: createFileStore({ uploadsDir: otherUploads }),
      migrations: older,
    }),
    (error: Error) => error instanceof RestoreRefused && /does not know/.test(error.message),
  );
  const nothing = await sql<{
    count: number;
  }>`select count(*)::int as count from pg_tables where schemaname = current_schema()`.execute(other.db);
  assert.equal(nothing.rows[0]?.count, 0);

  const summary = await restoreBackup({
    db: other.db,
    input: createReadStream(file),
    files: createFileStore({ uploadsDir: otherUploads }),
  });
  assert.deepEqual(summary.migrated, []);
  assert.deepEqual(await tableContents(other.db), before);
  assert.deepEqual(await folderContents(otherUploads), await folderContents(uploadsDir));
});

test('a backup of an older schema is restored, then migrated on', async (t) => {
  const { database } = await build(t);
  const migrations = await loadMigrations();
  const older = migrations.slice(0, -1);
  const source = await emptyDatabase(t, database.kind);
  const { runMigrations } = await import('../kernel/db/run-migrations.ts');
  await runMigrations(source.db, older);
  await createTestContact(source, { roles: ['member'] });
  const file = await backupFile(t);
  await createBackup({ db: source.db, kind: source.kind, files: null, out: createWriteStream(file) });

  const target = await emptyDatabase(t, database.kind);
  const summary = await restoreBackup({ db: target.db, input: createReadStream(file), files: null });
  assert.deepEqual(summary.migrated, [migrations.at(-1)?.name]);
  const applied = await target.db.selectFrom('schema_migrations').select('version').orderBy('version').execute();
  assert.deepEqual(
    applied.map((row) => row.version),
    migrations.map((m) => m.version),
  );
  assert.equal((await target.db.selectFrom('contacts').select('id').execute()).length, 1);
});
