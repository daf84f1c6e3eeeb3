import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { apiVersion, errorBody, generalSettingsPatchSchema } from '@masthead/core';
import { build } from '../../test-helper.ts';

test('an unknown API route answers the 404 envelope with the version header', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({ method: 'GET', url: '/api/1.0/no-such-thing', headers: { accept: 'text/html' } });
  assert.equal(res.statusCode, 404);
  assert.deepEqual(res.json(), errorBody('not-found'));
  assert.equal(res.headers['x-api-version'], apiVersion);
});

test('a body that breaks its schema answers 422 naming each field and rule', async (t) => {
  const { app } = await build(t);
  app.patch('/test/settings', { schema: { body: generalSettingsPatchSchema } }, async () => ({ ok: true }));
  const res = await app.inject({
    method: 'PATCH',
    url: '/test/settings',
    payload: {
      organisationName: '',
      currencyCode: 'pounds',
      theme: { colors: { primary: 'red' }, fonts: { body: 'open-sans' } },
      footerLinks: [{ url: '/about' }],
      colour: 'blue',
    },
  });
  assert.equal(res.statusCode, 422);
  const body = res.json();
  assert.equal(body.code, 'validation');
  assert.equal(body.httpCode, 422);
  assert.equal(body.message, errorBody('validation').message);
  const broken = body.errors.map((e: { field: string; rule: string }) => `${e.field} ${e.rule}`);
  for (const expected of [
    'organisationName minLength',
    'currencyCode pattern',
    'theme.colors.primary pattern',
    'theme.colors.link required',
    'footerLinks.0.text required',
    'colour additionalProperties',
  ]) {
    assert.ok(broken.includes(expected), `expected "${expected}" in ${JSON.stringify(broken)}`);
  }
  const length = body.errors.find((e: { field: string }) => e.field === 'organisationName');
  assert.deepEqual(length.params, { limit: 1 });
});

test('malformed JSON answers 400 with the envelope', async (t) => {
  const { app } = await build(t);
  app.post('/test/echo', async (request) => request.body);
  const res = await app.inject({
    method: 'POST',
    url: '/test/echo',
    headers: { 'content-type': 'application/json' },
    payload: '{"organisationName": ',
  });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json(), errorBody('bad-request'));
  assert.equal(res.headers['x-api-version'], apiVersion);
});

test('a body over 1 MiB answers 413 request-too-large', async (t) => {
  const { app } = await build(t);
  app.post('/test/echo', async () => ({ ok: true }));
  const res = await app.inject({
    method: 'POST',
    url: '/test/echo',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024) }),
  });
  assert.equal(res.statusCode, 413);
  assert.deepEqual(res.json(), errorBody('request-too-large'));
});

test('an exception answers the generic 500 without a stack and is logged with its error', async (t) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const { app } = await build(t, { logger: { level: 'error', stream } });
  app.get('/test/broken', async () => {
    throw new Error('secret detail: connection string postgres://u:p@db');
  });
  const res = await app.inject({ method: 'GET', url: '/test/broken' });
  assert.equal(res.statusCode, 500);
  assert.deepEqual(res.json(), errorBody('internal-error'));
  assert.doesNotMatch(res.body, /secret detail|at .*\.ts/);
  assert.equal(res.headers['x-api-version'], apiVersion);
  const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.err);
  assert.ok(logged, 'the error was logged');
  assert.match(logged.err.message, /secret detail/);
  assert.match(logged.err.stack, /error-envelope\.test\.ts/);
});
