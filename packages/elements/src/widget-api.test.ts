import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fetchReader } from './callout-form/form-calls.ts';
import { createWidgetApi, sendsCookies } from './widget-api.tsx';

const site = 'https://members.example.org';
const newsroom = 'https://news.example.com';

/** A fetch that records each call's URL and credentials mode and answers `answer` (or fails like a CORS refusal). */
function recording(answer: (url: string) => Response | null) {
  const calls: { url: string; credentials: RequestCredentials | undefined }[] = [];
  const send: typeof fetch = async (input, init) => {
    const url = String(input);
    calls.push({ url, credentials: init?.credentials });
    const response = answer(url);
    if (!response) throw new TypeError('Failed to fetch');
    return response;
  };
  return { calls, send };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

test('cookies go along only when the page is on the API origin', () => {
  assert.equal(sendsCookies(site, site), true);
  assert.equal(sendsCookies(`${site}/`, site), true);
  assert.equal(sendsCookies('', site), true, 'no origin: the API is where the page is (the hosted app)');
  assert.equal(sendsCookies(site, newsroom), false);
  assert.equal(sendsCookies('http://127.0.0.1:3000', 'http://localhost:3000'), false);
  assert.equal(sendsCookies(site, undefined), false, 'no page (not in a browser): no cookies');
});

test('from another origin every call is made once, without credentials, and a failure is not retried', async () => {
  const { calls, send } = recording((url) => (url.includes('/captcha') ? null : json({ locale: 'de' })));
  const api = createWidgetApi({ origin: site, fetch: send, pageOrigin: newsroom });
  assert.equal(api.withCookies, false);
  await api.content.general();
  await assert.rejects(api.captcha.challenge());
  assert.deepEqual(
    calls.map((c) => [c.url, c.credentials]),
    [
      [`${site}/api/1.0/content/general`, 'omit'],
      [`${site}/api/1.0/captcha`, 'omit'],
    ],
  );
});

test('on the API origin the calls carry the reader cookies', async () => {
  const { calls, send } = recording(() => json({ locale: 'de' }));
  const api = createWidgetApi({ origin: site, fetch: send, pageOrigin: site });
  assert.equal(api.withCookies, true);
  await api.content.general();
  assert.deepEqual(calls[0], { url: `${site}/api/1.0/content/general`, credentials: 'include' });
});

test('the reader is asked only where cookies go along', async () => {
  const contact = { displayName: 'Ada Reader', email: 'ada@example.org' };
  const away = recording(() => json({ method: 'user', roles: [], contact }));
  assert.equal(await fetchReader(createWidgetApi({ origin: site, fetch: away.send, pageOrigin: newsroom })), null);
  assert.equal(away.calls.length, 0, 'no request from another origin');

  const home = recording(() => json({ method: 'user', roles: [], contact }));
  assert.deepEqual(await fetchReader(createWidgetApi({ origin: site, fetch: home.send, pageOrigin: site })), contact);
  assert.deepEqual(home.calls, [{ url: `${site}/api/1.0/auth/info`, credentials: 'include' }]);

  const guest = recording(() => json({ method: 'none', roles: [] }));
  assert.equal(await fetchReader(createWidgetApi({ origin: site, fetch: guest.send, pageOrigin: site })), null);
  const offline = recording(() => null);
  assert.equal(await fetchReader(createWidgetApi({ origin: site, fetch: offline.send, pageOrigin: site })), null);
});
