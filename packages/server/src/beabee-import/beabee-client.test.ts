import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, type TestContext } from 'node:test';
import { BeabeeSourceError, createBeabeeClient } from './beabee-client.ts';

/** A real HTTP server on a loopback port answering with `handle`. */
async function serve(t: TestContext, handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/1.0`;
}

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

test('pages walks a list by limit and offset until total, sending the key', async (t) => {
  const seen: string[] = [];
  const items = Array.from({ length: 230 }, (_, i) => ({ id: `c${i}` }));
  const apiBase = await serve(t, (req, res) => {
    const url = new URL(req.url ?? '', 'http://x');
    seen.push(`${url.pathname}?${url.searchParams}`);
    assert.equal(req.headers.authorization, 'Bearer k1');
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    const page = items.slice(offset, offset + limit);
    send(res, 200, { items: page, offset, count: page.length, total: items.length });
  });
  const client = createBeabeeClient({ apiBase, key: 'k1' });
  const got: string[] = [];
  for await (const page of client.pages<{ id: string }>('contact', { with: ['profile', 'roles'] })) {
    got.push(...page.map(({ id }) => id));
  }
  assert.equal(got.length, 230);
  assert.deepEqual(seen, [
    '/api/1.0/contact?with=profile&with=roles&limit=100&offset=0',
    '/api/1.0/contact?with=profile&with=roles&limit=100&offset=100',
    '/api/1.0/contact?with=profile&with=roles&limit=100&offset=200',
  ]);
});

test('a 429 and a 5xx are tried again after Retry-After; other failures stop with the status, never the key', async (t) => {
  let calls = 0;
  const waits: number[] = [];
  const apiBase = await serve(t, (req, res) => {
    calls += 1;
    if (req.url?.startsWith('/api/1.0/missing')) return send(res, 404, { code: 'not-found' });
    if (req.url?.startsWith('/api/1.0/secret')) return send(res, 401, { code: 'unauthorized' });
    if (calls === 1) return send(res, 429, { code: 'rate-limited' }, { 'retry-after': '2' });
    if (calls === 2) return send(res, 503, { code: 'unavailable' });
    return send(res, 200, { ok: true });
  });
  const client = createBeabeeClient({ apiBase, key: 'sk_very_secret', sleep: async (ms) => void waits.push(ms) });
  assert.deepEqual(await client.get('auth/info'), { ok: true });
  assert.deepEqual(waits, [2000, 2000]);
  assert.equal(await client.getOptional('missing'), null);
  await assert.rejects(client.get('missing'), (error: unknown) => {
    assert.ok(error instanceof BeabeeSourceError);
    assert.equal(error.status, 404);
    return true;
  });
  await assert.rejects(client.get('secret'), (error: unknown) => {
    assert.ok(error instanceof BeabeeSourceError && /refused the API key/.test(error.message));
    assert.ok(!error.message.includes('sk_very_secret'));
    return true;
  });
});

test('a server that keeps failing is given up after the attempts', async (t) => {
  let calls = 0;
  const apiBase = await serve(t, (_req, res) => {
    calls += 1;
    send(res, 500, { code: 'internal' });
  });
  const client = createBeabeeClient({ apiBase, key: 'k', attempts: 3, sleep: async () => {} });
  await assert.rejects(client.get('contact'), /answered 500/);
  assert.equal(calls, 3);
});
