import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { createTestDatabase, defer } from '../test-helper.ts';
import { testPdf, testPng } from './upload-test-kit.ts';
import { createUploadService, UnsupportedUploadError } from './upload-service.ts';

async function setup(t: TestContext) {
  const database = await createTestDatabase(t);
  const dir = await mkdtemp(join(tmpdir(), 'masthead-uploads-'));
  defer(t, () => rm(dir, { recursive: true, force: true }));
  const clock = { time: new Date('2026-03-01T10:00:00Z') };
  const uploads = createUploadService({ db: database.db, dir, now: () => clock.time });
  return { database, dir, clock, uploads };
}

const from = { contactId: null, ip: '203.0.113.5' };

test('the cleanup removes old unattached uploads and keeps attached and recent ones', async (t) => {
  const { dir, clock, uploads } = await setup(t);
  const old = await uploads.save({ kind: 'document', bytes: testPdf, filename: 'old.pdf', ...from });
  const used = await uploads.save({ kind: 'image', bytes: await testPng(), filename: 'used.png', ...from });
  clock.time = new Date('2026-03-02T09:00:00Z');
  const recent = await uploads.save({ kind: 'document', bytes: testPdf, filename: 'new.pdf', ...from });
  assert.deepEqual(await uploads.attach([used.id]), [used.id]);

  clock.time = new Date('2026-03-02T11:00:00Z');
  const removed = await uploads.removeUnattached(new Date(clock.time.getTime() - 24 * 3600 * 1000));
  assert.deepEqual(removed, [old.id]);
  assert.equal(existsSync(join(dir, old.id)), false);
  assert.deepEqual((await readdir(dir)).sort(), [used.id, recent.id].sort());
  assert.equal(await uploads.find(old.id), null);
  assert.deepEqual((await uploads.find(used.id))?.attachedAt, new Date('2026-03-02T09:00:00Z'));
});

test('attaching skips unknown and malformed ids and keeps the first attach time', async (t) => {
  const { clock, uploads } = await setup(t);
  const upload = await uploads.save({ kind: 'document', bytes: testPdf, filename: 'a.pdf', ...from });
  const first = clock.time;
  assert.deepEqual(await uploads.attach([upload.id, crypto.randomUUID(), 'not-an-id']), [upload.id]);
  clock.time = new Date('2026-03-05T10:00:00Z');
  await uploads.attach([upload.id]);
  assert.deepEqual((await uploads.find(upload.id))?.attachedAt, first);
  assert.deepEqual(await uploads.attach([]), []);
});

test('a refused file leaves nothing on disk or in the table', async (t) => {
  const { database, dir, uploads } = await setup(t);
  await assert.rejects(
    uploads.save({ kind: 'image', bytes: Buffer.from('GIF89a but not really'), filename: 'x.gif', ...from }),
    UnsupportedUploadError,
  );
  assert.deepEqual(await readdir(dir), []);
  assert.equal((await database.db.selectFrom('uploads').select('id').execute()).length, 0);
});
