import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { operations, type ApiOperationKey } from '@masthead/core';
import type { ApiRequest } from './request.ts';
import { createApiClient, resources } from './index.ts';

/** A real HTTP server on loopback that records each request and answers `{}`. */
async function serve(t: { after: (fn: () => Promise<void>) => void }) {
  const seen: { method: string; url: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/1.0`;
  return { api: createApiClient({ baseUrl }), seen };
}

const query = (url: string) => [...new URL(url, 'http://x').searchParams.entries()];

test('asks for one call-out by slug with its parts and the variant', async (t) => {
  const { api, seen } = await serve(t);
  await api.callouts.get({
    params: { id: 'housing costs' },
    query: { with: ['form', 'hasAnswered'], variant: 'de@informal' },
  });
  assert.equal(new URL(seen[0]!.url, 'http://x').pathname, '/api/1.0/callout/housing%20costs');
  assert.deepEqual(query(seen[0]!.url), [
    ['with', 'form'],
    ['with', 'hasAnswered'],
    ['variant', 'de@informal'],
  ]);
});

test('sends list rules as JSON and leaves out what is not given', async (t) => {
  const { api, seen } = await serve(t);
  const rules = {
    condition: 'AND' as const,
    rules: [{ field: 'status', operator: 'equal' as const, value: ['open'] }],
  };
  await api.callouts.list({
    query: { with: undefined, variant: undefined, rules: JSON.stringify(rules), sort: undefined, limit: 100 },
  });
  assert.deepEqual(query(seen[0]!.url), [
    ['rules', JSON.stringify(rules)],
    ['limit', '100'],
  ]);
});

test("lists only the caller's own responses, newest first", async (t) => {
  const { api, seen } = await serve(t);
  const own = { condition: 'AND', rules: [{ field: 'contact', operator: 'equal', value: ['me'] }] };
  await api.responses.list({
    query: { rules: JSON.stringify(own), with: ['callout'], sort: 'createdAt', order: 'DESC', limit: 100 },
  });
  assert.equal(new URL(seen[0]!.url, 'http://x').pathname, '/api/1.0/callout-responses');
  assert.deepEqual(query(seen[0]!.url), [
    ['rules', JSON.stringify({ condition: 'AND', rules: [{ field: 'contact', operator: 'equal', value: ['me'] }] })],
    ['with', 'callout'],
    ['sort', 'createdAt'],
    ['order', 'DESC'],
    ['limit', '100'],
  ]);
});

test('changes only the answers of a response', async (t) => {
  const { api, seen } = await serve(t);
  await api.responses.update({ params: { id: 'r1' }, body: { answers: { s1: { name: 'Ada' } } } });
  assert.deepEqual(seen[0], {
    method: 'PATCH',
    url: '/api/1.0/callout-responses/r1',
    body: JSON.stringify({ answers: { s1: { name: 'Ada' } } }),
  });
});

/** What no namespace names, and why (resources.ts): files, links, the provider's webhook, the reporter's own fetch. */
const notCalls: readonly ApiOperationKey[] = [
  'POST /images',
  'POST /documents',
  'GET /images/{id}',
  'GET /documents/{id}',
  'GET /contact.csv',
  'GET /callout/{id}/responses.csv',
  'GET /contact/{id}/export',
  'GET /contact-import/{id}/refused',
  'GET /newsletter/webhook/{secret}',
  'POST /newsletter/webhook/{secret}',
  'POST /client-errors',
];

test("every operation of the contract table is one namespace's call, but files, links and webhooks", async () => {
  const named: string[] = [];
  const record = ((key: string) => {
    named.push(key);
    return Promise.resolve(undefined);
  }) as unknown as ApiRequest;
  for (const namespace of Object.values(resources(record)))
    for (const call of Object.values(namespace as Record<string, () => Promise<unknown>>)) await call();
  assert.deepEqual(
    named.filter((key, index) => named.indexOf(key) !== index),
    [],
    'no operation is named twice',
  );
  assert.deepEqual(
    Object.keys(operations)
      .filter((key) => !named.includes(key) && !notCalls.includes(key as ApiOperationKey))
      .sort(),
    [],
  );
  assert.deepEqual(
    named.filter((key) => !(key in operations)),
    [],
    'every name is a key of the table',
  );
});
