import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { fillPath, operationOf, operations, splitOperationKey, type ApiOperationKey } from '@masthead/core';
import { build } from '../../test-helper.ts';
import { cors, isPublicCorsRoute, publicCorsOperations } from './cors.ts';
import { csrfGuard } from './csrf-guard.ts';

const site = 'https://members.example.org';
const newsroom = 'https://news.example.com';

/** A bare app with the CORS plugin, the CSRF guard and a few routes that answer 200. */
async function small() {
  const app = Fastify();
  app.register(cors, { siteUrl: `${site}/` });
  app.register(csrfGuard);
  for (const url of ['/api/1.0/callout/:id', '/api/1.0/contact/me', '/api/1.0/captcha']) app.get(url, async () => ({}));
  for (const url of ['/api/1.0/callout/:id/responses', '/api/1.0/images', '/api/1.0/contact/me'])
    app.post(url, async () => ({}));
  await app.ready();
  return app;
}

test('the public widget calls are named by method and path', () => {
  assert.ok(isPublicCorsRoute('GET', '/api/1.0/callout/housing-costs?with=form&variant=de'));
  assert.ok(isPublicCorsRoute('GET', '/api/1.0/callout'));
  assert.ok(isPublicCorsRoute('GET', '/api/1.0/captcha'));
  assert.ok(isPublicCorsRoute('GET', '/api/1.0/content/general'));
  assert.ok(isPublicCorsRoute('POST', '/api/1.0/callout/abc/responses?captchaToken=x'));
  assert.ok(isPublicCorsRoute('POST', '/api/1.0/documents'));
  assert.ok(isPublicCorsRoute('GET', '/embed/masthead.js'));
  assert.ok(isPublicCorsRoute('GET', '/embed/assets/locale-de-abc.js'));
  // The app's built assets, for an embeddable page in a sandboxed frame (its origin is null).
  assert.ok(isPublicCorsRoute('GET', '/assets/app-abc.js'));
  assert.ok(!isPublicCorsRoute('POST', '/assets/app-abc.js'));
  assert.ok(!isPublicCorsRoute('GET', '/crowdnewsroom/housing-costs'));
  assert.ok(!isPublicCorsRoute('GET', '/api/1.0/callout/abc/responses'));
  assert.ok(!isPublicCorsRoute('PATCH', '/api/1.0/callout/abc'));
  assert.ok(!isPublicCorsRoute('GET', '/api/1.0/contact/me'));
  assert.ok(!isPublicCorsRoute('GET', '/api/1.0/content/contacts'));
  // The gallery's and the map's published responses.
  assert.ok(isPublicCorsRoute('GET', '/api/1.0/callout/abc/responses/map?limit=24&offset=0'));
  assert.ok(!isPublicCorsRoute('GET', '/api/1.0/callout/abc/responses.csv'));
  assert.ok(!isPublicCorsRoute('GET', '/api/1.0/callout/abc/responsesXcsv'));
  // The hosted site's session is no business of other origins.
  assert.ok(!isPublicCorsRoute('POST', '/api/1.0/auth/login'));
  assert.ok(!isPublicCorsRoute('GET', '/api/1.0/auth/info'));
});

test('any origin reads a call-out and answers it without credentials', async () => {
  const app = await small();
  const read = await app.inject({ method: 'GET', url: '/api/1.0/callout/x', headers: { origin: newsroom } });
  assert.equal(read.headers['access-control-allow-origin'], '*');
  assert.equal(read.headers['access-control-allow-credentials'], undefined);
  // A widget may read the request id, for a reader's error report.
  assert.equal(read.headers['access-control-expose-headers'], 'X-Request-Id');

  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/api/1.0/callout/x/responses',
    headers: {
      origin: newsroom,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,idempotency-key,x-requested-with',
    },
  });
  assert.equal(preflight.statusCode, 204);
  assert.equal(preflight.headers['access-control-allow-origin'], '*');
  assert.equal(preflight.headers['access-control-allow-methods'], 'POST');
  assert.equal(
    preflight.headers['access-control-allow-headers'],
    'Content-Type, Idempotency-Key, X-Requested-With, X-Answer-Pass',
  );

  // No session cookie: the CSRF guard lets a guest's cross-origin post through without the AJAX header.
  const post = await app.inject({
    method: 'POST',
    url: '/api/1.0/callout/x/responses',
    headers: { origin: newsroom, 'content-type': 'application/json', 'idempotency-key': 'k' },
    payload: { answers: {} },
  });
  assert.equal(post.statusCode, 200);
  assert.equal(post.headers['access-control-allow-origin'], '*');
  await app.close();
});

test('other origins get no CORS for anything else, nor for requests carrying cookies', async () => {
  const app = await small();
  const me = await app.inject({ method: 'GET', url: '/api/1.0/contact/me', headers: { origin: newsroom } });
  assert.equal(me.headers['access-control-allow-origin'], undefined);
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/api/1.0/contact/me',
    headers: { origin: newsroom, 'access-control-request-method': 'POST' },
  });
  assert.equal(preflight.headers['access-control-allow-origin'], undefined);
  const withCookie = await app.inject({
    method: 'GET',
    url: '/api/1.0/callout/x',
    headers: { origin: newsroom, cookie: 'masthead_session=abc' },
  });
  assert.equal(withCookie.headers['access-control-allow-origin'], undefined);
  assert.equal(withCookie.headers['access-control-expose-headers'], undefined);
  await app.close();
});

test('the site itself gets credentialed CORS on every route', async () => {
  const app = await small();
  const me = await app.inject({
    method: 'GET',
    url: '/api/1.0/contact/me',
    headers: { origin: site, cookie: 'masthead_session=abc' },
  });
  assert.equal(me.headers['access-control-allow-origin'], site);
  assert.equal(me.headers['access-control-allow-credentials'], 'true');
  assert.equal(me.headers['access-control-expose-headers'], 'X-Request-Id');
  assert.match(String(me.headers.vary), /Origin/);
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/api/1.0/contact/me',
    headers: { origin: site, 'access-control-request-method': 'POST' },
  });
  assert.equal(preflight.statusCode, 204);
  assert.equal(preflight.headers['access-control-allow-origin'], site);
  assert.equal(preflight.headers['access-control-allow-credentials'], 'true');
  await app.close();
});

test('the app answers widget calls from any origin', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({ method: 'GET', url: '/api/1.0/captcha', headers: { origin: newsroom } });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['access-control-allow-origin'], '*');
  const missing = await app.inject({ method: 'GET', url: '/api/1.0/callout/none', headers: { origin: newsroom } });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.headers['access-control-allow-origin'], '*');
});

const guestKeys = (Object.keys(operations) as ApiOperationKey[]).filter((key) => operationOf(key).access === 'guest');

test('the public routes are the guest operations of the contract table, less the session ones', () => {
  assert.deepEqual([...publicCorsOperations].sort(), guestKeys.filter((key) => operationOf(key).tag !== 'auth').sort());
  for (const key of ['GET /callout/{id}', 'GET /callout/{id}/responses/map', 'POST /callout/{id}/responses'] as const)
    assert.ok(publicCorsOperations.includes(key), key);
  for (const key of guestKeys) {
    const { method, path } = splitOperationKey(key);
    const url = `/api/1.0${fillPath(path, { id: 'x', secret: 'x' })}`;
    assert.equal(isPublicCorsRoute(method, url), operationOf(key).tag !== 'auth', key);
  }
});

test('every guest operation answers another origin, and so does its preflight', async (t) => {
  const { app } = await build(t);
  for (const key of publicCorsOperations) {
    const { method, path } = splitOperationKey(key);
    const url = `/api/1.0${fillPath(path, { id: 'no-such-callout', secret: 'no-such-secret' })}`;
    const preflight = await app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: newsroom,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type,idempotency-key,x-requested-with',
      },
    });
    assert.equal(preflight.statusCode, 204, `${key} preflight`);
    assert.equal(preflight.headers['access-control-allow-origin'], '*', `${key} preflight`);
    assert.equal(preflight.headers['access-control-allow-methods'], method, `${key} preflight`);
    assert.equal(preflight.headers['access-control-allow-credentials'], undefined, `${key} preflight`);
    // Whatever the answer (a 404 for the missing call-out, a 4xx for an empty body), the page may read it.
    const answer = await app.inject({
      method,
      url,
      headers: { origin: newsroom, accept: 'application/json', 'idempotency-key': 'k' },
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    assert.equal(answer.headers['access-control-allow-origin'], '*', `${key} → ${answer.statusCode}`);
    assert.equal(answer.headers['access-control-allow-credentials'], undefined, key);
  }
  for (const key of guestKeys.filter((k) => !publicCorsOperations.includes(k))) {
    const { method, path } = splitOperationKey(key);
    const answer = await app.inject({
      method,
      url: `/api/1.0${fillPath(path, { id: 'x', secret: 'x' })}`,
      headers: { origin: newsroom },
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    assert.equal(answer.headers['access-control-allow-origin'], undefined, key);
  }
});
