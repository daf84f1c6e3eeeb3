import assert from 'node:assert/strict';
import { readdir, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';

import { build } from '../../packages/server/src/test-helper.ts';
import { precompress } from '../../scripts/precompress.mjs';

// `npm start` on a fresh clone listens once the bundles are written and
// makes their compressed copies afterwards (scripts/build.mjs, `onServable`):
// a server already running must send each file as it is, then its copy.
test('a file is sent as it is until its brotli copy is written beside it, then as that copy', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'masthead-precompress-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const chunk = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
  await mkdir(join(dir, 'app/assets'), { recursive: true });
  await writeFile(join(dir, 'app/index.html'), '<!doctype html><title>App</title>');
  await writeFile(join(dir, 'app/assets/chunk-Ab_3-x9Z.js'), chunk);
  await writeFile(join(dir, 'app/assets/tiny-Zz9.js'), 'export {};');
  const { app } = await build(t, { staticDir: dir });
  const get = () =>
    app.inject({ method: 'GET', url: '/assets/chunk-Ab_3-x9Z.js', headers: { 'accept-encoding': 'br, gzip' } });

  const before = await get();
  assert.equal(before.statusCode, 200);
  assert.equal(before.headers['content-encoding'], undefined, 'no copy yet: the file itself');
  assert.equal(before.body, chunk);

  const totals = await precompress(dir);
  assert.equal(totals.files, 1, 'files under 256 B get no copies');
  const after = await get();
  assert.equal(after.headers['content-encoding'], 'br');
  assert.equal(brotliDecompressSync(after.rawPayload).toString(), chunk);
  const left = await readdir(join(dir, 'app/assets'));
  assert.deepEqual(
    left.sort(),
    ['chunk-Ab_3-x9Z.js', 'chunk-Ab_3-x9Z.js.br', 'chunk-Ab_3-x9Z.js.gz', 'tiny-Zz9.js'],
    'each copy written under its own name, nothing half-written left',
  );
});
