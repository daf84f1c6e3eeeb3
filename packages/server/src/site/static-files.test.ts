import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { apiVersion, errorBody } from '@masthead/core';
import { createContentRepository } from '../content/content-repository.ts';
import { build, defer } from '../test-helper.ts';

/** A dist folder as the build leaves it: the app, the embed bundle and the demo page. */
async function builtFrontEnds(t: TestContext, folders = ['app', 'embed', 'demo']): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'masthead-static-'));
  defer(t, () => rm(dir, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'app/index.html': '<!doctype html><title>App shell</title>',
    'app/assets/main-abc123.js': 'console.log("app")',
    'embed/masthead.js': 'console.log("embed")',
    'demo/index.html': '<!doctype html><title>Demo article</title>',
    'demo/daily-example-logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [path, text] of Object.entries(files)) {
    if (!folders.includes(path.split('/')[0] as string)) continue;
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

const page = { accept: 'text/html,application/xhtml+xml' };

test('the app shell is served at / and its assets by path, with the version header', async (t) => {
  const { app } = await build(t, { staticDir: await builtFrontEnds(t) });
  const shell = await app.inject({ method: 'GET', url: '/', headers: page });
  assert.equal(shell.statusCode, 200);
  assert.match(shell.body, /App shell/);
  assert.equal(shell.headers['cache-control'], 'no-cache');
  assert.equal(shell.headers['x-api-version'], apiVersion);
  const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
  assert.equal(asset.statusCode, 200);
  assert.match(String(asset.headers['content-type']), /javascript/);
  assert.equal(asset.headers['x-api-version'], apiVersion);
});

test('a page of the app that is not a file gets the shell, uncached', async (t) => {
  const { app } = await build(t, { staticDir: await builtFrontEnds(t) });
  const res = await app.inject({ method: 'GET', url: '/members/profile?tab=2', headers: page });
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /App shell/);
  assert.equal(res.headers['cache-control'], 'no-cache');
  assert.match(String(res.headers['content-type']), /text\/html/);
});

test('misses that are not page requests get the JSON 404, never the shell', async (t) => {
  const { app } = await build(t, { staticDir: await builtFrontEnds(t) });
  for (const [url, headers] of [
    ['/api/1.0/nothing', page],
    ['/api', page],
    ['/embed/missing.js', page],
    ['/demo/missing.html', page],
    ['/assets/missing.js', { accept: '*/*' }],
  ] as const) {
    const res = await app.inject({ method: 'GET', url, headers });
    assert.equal(res.statusCode, 404, url);
    assert.deepEqual(res.json(), errorBody('not-found'), url);
    assert.equal(res.headers['x-api-version'], apiVersion, url);
  }
});

test('the embed bundle is served under /embed/ and the demo page under /demo/', async (t) => {
  const { app } = await build(t, { staticDir: await builtFrontEnds(t) });
  const bundle = await app.inject({ method: 'GET', url: '/embed/masthead.js' });
  assert.equal(bundle.statusCode, 200);
  assert.match(bundle.body, /embed/);
  const redirect = await app.inject({ method: 'GET', url: '/demo', headers: page });
  assert.equal(redirect.statusCode, 301);
  assert.equal(redirect.headers.location, '/demo/');
  const demo = await app.inject({ method: 'GET', url: '/demo/', headers: page });
  assert.equal(demo.statusCode, 200);
  assert.match(demo.body, /Demo article/);
  const logo = await app.inject({ method: 'GET', url: '/demo/daily-example-logo.svg' });
  assert.equal(logo.statusCode, 200);
  assert.match(String(logo.headers['content-type']), /image\/svg\+xml/);
});

test('without built front ends the API still answers and pages are a JSON 404', async (t) => {
  const { app } = await build(t, { staticDir: await builtFrontEnds(t, []) });
  assert.equal((await app.inject({ method: 'GET', url: '/api/1.0/health' })).statusCode, 200);
  const res = await app.inject({ method: 'GET', url: '/members', headers: page });
  assert.equal(res.statusCode, 404);
  assert.deepEqual(res.json(), errorBody('not-found'));
});

test('pages carry a CSP without eval; only embeddable pages may be framed, by the EMBED_ORIGINS sites', async (t) => {
  const staticDir = await builtFrontEnds(t);
  const { app } = await build(t, { staticDir });
  const login = await app.inject({ method: 'GET', url: '/auth/login', headers: page });
  assert.equal(login.statusCode, 200);
  const csp = String(login.headers['content-security-policy']);
  assert.match(csp, /script-src 'self'(;|$)/);
  assert.doesNotMatch(csp, /unsafe-eval/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(login.headers['x-frame-options'], 'DENY');
  assert.equal(login.headers['x-content-type-options'], 'nosniff');
  assert.equal(login.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  for (const url of [
    '/join',
    '/crowdnewsroom/rents',
    '/crowdnewsroom/rents/gallery?lang=de',
    '/crowdnewsroom/rents/map',
  ]) {
    const res = await app.inject({ method: 'GET', url, headers: page });
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors \*$/, url);
    assert.equal(res.headers['x-frame-options'], undefined, url);
  }
  const member = await app.inject({ method: 'GET', url: '/crowdnewsroom/rents/respond', headers: page });
  assert.match(String(member.headers['content-security-policy']), /frame-ancestors 'none'/);

  const { app: configured } = await build(t, { staticDir, embedOrigins: ['https://news.example.org'] });
  const framed = await configured.inject({ method: 'GET', url: '/crowdnewsroom/rents', headers: page });
  assert.match(
    String(framed.headers['content-security-policy']),
    /frame-ancestors https:\/\/news\.example\.org 'self'$/,
  );
});

test('pages may fetch from the geocoder content/general names, and from nowhere else', async (t) => {
  const { app, database } = await build(t, { staticDir: await builtFrontEnds(t) });
  const connect = async () => {
    const res = await app.inject({ method: 'GET', url: '/crowdnewsroom', headers: page });
    return /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
  };
  assert.equal(await connect(), "'self'");
  await createContentRepository({ db: database.db }).patch('general', {
    geocoderUrl: 'https://geo.example.org:8443/search?countrycodes=de',
  });
  // Written past the app's own repository: its settings cache keeps them a second at most.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  assert.equal(await connect(), "'self' https://geo.example.org:8443");
});

test('API answers are nosniff with a referrer policy; HSTS only when the request came over https', async (t) => {
  const { app } = await build(t, { trustProxy: true });
  const plain = await app.inject({ method: 'GET', url: '/api/1.0/health' });
  assert.equal(plain.headers['x-content-type-options'], 'nosniff');
  assert.equal(plain.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(plain.headers['content-security-policy'], undefined);
  assert.equal(plain.headers['strict-transport-security'], undefined);
  const secure = await app.inject({ method: 'GET', url: '/api/1.0/health', headers: { 'x-forwarded-proto': 'https' } });
  assert.equal(secure.headers['strict-transport-security'], 'max-age=31536000');
  const missing = await app.inject({ method: 'GET', url: '/api/1.0/nothing-here' });
  assert.equal(missing.headers['x-content-type-options'], 'nosniff', 'errors too');
});

/** A built front end with the `.br`/`.gz` copies the build writes beside each file of 1 KB or more. */
async function precompressedFrontEnds(t: TestContext) {
  const dir = await builtFrontEnds(t);
  const chunk = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
  const files = { 'app/assets/chunk-Ab_3-x9Z.js': chunk, 'embed/assets/widget-Q1w2E3r4.js': chunk };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
    await writeFile(join(dir, `${path}.br`), brotliCompressSync(text));
    await writeFile(join(dir, `${path}.gz`), gzipSync(text, { level: 9 }));
  }
  return { dir, chunk };
}

test('a built file is sent as its brotli, gzip or plain copy by Accept-Encoding, q=0 honoured', async (t) => {
  const { dir, chunk } = await precompressedFrontEnds(t);
  const { app } = await build(t, { staticDir: dir });
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b };
  for (const [acceptEncoding, expected] of [
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ] as const) {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    for (const url of ['/assets/chunk-Ab_3-x9Z.js', '/embed/assets/widget-Q1w2E3r4.js']) {
      const res = await app.inject({ method: 'GET', url, headers });
      const label = `${url} ${acceptEncoding}`;
      assert.equal(res.statusCode, 200, label);
      assert.equal(res.headers['content-encoding'], expected === 'identity' ? undefined : expected, label);
      assert.equal(res.headers['content-type'], 'application/javascript; charset=utf-8', label);
      assert.match(String(res.headers.vary), /accept-encoding/i, label);
      assert.equal(Number(res.headers['content-length']), res.rawPayload.length, label);
      assert.equal(decode[expected](res.rawPayload).toString(), chunk, label);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', label);
    }
  }
  const plain = Buffer.byteLength(chunk);
  const head = await app.inject({
    method: 'HEAD',
    url: '/assets/chunk-Ab_3-x9Z.js',
    headers: { 'accept-encoding': 'br' },
  });
  assert.equal(head.statusCode, 200);
  assert.equal(head.headers['content-encoding'], 'br');
  assert.ok(Number(head.headers['content-length']) < plain / 4, 'the length of the brotli copy');
  assert.equal(head.body, '');
});

test('a Range of an encoded file is a range of the encoded bytes, under their own ETag', async (t) => {
  const { dir } = await precompressedFrontEnds(t);
  const { app } = await build(t, { staticDir: dir });
  const url = '/assets/chunk-Ab_3-x9Z.js';
  const whole = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  const plain = await app.inject({ method: 'GET', url });
  assert.notEqual(whole.headers.etag, plain.headers.etag);
  const part = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip', range: 'bytes=0-9' } });
  assert.equal(part.statusCode, 206);
  assert.equal(part.headers['content-encoding'], 'gzip');
  assert.equal(part.headers['content-range'], `bytes 0-9/${whole.rawPayload.length}`);
  assert.deepEqual(part.rawPayload, whole.rawPayload.subarray(0, 10));
});

test('hashed assets are cached for a year, masthead.js for five minutes, pages never without asking', async (t) => {
  const { dir } = await precompressedFrontEnds(t);
  const { app } = await build(t, { staticDir: dir });
  const year = 'public, max-age=31536000, immutable';
  for (const [url, cacheControl] of [
    ['/assets/chunk-Ab_3-x9Z.js', year],
    ['/embed/assets/widget-Q1w2E3r4.js', year],
    ['/embed/masthead.js', 'public, max-age=300'],
    ['/', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/demo/', 'no-cache'],
    ['/demo/daily-example-logo.svg', 'public, max-age=0'],
  ] as const) {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({ method: 'GET', url, headers: { ...page, 'accept-encoding': acceptEncoding } });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['cache-control'], cacheControl, `${url} ${acceptEncoding}`);
    }
  }
});

test('the built WordPress plugin is a download at /downloads/, sent as it is; unbuilt, the JSON 404', async (t) => {
  const dir = await builtFrontEnds(t);
  const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2000, 7)]);
  await mkdir(join(dir, 'downloads'));
  await writeFile(join(dir, 'downloads/masthead-wordpress.zip'), zip);
  const { app } = await build(t, { staticDir: dir });
  const url = '/downloads/masthead-wordpress.zip';
  // As a browser follows the link: a page navigation that accepts compressed answers.
  const res = await app.inject({ method: 'GET', url, headers: { ...page, 'accept-encoding': 'gzip, br' } });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'application/zip');
  assert.equal(res.headers['content-disposition'], 'attachment; filename="masthead-wordpress.zip"');
  assert.equal(res.headers['content-encoding'], undefined);
  assert.deepEqual(res.rawPayload, zip);
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['content-security-policy'], undefined, 'no page: nothing to frame or script');
  assert.equal(res.headers['x-frame-options'], undefined);
  // A link on another site (a plugin's readme, a newsroom's wiki) downloads it as well.
  const elsewhere = await app.inject({ method: 'GET', url, headers: { origin: 'https://news.example.org' } });
  assert.equal(elsewhere.statusCode, 200);

  for (const missing of ['/downloads/other.zip', '/downloads/', '/downloads']) {
    const miss = await app.inject({ method: 'GET', url: missing, headers: page });
    assert.equal(miss.statusCode, 404, missing);
    assert.deepEqual(miss.json(), errorBody('not-found'), missing);
  }
  const { app: unbuilt } = await build(t, { staticDir: await builtFrontEnds(t) });
  const notBuilt = await unbuilt.inject({ method: 'GET', url, headers: page });
  assert.equal(notBuilt.statusCode, 404);
  assert.deepEqual(notBuilt.json(), errorBody('not-found'));
});
