import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { createTestDatabase } from '../test-helper.ts';
import { testPdf, testPng } from './upload-test-kit.ts';
import { createUploadService, UnsupportedUploadError } from './upload-service.ts';
import { createTestStore, s3TestServer, storeKinds, type StoreKind } from './store-test-kit.ts';
import { createFileStore } from './create-file-store.ts';

const s3 = s3TestServer();

async function setup(t: TestContext, kind: StoreKind) {
  const database = await createTestDatabase(t);
  const { files } = await createTestStore(t, s3, kind);
  const clock = { time: new Date('2026-03-01T10:00:00Z') };
  const uploads = createUploadService({ db: database.db, files, now: () => clock.time });
  return { database, files, clock, uploads };
}

const from = { contactId: null, ip: '203.0.113.5' };

for (const kind of storeKinds) {
  test(`${kind}: the cleanup removes old unattached uploads and keeps attached and recent ones`, async (t) => {
    const { files, clock, uploads } = await setup(t, kind);
    const old = await uploads.save({ kind: 'document', bytes: testPdf, filename: 'old.pdf', ...from });
    const used = await uploads.save({ kind: 'image', bytes: await testPng(), filename: 'used.png', ...from });
    clock.time = new Date('2026-03-02T09:00:00Z');
    const recent = await uploads.save({ kind: 'document', bytes: testPdf, filename: 'new.pdf', ...from });
    assert.deepEqual(await uploads.attach([used.id]), [used.id]);
    assert.equal((await files.list('')).length, 5);

    clock.time = new Date('2026-03-02T11:00:00Z');
    const removed = await uploads.removeUnattached(new Date(clock.time.getTime() - 24 * 3600 * 1000));
    assert.deepEqual(removed, [old.id]);
    assert.deepEqual(await files.list(old.id), []);
    assert.deepEqual(
      await files.list(''),
      [
        `${recent.id}/document.pdf`,
        ...['1200.webp', '400.webp', 'full.webp'].map((name) => `${used.id}/${name}`),
      ].sort(),
    );
    assert.equal(await uploads.find(old.id), null);
    assert.deepEqual((await uploads.find(used.id))?.attachedAt, new Date('2026-03-02T09:00:00Z'));
  });

  test(`${kind}: a refused file leaves nothing in the store or in the table`, async (t) => {
    const { database, files, uploads } = await setup(t, kind);
    await assert.rejects(
      uploads.save({ kind: 'image', bytes: Buffer.from('GIF89a but not really'), filename: 'x.gif', ...from }),
      UnsupportedUploadError,
    );
    assert.deepEqual(await files.list(''), []);
    assert.equal((await database.db.selectFrom('uploads').select('id').execute()).length, 0);
  });
}

test('attaching skips unknown and malformed ids and keeps the first attach time', async (t) => {
  const { clock, uploads } = await setup(t, 'local');
  const upload = await uploads.save({ kind: 'document', bytes: testPdf, filename: 'a.pdf', ...from });
  const first = clock.time;
  assert.deepEqual(await uploads.attach([upload.id, crypto.randomUUID(), 'not-an-id']), [upload.id]);
  clock.time = new Date('2026-03-05T10:00:00Z');
  await uploads.attach([upload.id]);
  assert.deepEqual((await uploads.find(upload.id))?.attachedAt, first);
  assert.deepEqual(await uploads.attach([]), []);
});

test('an upload whose store cannot be written fails, and no row is left for it', async (t) => {
  const database = await createTestDatabase(t);
  const bucket = await s3.bucket();
  // A bucket that does not exist: every put fails as on a store that is down.
  const files = createFileStore({ uploadsDir: '/nonexistent', s3: { ...bucket, bucket: `${bucket.bucket}-gone` } });
  t.after(() => files.close());
  const uploads = createUploadService({ db: database.db, files, now: () => new Date() });
  await assert.rejects(uploads.save({ kind: 'document', bytes: testPdf, filename: 'a.pdf', ...from }), {
    name: 'NoSuchBucket',
  });
  assert.equal((await database.db.selectFrom('uploads').select('id').execute()).length, 0);
});
