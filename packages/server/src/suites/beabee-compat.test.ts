/**
 * Clients written for beabee v0.32 keep working (docs/product/api.md,
 * "Compatibility with v0.32 clients"; the decisions are in
 * packages/server/COMPATIBILITY.md): one test per point of COMPATIBILITY.md.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { operationOf, operations, splitOperationKey, type ApiOperationKey } from '@masthead/core';
import { idKind, isWellFormedId, type IdKind } from '../kernel/http/id-params.ts';
import { createApiKeyRepository } from '../api-keys/api-key-repository.ts';
import { hostileSetups, withoutSetup } from './hostile-setups.ts';
import { validRequest, type Setup } from './hostile-cases.ts';
import { hostileWorld } from './hostile-world.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { multipart, testPng } from '../uploads/upload-test-kit.ts';
import { withoutTrailingSlash } from '../kernel/http/trailing-slash.ts';
import { v032CalloutBody } from './beabee-compat-test-kit.ts';

const api = '/api/1.0';

async function adminApp(t: Parameters<typeof build>[0]) {
  const { app, database } = await build(t);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const { cookie } = await loginAs(app, admin);
  return { app, database, admin, call: (options: Parameters<typeof as>[1]) => app.inject(as(cookie, options)) };
}

test('every route also answers with a trailing slash', async (t) => {
  const { app, call } = await adminApp(t);
  const contacts = await call({ method: 'GET', url: `${api}/contact/?limit=5` });
  assert.equal(contacts.statusCode, 200, contacts.body);
  assert.equal(contacts.json().count, 1);
  const created = await call({
    method: 'POST',
    url: `${api}/callout/`,
    payload: { variants: { default: { title: 'Trailing' } } },
  });
  assert.equal(created.statusCode, 200, created.body);
  const read = await call({ method: 'GET', url: `${api}/callout/${created.json().slug}/` });
  assert.equal(read.json().id, created.json().id);
  const image = await app.inject({ method: 'POST', url: `${api}/images/`, ...multipart(await testPng()) });
  assert.equal(image.statusCode, 200, image.body);
  // A widget's preflight, and a miss: both as without the slash.
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: `${api}/callout/`,
    headers: { origin: 'https://newsroom.example', 'access-control-request-method': 'GET' },
  });
  assert.equal(preflight.headers['access-control-allow-origin'], '*', JSON.stringify(preflight.headers));
  const missing = await app.inject({ method: 'GET', url: `${api}/no-such-thing/` });
  assert.deepEqual([missing.statusCode, missing.json().code], [404, 'not-found']);
  // Only API paths are rewritten: pages and assets keep their slash (the demo's `/demo` → `/demo/`).
  for (const [url, rewritten] of [
    ['/api/1.0/contact/', '/api/1.0/contact'],
    ['/api/1.0/contact/?limit=5', '/api/1.0/contact?limit=5'],
    ['/api/1.0/contact', '/api/1.0/contact'],
    ['/api/1.0/contact//', '/api/1.0/contact//'],
    ['/demo/', '/demo/'],
    ['/admin/contacts/', '/admin/contacts/'],
  ]) {
    assert.equal(withoutTrailingSlash(url as string), rewritten, url);
  }
});

/** An id of `kind` that can never name anything, and a well-formed one that names nothing. */
const probes: Partial<Record<IdKind, { malformed: string[]; unknown: string[] }>> = {
  uuid: { malformed: ['not-a-uuid', '1234', 'me'], unknown: [randomUUID()] },
  contact: { malformed: ['not-a-uuid', 'ME', 'self'], unknown: [randomUUID()] },
  name: { malformed: ['Reset_Password', 'a.b'], unknown: ['no-such-email'] },
  // v0.32 looked any id that is not a uuid up as a slug: nothing is ill-formed.
  callout: { malformed: [], unknown: [randomUUID(), 'no-such-callout', 'Not A Slug!'] },
};

test('an ill-formed id is a 400 and a well-formed unknown one a 404, on every route with an id', async (t) => {
  const world = await hostileWorld(t);
  const setups = hostileSetups(world);
  const problems: string[] = [];
  let checked = 0;
  for (const key of Object.keys(operations) as ApiOperationKey[]) {
    const { path } = splitOperationKey(key);
    const params = (operationOf(key).params as { properties?: Record<string, object> } | undefined)?.properties;
    if (!params) continue;
    const setup: Setup | undefined = (setups[key] ?? []).find((s) => s.caller !== 'guest') ?? setups[key]?.[0];
    for (const [name, schema] of Object.entries(params)) {
      const kind = idKind(path, name, schema);
      const probe = probes[kind];
      if (!probe) continue; // tokens from links (their own answers) and enums (the schema's 422)
      if (!setup) {
        if (!withoutSetup[key]) problems.push(`${key}: no valid request in hostile-setups.ts`);
        continue;
      }
      // The world's real id passes as well formed: the kind is right for this route.
      const real = setup.params?.[name] ?? '';
      if (!isWellFormedId(kind, real)) problems.push(`${key}: its real ${name} ${real} counts as ill-formed ${kind}`);
      const send = async (value: string) => {
        const res = await world.send(
          setup.caller,
          validRequest(key, { ...setup, params: { ...setup.params, [name]: value } }),
        );
        checked += 1;
        return res;
      };
      for (const value of probe.malformed) {
        const res = await send(value);
        if (res.statusCode !== 400 || res.json().code !== 'bad-request') {
          problems.push(`${key} ${name}=${value}: ${res.statusCode} ${res.body.slice(0, 120)}, not 400 bad-request`);
        }
      }
      for (const value of probe.unknown) {
        const res = await send(value);
        if (res.statusCode !== 404)
          problems.push(`${key} ${name}=${value}: ${res.statusCode} ${res.body.slice(0, 120)}, not 404`);
      }
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(checked > 100, `${checked} requests`);
});

test('GET contact/{id}/mfa is null when 2FA is off', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  const res = await app.inject(as(cookie, { method: 'GET', url: `${api}/contact/me/mfa` }));
  assert.equal(res.statusCode, 200);
  assert.equal(res.body, 'null');
  assert.match(String(res.headers['content-type']), /^application\/json/);
});

test('DELETE contact/{id}/mfa on a contact without 2FA is a 404, for the contact and for an admin', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  const own = await app.inject(as(cookie, { method: 'DELETE', url: `${api}/contact/me/mfa`, payload: {} }));
  assert.equal(own.statusCode, 404, own.body);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const session = await loginAs(app, admin);
  const url = `${api}/contact/${member.id}/mfa`;
  const byAdmin = await app.inject(as(session.cookie, { method: 'DELETE', url }));
  assert.equal(byAdmin.statusCode, 404, byAdmin.body);
});

test('GET health reports each service as a boolean', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({ method: 'GET', url: `${api}/health` });
  const { status, services } = res.json();
  assert.equal(status, 'ok');
  assert.ok(Object.keys(services).includes('database'));
  for (const [name, up] of Object.entries(services)) assert.equal(up, true, name);
});

test('GET api-key takes sort and order like the other lists', async (t) => {
  const { app, database, admin, call } = await adminApp(t);
  const keys = createApiKeyRepository({ db: database.db });
  const day = (n: number) => new Date(Date.UTC(2030, 0, n));
  await keys.create('b, oldest', day(20), admin.id, day(1));
  await keys.create('a, newest, never expires', null, admin.id, day(3));
  await keys.create('C, middle', day(10), admin.id, day(2));
  const names = async (query: string) => {
    const res = await call({ method: 'GET', url: `${api}/api-key${query}` });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().items as { description: string }[]).map((key) => key.description[0]);
  };
  assert.deepEqual(await names(''), ['a', 'C', 'b'], 'newest first');
  assert.deepEqual(await names('?sort=createdAt&order=ASC'), ['b', 'C', 'a']);
  assert.deepEqual(await names('?sort=expires'), ['C', 'b', 'a'], 'no expiry last');
  assert.deepEqual(await names('?sort=expires&order=DESC'), ['b', 'C', 'a'], 'no expiry last either way');
  assert.deepEqual(await names('?sort=description&order=DESC&limit=2'), ['C', 'b']);
  assert.equal((await call({ method: 'GET', url: `${api}/api-key?sort=token` })).statusCode, 422);
  void app;
});

test('PUT contact/{id}/role/{role} without dateExpires keeps an existing expiry, with null removes it', async (t) => {
  const { database, call } = await adminApp(t);
  const member = await createTestContact(database, { roles: [] });
  const put = async (payload: object) => {
    const res = await call({ method: 'PUT', url: `${api}/contact/${member.id}/role/member`, payload });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { dateAdded: string; dateExpires: string | null };
  };
  const expires = '2999-01-01T00:00:00.000Z';
  assert.equal((await put({ dateAdded: '2020-01-01T00:00:00.000Z' })).dateExpires, null, 'a new role: none');
  await put({ dateAdded: '2020-01-01T00:00:00.000Z', dateExpires: expires });
  const moved = await put({ dateAdded: '2021-01-01T00:00:00.000Z' });
  assert.deepEqual(moved, { role: 'member', dateAdded: '2021-01-01T00:00:00.000Z', dateExpires: expires });
  assert.equal((await put({ dateAdded: '2021-01-01T00:00:00.000Z', dateExpires: null })).dateExpires, null);
  const contact = await call({ method: 'GET', url: `${api}/contact/${member.id}?with=roles` });
  assert.equal(contact.json().roles[0].dateExpires, null);
});

test('POST and PATCH callout take a whole v0.32 body, keeping what Masthead uses and ignoring the rest', async (t) => {
  const { call } = await adminApp(t);
  const created = await call({ method: 'POST', url: `${api}/callout`, payload: v032CalloutBody() });
  assert.equal(created.statusCode, 200, created.body);
  const { id } = created.json();
  const read = async () =>
    (await call({ method: 'GET', url: `${api}/callout/${id}?with=form&with=variants&with=responseViewSchema` })).json();
  const kept = await read();
  assert.equal(kept.slug, 'flooded-streets');
  assert.equal(kept.formSchema.slides.length, 2);
  assert.deepEqual(kept.variants.de.slideNavigation['slide-about'], {
    prevText: 'Back',
    nextText: 'Weiter',
    submitText: 'Send',
  });
  assert.equal(kept.variants.de.componentText['Your name'], 'Dein Name');
  assert.equal(kept.newsletterSchema.title, 'Stay in touch');
  assert.equal(kept.channels, undefined, 'channels are ignored');

  // A v0.32 client sends the whole call-out back on PATCH, channels included.
  const body = v032CalloutBody({ starts: new Date(Date.now() - 60_000).toISOString() });
  body.variants.default.title = 'Flooded streets, again';
  const patched = await call({
    method: 'PATCH',
    url: `${api}/callout/${id}`,
    payload: { ...body, channels: ['telegram'] },
  });
  assert.equal(patched.statusCode, 200, patched.body);
  assert.deepEqual([patched.json().title, patched.json().status], ['Flooded streets, again', 'open']);

  // Masthead's own checks stay: the slug is locked once open, and fields no version sent are refused.
  const slug = await call({ method: 'PATCH', url: `${api}/callout/${id}`, payload: { ...body, slug: 'renamed' } });
  assert.deepEqual([slug.statusCode, slug.json().errors[0]], [422, { field: 'slug', rule: 'locked' }]);
  const unknown = await call({ method: 'PATCH', url: `${api}/callout/${id}`, payload: { ...body, colour: 'red' } });
  assert.equal(unknown.statusCode, 422);
});
