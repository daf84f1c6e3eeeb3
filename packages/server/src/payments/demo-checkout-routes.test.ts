import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDemoCheckout } from './providers/demo/demo-test-kit.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const url = (id: string) => `/api/1.0/demo-checkout/${id}`;
const unknownId = 'demo_flow_000000000000000000000000';

test('a guest reads a demo checkout: the method, the email, the newsroom and that it is open', async (t) => {
  const { app, database } = await build(t);
  const id = await openDemoCheckout(database.db, 'flow-1');
  const res = await app.inject({ method: 'GET', url: url(id) });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'no-store');
  const { returnUrl, ...rest } = res.json();
  // A flow Masthead does not know (made here straight at the provider) charges nothing it could name.
  assert.deepEqual(rest, {
    ...{ id, method: 's_card', email: 'mo@example.org', description: null, status: 'open' },
    ...{ newsroom: 'Masthead', charge: null },
  });
  assert.match(returnUrl, /^http:\/\/localhost:3000\/join\/complete/);
});

test('a guest pays a demo checkout once; answering again is a 409', async (t) => {
  const { app, database } = await build(t);
  const id = await openDemoCheckout(database.db, 'flow-1');
  const paid = await app.inject({ method: 'POST', url: url(id), payload: { outcome: 'succeed' } });
  assert.equal(paid.statusCode, 200);
  assert.equal(paid.json().status, 'succeeded');
  const again = await app.inject({ method: 'POST', url: url(id), payload: { outcome: 'fail' } });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'conflict');
  assert.equal((await app.inject({ method: 'GET', url: url(id) })).json().status, 'succeeded');
});

test('a logged-in member declines a demo checkout (sent as the app sends it)', async (t) => {
  const { app, database } = await build(t);
  const id = await openDemoCheckout(database.db, 'flow-1');
  const { cookie } = await loginAs(app, await createTestContact(database));
  const res = await app.inject(as(cookie, { method: 'POST', url: url(id), payload: { outcome: 'fail' } }));
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().status, 'failed');
});

test('an unknown or malformed checkout id is a 404', async (t) => {
  const { app } = await build(t);
  for (const id of [unknownId, 'nonsense', 'demo_flow_short']) {
    const get = await app.inject({ method: 'GET', url: url(id) });
    assert.equal(get.statusCode, 404, id);
    assert.equal(get.json().code, 'not-found', id);
    const post = await app.inject({ method: 'POST', url: url(id), payload: { outcome: 'succeed' } });
    assert.equal(post.statusCode, 404, id);
  }
});

test('an answer other than succeed or fail is a 422, and leaves the checkout open', async (t) => {
  const { app, database } = await build(t);
  const id = await openDemoCheckout(database.db, 'flow-1');
  for (const payload of [{}, { outcome: 'maybe' }, { outcome: 'succeed', amount: 5 }, { outcome: true }]) {
    const res = await app.inject({ method: 'POST', url: url(id), payload });
    assert.equal(res.statusCode, 422, JSON.stringify(payload));
    assert.equal(res.json().code, 'validation', JSON.stringify(payload));
  }
  assert.equal((await app.inject({ method: 'GET', url: url(id) })).json().status, 'open');
});
