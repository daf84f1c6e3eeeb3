import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test, type TestContext } from 'node:test';

import { buildCacheDir, restoreBuild, saveBuild } from '../../scripts/build-cache.mjs';

const stamp = 'a'.repeat(64);

/** A checkout whose dist/ holds a browser build of `stamp` and a compiled server, and an empty cache. */
async function builtCheckout(t: TestContext) {
  const base = await mkdtemp(join(tmpdir(), 'masthead-build-cache-'));
  t.after(() => rm(base, { recursive: true, force: true }));
  const files = {
    'checkout/dist/.stamp': stamp,
    'checkout/dist/app/index.html': '<!doctype html>',
    'checkout/dist/embed/masthead.js': 'export {};',
    'checkout/dist/sizes.json': '[]',
    'checkout/dist/server/server.mjs': 'import "./1/server.mjs";',
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(base, path)), { recursive: true });
    await writeFile(join(base, path), text);
  }
  return { root: join(base, 'checkout'), other: join(base, 'other'), cache: join(base, 'cache') };
}

test('a saved browser build is copied into another checkout of the same sources, without the compiled server', async (t) => {
  const { root, other, cache } = await builtCheckout(t);
  assert.equal(saveBuild(root, cache), true);
  assert.deepEqual(await readdir(cache), [stamp.slice(0, 16)]);

  assert.equal(restoreBuild(other, stamp, cache), true);
  assert.equal(await readFile(join(other, 'dist/.stamp'), 'utf8'), stamp);
  assert.equal(await readFile(join(other, 'dist/embed/masthead.js'), 'utf8'), 'export {};');
  assert.equal(existsSync(join(other, 'dist/server')), false, 'the server is compiled per checkout');
});

test('no cached build of other sources is restored, and an empty MASTHEAD_BUILD_CACHE turns the cache off', async (t) => {
  const { root, other, cache } = await builtCheckout(t);
  saveBuild(root, cache);
  assert.equal(restoreBuild(other, 'b'.repeat(64), cache), false);
  assert.equal(
    restoreBuild(other, `${stamp.slice(0, 16)}${'b'.repeat(48)}`, cache),
    false,
    'the whole stamp must match',
  );
  assert.equal(existsSync(join(other, 'dist/.stamp')), false);

  assert.equal(buildCacheDir({ MASTHEAD_BUILD_CACHE: '' }), null);
  assert.equal(buildCacheDir({ MASTHEAD_BUILD_CACHE: cache }), cache);
  assert.equal(buildCacheDir({ XDG_CACHE_HOME: '/var/cache/me' }), '/var/cache/me/masthead/builds');
  assert.equal(restoreBuild(other, stamp, null), false);
  assert.equal(saveBuild(root, null), false);
});

test('the cache keeps the three newest builds', async (t) => {
  const { root, cache } = await builtCheckout(t);
  const stamps = ['1', '2', '3', '4'].map((digit) => digit.repeat(64));
  for (const each of stamps) {
    await writeFile(join(root, 'dist/.stamp'), each);
    saveBuild(root, cache);
    // Modification times a little apart, newest last.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.deepEqual(
    (await readdir(cache)).sort(),
    stamps.slice(1).map((each) => each.slice(0, 16)),
  );
});
