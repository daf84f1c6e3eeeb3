import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBody } from '@masthead/core';
import { build } from '../../test-helper.ts';

test('every answer names its request: a sane incoming X-Request-Id, else a new one', async (t) => {
  const { app } = await build(t);
  const echoed = await app.inject({ method: 'GET', url: '/api/1.0/health', headers: { 'x-request-id': 'lb-7f3a.9' } });
  assert.equal(echoed.headers['x-request-id'], 'lb-7f3a.9');

  const first = await app.inject({ method: 'GET', url: '/api/1.0/health' });
  const second = await app.inject({ method: 'GET', url: '/api/1.0/health' });
  assert.match(String(first.headers['x-request-id']), /^[\w-]{12}$/);
  assert.notEqual(first.headers['x-request-id'], second.headers['x-request-id']);

  for (const bad of ['x'.repeat(65), 'two words', '<script>', 'a,b']) {
    const res = await app.inject({ method: 'GET', url: '/api/1.0/health', headers: { 'x-request-id': bad } });
    assert.match(String(res.headers['x-request-id']), /^[\w-]{12}$/, bad);
  }
});

test('error envelopes carry the request id too: 404, 422, 400', async (t) => {
  const { app } = await build(t);
  const missing = await app.inject({
    method: 'GET',
    url: '/api/1.0/no-such-thing',
    headers: { 'x-request-id': 'r404' },
  });
  assert.equal(missing.statusCode, 404);
  assert.deepEqual(missing.json(), errorBody('not-found'));
  assert.equal(missing.headers['x-request-id'], 'r404');

  const invalid = await app.inject({
    method: 'POST',
    url: '/api/1.0/auth/login',
    headers: { 'x-request-id': 'r422' },
    payload: { email: 'someone@example.org' },
  });
  assert.equal(invalid.statusCode, 422);
  assert.equal(invalid.json().code, 'validation');
  assert.equal(invalid.headers['x-request-id'], 'r422');

  const brokenJson = await app.inject({
    method: 'POST',
    url: '/api/1.0/auth/login',
    headers: { 'x-request-id': 'r400', 'content-type': 'application/json' },
    payload: '{"email":',
  });
  assert.equal(brokenJson.statusCode, 400);
  assert.equal(brokenJson.headers['x-request-id'], 'r400');

  // A path the router cannot read never reaches a hook; its 400 still names the request.
  const unreadable = await app.inject({
    method: 'GET',
    url: '/api/1.0/callout/%ED%A0%80',
    headers: { 'x-request-id': 'rbad' },
  });
  assert.equal(unreadable.statusCode, 400);
  assert.equal(unreadable.headers['x-request-id'], 'rbad');
});
