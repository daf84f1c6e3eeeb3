import assert from 'node:assert/strict';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { test } from 'node:test';
import { errorBody } from '@masthead/core';
import { build } from '../../test-helper.ts';

async function listening(t: Parameters<typeof build>[0]) {
  const { app } = await build(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

test('headers over the limit get a 431 in the error envelope', async (t) => {
  const port = await listening(t);
  const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = request(
      { port, host: '127.0.0.1', path: '/api/1.0/health', headers: { cookie: `x=${'a'.repeat(40_000)}` } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
  assert.equal(answer.status, 431);
  assert.match(answer.type, /^application\/json/);
  assert.deepEqual(JSON.parse(answer.body), errorBody('headers-too-large'));
});

test('a request Node cannot parse gets a 400 in the envelope', async (t) => {
  const port = await listening(t);
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET /\u0001 nonsense\r\n\r\n'));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  assert.match(raw, /^HTTP\/1\.1 400 /);
  assert.deepEqual(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)), errorBody('bad-request'));
});

test('a path the router cannot read, or a path parameter over 100 characters, is a 400 in the envelope', async (t) => {
  const { app } = await build(t);
  for (const url of ['/api/1.0/callout/%ED%A0%80', '/api/1.0/callout/%E0%A4%A', `/api/1.0/callout/${'a'.repeat(101)}`]) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 400, url);
    assert.deepEqual(res.json(), errorBody('bad-request'), url);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', 'nosniff, as every answer');
  }
});
