import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkUploadStore, StorageError } from './storage-check.ts';
import { s3TestServer } from './uploads/store-test-kit.ts';

const s3 = s3TestServer();

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('the start check passes on a writable folder and on a bucket the keys can write', async (t) => {
  const uploadsDir = await mkdtemp(join(tmpdir(), 'masthead-check-'));
  t.after(() => rm(uploadsDir, { recursive: true, force: true }));
  await checkUploadStore({ uploadsDir, s3: null });
  await checkUploadStore({ uploadsDir: '/nonexistent-never-made', s3: await s3.bucket() });
});

test('an uploads folder that is a file stops the start naming UPLOADS_DIR', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'masthead-check-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, 'uploads'), 'not a folder');
  await assert.rejects(
    checkUploadStore({ uploadsDir: join(dir, 'uploads') }),
    (error: unknown) => error instanceof StorageError && /^UPLOADS_DIR .* cannot be written/.test(error.message),
  );
});

test('a bucket the start cannot write stops it with the S3 variable most likely wrong', async () => {
  const good = await s3.bucket();
  // s3rver does not verify SigV4 signatures, so a wrong S3_SECRET_ACCESS_KEY cannot be shown here.
  const rows: [Partial<typeof good>, RegExp][] = [
    [{ bucket: 'masthead-no-such-bucket' }, /\(NoSuchBucket\): make the bucket, or set S3_BUCKET/],
    [{ accessKeyId: 'NOT-A-KEY' }, /\(InvalidAccessKeyId\): set S3_ACCESS_KEY_ID/],
    [{ endpoint: `http://127.0.0.1:${await closedPort()}` }, /\(ECONNREFUSED\): nothing answers at S3_ENDPOINT/],
  ];
  for (const [change, message] of rows) {
    await assert.rejects(
      checkUploadStore({ uploadsDir: '/nonexistent', s3: { ...good, ...change } }),
      (error: unknown) => {
        assert.ok(error instanceof StorageError);
        assert.match(error.message, /^Uploads cannot be written to s3:\/\/masthead-/);
        assert.match(error.message, message);
        return true;
      },
      JSON.stringify(change),
    );
  }
});
