import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../kernel/db/database.ts';
import { createJobQueue, createJobRunner } from '../../kernel/jobs/index.ts';
import { createTestDatabase } from '../../test-helper.ts';
import { contactImportJobs } from './contact-imports.ts';
import { createImportRepository } from './import-repository.ts';
import { createImportService, importJobKind } from './import-service.ts';

const rows = 2500;
const file = new TextEncoder().encode(
  `email,name,tags\n${Array.from({ length: rows }, (_, n) => `p${n}@example.org,Person ${n},Moved`).join('\n')}\n`,
);
const quiet = { error() {} };

/** One app server's import: its own service and runner over the shared database, 100 rows a batch. */
function server(db: Kysely<Database>, now: () => Date, stopAfter = Infinity) {
  const imports = createImportRepository({ db });
  const queue = createJobQueue({ db, now });
  let batches = 0;
  const service = createImportService({
    ...{ db, imports, queue, kick: () => {}, batchSize: 100 },
    stopping: () => batches++ >= stopAfter,
  });
  const runner = createJobRunner({ queue, handlers: contactImportJobs(service), log: quiet });
  return { imports, queue, service, runner };
}

async function people(db: Kysely<Database>) {
  const {
    rows: [counted],
  } = await sql<{ all: string; distinct: string; tagged: string }>`
    select count(*) as all, count(distinct lower(email)) as distinct,
      (select count(*) from contact_tag_assignments) as tagged
    from contacts`.execute(db);
  return { all: Number(counted?.all), distinct: Number(counted?.distinct), tagged: Number(counted?.tagged) };
}

test('a server closing midway stops after a batch; the next server goes on from there, no row twice', async (t) => {
  const { db } = await createTestDatabase(t);
  let clock = new Date('2026-01-01T10:00:00Z');
  const first = server(db, () => clock, 3);
  const { accepted, report } = await first.service.start(file, {}, null);
  assert.equal(accepted, true);
  assert.equal(await first.runner.runDue(), 1);
  const stopped = await first.service.report(report.id);
  assert.deepEqual([stopped?.state, stopped?.done, stopped?.counts.new], ['pending', 300, 300]);
  assert.match(stopped?.error ?? '', /stopped between two batches/);
  assert.deepEqual(await people(db), { all: 300, distinct: 300, tagged: 300 });

  // Restarted a minute later (the job's back-off is 30 s): another server takes it.
  clock = new Date('2026-01-01T10:01:00Z');
  const second = server(db, () => clock);
  assert.equal(await second.runner.runDue(), 1);
  const done = await second.service.report(report.id);
  assert.deepEqual([done?.state, done?.done, done?.total], ['done', rows, rows]);
  assert.deepEqual(done?.counts, { new: rows, updated: 0, unchanged: 0, left: 0, refused: 0 });
  assert.deepEqual(await people(db), { all: rows, distinct: rows, tagged: rows });
});

test('a server killed midway: its lease runs out and another server finishes the file from the last commit', async (t) => {
  const { db } = await createTestDatabase(t);
  let clock = new Date('2026-01-01T10:00:00Z');
  const first = server(db, () => clock, 5);
  const { report } = await first.service.start(file, {}, null);
  // Claimed as the runner claims it, with the kind's five-minute lease.
  const [job] = await first.queue.claim([importJobKind], 1, { leases: { [importJobKind]: 5 * 60_000 } });
  assert.ok(job);
  // The server dies inside the sixth batch: the job is left claimed, never failed nor completed.
  await assert.rejects(first.service.runJob(String(job.payload.importId)));
  assert.deepEqual((await first.service.report(report.id))?.done, 500);
  clock = new Date('2026-01-01T10:01:00Z');
  const second = server(db, () => clock);
  assert.equal(await second.runner.runDue(), 0, 'the lease is still the first server’s');
  clock = new Date('2026-01-01T10:06:00Z');
  assert.equal(await second.runner.runDue(), 1);
  const done = await second.service.report(report.id);
  assert.deepEqual([done?.state, done?.done, done?.counts.new], ['done', rows, rows]);
  assert.deepEqual(await people(db), { all: rows, distinct: rows, tagged: rows });
  // The same file once more: nothing new.
  const again = await second.service.start(file, {}, null);
  assert.equal(await second.runner.runDue(), 1);
  const twice = await second.service.report(again.report.id);
  assert.deepEqual(twice?.counts, { new: 0, updated: 0, unchanged: rows, left: 0, refused: 0 });
  assert.deepEqual(await people(db), { all: rows, distinct: rows, tagged: rows });
});
