import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { errorBody } from '@masthead/core';
import { build } from '../../test-helper.ts';
import { answersFor, responseKit } from '../../responses/response-test-kit.ts';
import { compressMinBytes, preferredEncoding } from './compression.ts';

const decode = { br: brotliDecompressSync, gzip: gunzipSync };

test('reads Accept-Encoding: br before gzip, the higher q first, q=0 never, `*` as gzip', () => {
  for (const [header, expected] of [
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.4, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['GZIP', 'gzip'],
    ['*', 'gzip'],
    ['*;q=0', null],
    ['deflate', null],
  ] as const) {
    assert.equal(preferredEncoding(header), expected, String(header));
  }
});

test('a large JSON answer is compressed by Accept-Encoding; without one, or small, it is not', async (t) => {
  const { app } = await build(t);
  const url = '/api/1.0/openapi.json';
  const plain = await app.inject({ method: 'GET', url });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.match(String(plain.headers.vary), /accept-encoding/i);
  assert.ok(plain.rawPayload.length > compressMinBytes * 10);
  for (const encoding of ['br', 'gzip'] as const) {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': `${encoding}, identity` } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], encoding);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.match(String(res.headers.vary), /accept-encoding/i);
    assert.equal(Number(res.headers['content-length']), res.rawPayload.length);
    assert.ok(res.rawPayload.length < plain.rawPayload.length / 4, `${encoding} saves`);
    assert.equal(decode[encoding](res.rawPayload).toString(), plain.body);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', 'security headers stay');
  }
  const refused = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
  assert.equal(refused.headers['content-encoding'], undefined);
  assert.equal(refused.body, plain.body);

  const small = await app.inject({ method: 'GET', url: '/api/1.0/health', headers: { 'accept-encoding': 'br' } });
  assert.equal(small.statusCode, 200);
  assert.equal(small.headers['content-encoding'], undefined);
  assert.ok(small.rawPayload.length < compressMinBytes);
  const missing = await app.inject({ method: 'GET', url: '/api/1.0/nothing', headers: { 'accept-encoding': 'br' } });
  assert.equal(missing.headers['content-encoding'], undefined);
  assert.deepEqual(missing.json(), errorBody('not-found'), 'the error envelope as it was');
});

test('the CSV export is streamed compressed and decompresses to the same CSV', async (t) => {
  const kit = await responseKit(t);
  // More than one page of the export's keyset reads, so the stream has many chunks.
  const many = Array.from({ length: 1200 }, (_, i) => ({ answers: answersFor(`Story number ${i}`, { age: i }) }));
  await kit.insertResponses(kit.callout.id, many);
  const url = `/api/1.0/callout/${kit.callout.id}/responses.csv`;
  const plain = await kit.call('admin', { method: 'GET', url });
  assert.equal(plain.statusCode, 200);
  assert.equal(plain.headers['content-encoding'], undefined);
  for (const encoding of ['br', 'gzip'] as const) {
    const res = await kit.call('admin', { method: 'GET', url, headers: { 'accept-encoding': encoding } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], encoding);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.equal(res.headers['content-length'], undefined, 'streamed, so no length up front');
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(String(res.headers['content-disposition']), /attachment/);
    assert.ok(res.rawPayload.length < plain.rawPayload.length / 4, `${encoding} saves`);
    assert.equal(decode[encoding](res.rawPayload).toString(), plain.body);
  }
});
