import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from '../../test-helper.ts';

const json = { 'content-type': 'application/json' };

test('a JSON request with an empty body reaches the route as having no body', async (t) => {
  const { app } = await build(t);
  app.post('/test/echo', async (request) => ({ body: request.body ?? 'none' }));
  for (const payload of ['', '  \n']) {
    const res = await app.inject({ method: 'POST', url: '/test/echo', headers: json, payload });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { body: 'none' });
  }
});

test('an empty body still meets the schema of a route that needs one', async (t) => {
  const { app } = await build(t);
  const schema = { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } };
  app.post('/test/named', { schema }, async () => ({ ok: true }));
  const res = await app.inject({ method: 'POST', url: '/test/named', headers: json, payload: '' });
  assert.equal(res.statusCode, 422);
});

test('broken JSON and prototype-poisoning keys are refused with the 400 envelope', async (t) => {
  const { app } = await build(t);
  app.post('/test/echo', async (request) => ({ body: request.body }));
  for (const payload of ['{"name":', '{"__proto__": {"admin": true}}']) {
    const res = await app.inject({ method: 'POST', url: '/test/echo', headers: json, payload });
    assert.equal(res.statusCode, 400, payload);
    assert.equal(res.json().code, 'bad-request');
  }
  const ok = await app.inject({ method: 'POST', url: '/test/echo', headers: json, payload: '{"name":"Ada"}' });
  assert.deepEqual(ok.json(), { body: { name: 'Ada' } });
});
