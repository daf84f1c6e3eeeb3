import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, createApiClient, createSessionStore, loadSession, setSession } from './index.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A real HTTP server on loopback whose answer each test chooses. */
async function serve(t: { after: (fn: () => Promise<void>) => void }, handler: Handler) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/1.0`;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

test('sends JSON with the version and AJAX headers to the base path', async (t) => {
  let seen: { url?: string; method?: string; headers?: IncomingMessage['headers']; body?: string } = {};
  const baseUrl = await serve(t, (req, res, body) => {
    seen = { url: req.url ?? '', method: req.method ?? '', headers: req.headers, body };
    json(res, 200, { ok: true });
  });
  const api = createApiClient({ baseUrl });
  const answer: unknown = await api.contacts.update({ params: { id: 'me' }, body: { firstname: 'A' } });
  assert.deepEqual(answer, { ok: true });
  assert.equal(seen.url, '/api/1.0/contact/me');
  assert.equal(seen.method, 'PATCH');
  assert.equal(seen.headers?.['x-api-version'], 'v0.32.0');
  assert.equal(seen.headers?.['x-requested-with'], 'XMLHttpRequest');
  assert.match(String(seen.headers?.['content-type']), /application\/json/);
  assert.equal(seen.body, '{"firstname":"A"}');
  await api.contacts.get({ params: { id: 'me' }, query: { with: ['profile', 'roles'] } });
  assert.equal(seen.url, '/api/1.0/contact/me?with=profile&with=roles');
  assert.equal(seen.headers?.['x-requested-with'], undefined, 'reads need no AJAX header');
});

test('fills path parameters encoded, and builds URLs for links', async (t) => {
  let seen = '';
  const baseUrl = await serve(t, (req, res) => {
    seen = req.url ?? '';
    json(res, 200, []);
  });
  const api = createApiClient({ baseUrl });
  await api.callouts.tags({ params: { id: 'a b/c' } });
  assert.equal(seen, '/api/1.0/callout/a%20b%2Fc/tags');
  assert.equal(
    api.url('GET /callout/{id}/responses.csv', { params: { id: 'x' } }),
    `${baseUrl}/callout/x/responses.csv`,
  );
});

test('answers undefined for 204', async (t) => {
  const baseUrl = await serve(t, (_req, res) => res.writeHead(204).end());
  assert.equal(await createApiClient({ baseUrl }).callouts.delete({ params: { id: 'x' } }), undefined);
});

test('turns an error envelope into an ApiError with its code and fields', async (t) => {
  const envelope = { message: 'Email address already exists', code: 'duplicate-email', errors: null, httpCode: 409 };
  const baseUrl = await serve(t, (_req, res) => json(res, 409, envelope));
  const error = await createApiClient({ baseUrl })
    .contacts.update({ params: { id: 'me' }, body: {} })
    .catch((e: unknown) => e);
  assert.ok(error instanceof ApiError);
  assert.deepEqual({ ...error, message: error.message }, { ...envelope, name: 'ApiError' });
});

test('maps a non-envelope answer to the catalogue text for its status', async (t) => {
  const baseUrl = await serve(t, (_req, res) => res.writeHead(422, { 'content-type': 'text/html' }).end('<p>no</p>'));
  const error = (await createApiClient({ baseUrl })
    .health.get()
    .catch((e: unknown) => e)) as ApiError;
  assert.equal(error.code, 'validation');
  assert.equal(error.message, 'Something is missing. Please check the fields above.');
});

test('a 401 clears the session store', async (t) => {
  const baseUrl = await serve(t, (_req, res) =>
    json(res, 401, { message: "You don't have access to that.", code: 'not-logged-in', errors: null, httpCode: 401 }),
  );
  const session = createSessionStore();
  setSession(session, { id: '1', email: 'a@b.c', firstname: 'A', lastname: 'B', displayName: 'A B', activeRoles: [] });
  await assert.rejects(createApiClient({ baseUrl, session }).auth.info(), ApiError);
  assert.equal(session.contact, null);
  assert.equal(session.status, 'loaded');
});

test('a 401 about the credentials just sent keeps the session', async (t) => {
  const baseUrl = await serve(t, (_req, res) =>
    json(res, 401, { message: 'Invalid 2FA token', code: 'invalid-token', errors: null, httpCode: 401 }),
  );
  const session = createSessionStore();
  setSession(session, { id: '1', email: 'a@b.c', firstname: 'A', lastname: 'B', displayName: 'A B', activeRoles: [] });
  const error = (await createApiClient({ baseUrl, session })
    .contacts.disableMfa({ params: { id: 'me' }, body: { token: '1', type: 'totp' } })
    .catch((e: unknown) => e)) as ApiError;
  assert.equal(error.code, 'invalid-token');
  assert.equal(session.contact?.id, '1');
});

test('a 5xx raises the generic notification text, a 4xx does not', async (t) => {
  let status = 502;
  const baseUrl = await serve(t, (_req, res) => res.writeHead(status).end('Bad gateway'));
  const raised: string[] = [];
  const api = createApiClient({ baseUrl, onServerError: (text) => raised.push(text.message) });
  const error = (await api.health.get().catch((e: unknown) => e)) as ApiError;
  assert.equal(error.httpCode, 502);
  status = 404;
  await assert.rejects(api.health.get());
  assert.deepEqual(raised, ['Something went wrong, please try again.']);
});

test('an unreachable server raises the generic notification too', async () => {
  const raised: string[] = [];
  const api = createApiClient({ baseUrl: 'http://127.0.0.1:9/api/1.0', onServerError: (t) => raised.push(t.message) });
  const error = (await api.health.get().catch((e: unknown) => e)) as ApiError;
  assert.equal(error.httpCode, 0);
  assert.equal(raised.length, 1);
});

test('loadSession treats 401 as logged out and stores the contact otherwise', async (t) => {
  let loggedIn = false;
  const contact = {
    id: '7',
    email: 'x@y.z',
    firstname: 'X',
    lastname: 'Y',
    displayName: 'X Y',
    activeRoles: ['member'],
    isReviewer: true,
  };
  const baseUrl = await serve(t, (req, res) => {
    // The reviewer flag comes along: it decides the menus and where `/` leads.
    assert.equal(req.url, '/api/1.0/contact/me?with=isReviewer');
    if (loggedIn) json(res, 200, contact);
    else json(res, 401, { message: '', code: 'not-logged-in', errors: null, httpCode: 401 });
  });
  const session = createSessionStore();
  const api = createApiClient({ baseUrl, session });
  assert.equal(await loadSession(api, session), null);
  assert.equal(session.status, 'loaded');
  loggedIn = true;
  assert.deepEqual(await loadSession(api, session), contact);
  assert.equal(session.contact?.id, '7');
  assert.equal(session.contact?.isReviewer, true);
});
