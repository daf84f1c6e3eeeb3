import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { defer } from '../test-helper.ts';
import { createFileStore } from './create-file-store.ts';
import type { FileStore } from './file-store.ts';
import { createTestStore, readStored, s3TestServer, storeKinds, type StoreKind } from './store-test-kit.ts';

const s3 = s3TestServer();

function storeOf(t: TestContext, kind: StoreKind): Promise<{ files: FileStore; uploadsDir: string }> {
  return createTestStore(t, s3, kind);
}

async function text(stream: Promise<NodeJS.ReadableStream | null>): Promise<string | null> {
  const body = await stream;
  if (!body) return null;
  let all = '';
  for await (const chunk of body) all += String(chunk);
  return all;
}

for (const kind of storeKinds) {
  test(`${kind}: a file put is read back whole or by range, with its size and a stable ETag`, async (t) => {
    const { files } = await storeOf(t, kind);
    const id = randomUUID();
    await files.put(`${id}/document.pdf`, Buffer.from('0123456789'), 'application/pdf');
    const info = await files.head(`${id}/document.pdf`);
    assert.equal(info?.size, 10);
    assert.match(info?.etag ?? '', /^"[^"]+"$/);
    assert.deepEqual(await files.head(`${id}/document.pdf`), info);
    assert.equal(await text(files.read(`${id}/document.pdf`)), '0123456789');
    assert.equal(await text(files.read(`${id}/document.pdf`, { start: 2, end: 4 })), '234');
    assert.equal(await text(files.read(`${id}/document.pdf`, { start: 9, end: 9 })), '9');
  });

  test(`${kind}: a file that is not there is null to head and read`, async (t) => {
    const { files } = await storeOf(t, kind);
    assert.equal(await files.head(`${randomUUID()}/full.webp`), null);
    assert.equal(await files.read(`${randomUUID()}/full.webp`), null);
  });

  test(`${kind}: removeAll removes one upload's folder and nothing else`, async (t) => {
    const { files } = await storeOf(t, kind);
    const [one, two] = [randomUUID(), randomUUID()];
    for (const key of [`${one}/400.webp`, `${one}/full.webp`, `${two}/document.pdf`]) {
      await files.put(key, Buffer.from(key), 'image/webp');
    }
    assert.deepEqual(await files.list(one), [`${one}/400.webp`, `${one}/full.webp`]);
    await files.removeAll(one);
    await files.removeAll(randomUUID());
    assert.deepEqual(await files.list(''), [`${two}/document.pdf`]);
    assert.deepEqual(await readStored(files, `${two}/document.pdf`), Buffer.from(`${two}/document.pdf`));
  });

  test(`${kind}: the check writes a probe and leaves nothing behind`, async (t) => {
    const { files } = await storeOf(t, kind);
    assert.equal(await files.check(), null);
    assert.deepEqual(await files.list(''), []);
  });

  test(`${kind}: keys that could leave the store are refused`, async (t) => {
    const { files } = await storeOf(t, kind);
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', 'a/./b', '', 'a\\b', 'a/b/']) {
      await assert.rejects(files.put(key, Buffer.from('x'), 'text/plain'), /not a file store key/, key);
      await assert.rejects(files.head(key), /not a file store key/, key);
    }
    await assert.rejects(files.removeAll(''), /not a file store key/, 'never the whole store');
  });
}

test('the local store keeps `<id>/<name>` at UPLOADS_DIR/<id>/<name>, as before stores existed', async (t) => {
  const { files, uploadsDir: dir } = await storeOf(t, 'local');
  const id = randomUUID();
  await files.put(`${id}/document.pdf`, Buffer.from('%PDF-1.4'), 'application/pdf');
  assert.deepEqual(await readFile(join(dir, id, 'document.pdf')), Buffer.from('%PDF-1.4'));
  assert.equal(files.signedUrl, undefined);
});

test('an S3 store with a signed redirect hands out a URL that reads the file with the asked headers', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'masthead-files-'));
  defer(t, () => rm(dir, { recursive: true, force: true }));
  const files = createFileStore({ uploadsDir: dir, s3: await s3.bucket({ signedRedirectSeconds: 600 }) });
  defer(t, () => files.close());
  const key = `${randomUUID()}/document.pdf`;
  await files.put(key, Buffer.from('%PDF-1.4 signed'), 'application/pdf');
  const first = await files.signedUrl!(key, {
    contentType: 'application/pdf',
    cacheControl: 'public, max-age=31536000, immutable',
    contentDisposition: 'attachment; filename="a.pdf"',
  });
  assert.ok(first.maxAge > 0 && first.maxAge <= 300, `reused for half the lifetime at most: ${first.maxAge}`);
  const url = new URL(first.url);
  assert.equal(url.searchParams.get('X-Amz-Expires'), '600');
  assert.ok(url.searchParams.get('X-Amz-Signature'));
  const res = await fetch(url);
  assert.equal(res.status, 200);
  assert.equal(await res.text(), '%PDF-1.4 signed');
  assert.equal(res.headers.get('content-disposition'), 'attachment; filename="a.pdf"');
  assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(res.headers.get('content-type'), 'application/pdf');
});
