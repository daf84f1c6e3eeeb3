import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { secondServer, type BuildOptions } from '../test-helper.ts';
import { goodAnswers } from '../responses/response-submit-test-kit.ts';
import { ago, calloutKit, sampleFormSchema } from './callout-test-kit.ts';

const news = 'http://news.example';

async function passKit(t: TestContext, options: BuildOptions = {}) {
  const kit = await calloutKit(t, options);
  const open = (settings: Record<string, unknown> = {}) =>
    kit.createCallout({ starts: ago(60_000), formSchema: sampleFormSchema, access: 'member', ...settings });
  const askPass = (who: 'member' | 'admin' | 'apiKey' | 'guest', calloutId: string, origin = news, headers = {}) =>
    kit.call(who, {
      method: 'POST',
      url: `/api/1.0/callout/${calloutId}/answer-pass`,
      payload: { origin },
      headers,
    });
  const passOf = async (who: 'member' | 'admin', calloutId: string) => {
    const res = await askPass(who, calloutId);
    assert.equal(res.statusCode, 201, res.body);
    return res.json().token as string;
  };
  /** What the widget on `origin` sends: no cookie, the pass, the page's origin. */
  const withPass = (token: string, origin = news) => ({ 'x-answer-pass': token, origin });
  const answer = (calloutId: string, headers: Record<string, string>, app = kit.app) =>
    app.inject({
      method: 'POST',
      url: `/api/1.0/callout/${calloutId}/responses`,
      payload: { answers: goodAnswers },
      headers,
    });
  const read = (calloutId: string, headers: Record<string, string>) =>
    kit.app.inject({ method: 'GET', url: `/api/1.0/callout/${calloutId}?with=hasAnswered`, headers });
  return { ...kit, open, askPass, passOf, withPass, answer, read };
}

test('a member answers a members-only call-out from another site with a pass, once, and sees it answered', async (t) => {
  const kit = await passKit(t);
  const callout = await kit.open();
  const res = await kit.askPass('member', callout.id);
  assert.equal(res.statusCode, 201, res.body);
  const pass = res.json();
  assert.equal(pass.calloutId, callout.id);
  assert.deepEqual(pass.reader, { displayName: 'Mo Example', email: kit.contacts.member.email });
  const hours = (Date.parse(pass.expires) - Date.now()) / 3_600_000;
  assert.ok(hours > 1.9 && hours <= 2, `lives two hours, not ${hours}`);

  // Without it the widget is a guest: members only.
  assert.equal((await kit.answer(callout.id, { origin: news })).json().code, 'not-logged-in');
  assert.equal((await kit.read(callout.id, kit.withPass(pass.token))).json().hasAnswered, false);
  const answered = await kit.answer(callout.id, kit.withPass(pass.token));
  assert.equal(answered.statusCode, 201, answered.body);
  assert.equal((await kit.read(callout.id, kit.withPass(pass.token))).json().hasAnswered, true);
  const again = await kit.answer(callout.id, kit.withPass(pass.token));
  assert.equal(again.json().code, 'already-responded');

  // The response is the member's, as if they had answered on the hosted site.
  const list = await kit.call('admin', { method: 'GET', url: `/api/1.0/callout/${callout.id}/responses?with=contact` });
  assert.equal(list.json().items[0].contact.id, kit.contacts.member.id);
});

test('a pass counts only for its call-out, its site and the two widget calls; elsewhere its bearer is a guest', async (t) => {
  const kit = await passKit(t);
  const callout = await kit.open();
  const other = await kit.open({ slug: 'another-one' });
  const token = await kit.passOf('member', callout.id);

  assert.equal((await kit.answer(other.id, kit.withPass(token))).json().code, 'not-logged-in', 'another call-out');
  assert.equal(
    (await kit.answer(callout.id, kit.withPass(token, 'http://evil.example'))).json().code,
    'not-logged-in',
    'a page of another site',
  );
  assert.equal(
    (await kit.answer(callout.id, kit.withPass('not-a-pass'))).json().code,
    'not-logged-in',
    'a made-up pass',
  );
  // By slug the call-out is another URL: the widget asks by id once it has a pass.
  assert.equal((await kit.read(callout.slug, kit.withPass(token))).json().hasAnswered, undefined);
  for (const url of ['/api/1.0/contact/me', '/api/1.0/callout', `/api/1.0/callout/${callout.id}/responses`]) {
    const res = await kit.app.inject({ method: 'GET', url, headers: kit.withPass(token) });
    assert.ok(!res.body.includes(kit.contacts.member.email), url);
    assert.notEqual(res.statusCode, 500, url);
  }
  const me = await kit.app.inject({ method: 'GET', url: '/api/1.0/auth/info', headers: kit.withPass(token) });
  assert.equal(me.json().method, 'none');
  // Nor can it make another pass.
  const more = await kit.app.inject({
    method: 'POST',
    url: `/api/1.0/callout/${callout.id}/answer-pass`,
    payload: { origin: news },
    headers: kit.withPass(token),
  });
  assert.equal(more.statusCode, 401);
});

test("an admin's pass answers as a member, with no admin view of the call-out", async (t) => {
  const kit = await passKit(t);
  const callout = await kit.open();
  const token = await kit.passOf('admin', callout.id);
  const view = await kit.read(callout.id, kit.withPass(token));
  assert.equal(view.statusCode, 200);
  assert.equal(view.json().responseCount, undefined);
  assert.equal((await kit.answer(callout.id, kit.withPass(token))).statusCode, 201);
});

test('who may have a pass: a member with a session, for an open call-out they may answer, for a real origin', async (t) => {
  const kit = await passKit(t);
  const callout = await kit.open();
  assert.equal((await kit.askPass('guest', callout.id)).statusCode, 401);
  assert.equal((await kit.askPass('apiKey', callout.id)).statusCode, 403);
  const nonMember = await createTestContact(kit.database, { roles: [] });
  const cookie = (await loginAs(kit.app, nonMember)).cookie;
  const refused = await kit.app.inject(
    as(cookie, { method: 'POST', url: `/api/1.0/callout/${callout.id}/answer-pass`, payload: { origin: news } }),
  );
  assert.equal(refused.json().code, 'members-only');
  // Anyone logged in may answer a guest call-out as themselves.
  const forGuests = await kit.open({ slug: 'for-guests', access: 'guest' });
  const guestPass = await kit.app.inject(
    as(cookie, { method: 'POST', url: `/api/1.0/callout/${forGuests.id}/answer-pass`, payload: { origin: news } }),
  );
  assert.equal(guestPass.statusCode, 201, guestPass.body);

  const ended = await kit.open({ slug: 'ended' });
  await kit.call('admin', { method: 'PATCH', url: `/api/1.0/callout/${ended.id}`, payload: { expires: ago(1) } });
  assert.equal((await kit.askPass('member', ended.id)).json().code, 'callout-closed');
  const draft = await kit.createCallout({ slug: 'a-draft', access: 'member' });
  assert.equal((await kit.askPass('member', draft.id)).statusCode, 404);

  for (const origin of [
    'http://news.example/article',
    'javascript:alert(1)',
    'http://News.example:80',
    'news.example',
    '',
  ]) {
    const res = await kit.askPass('member', callout.id, origin);
    assert.ok([400, 422].includes(res.statusCode), `${origin}: ${res.statusCode}`);
  }
  assert.equal((await kit.askPass('member', callout.id, 'http://[::1]:8080')).statusCode, 201);
});

test('with EMBED_ORIGINS a pass goes only to a listed site, or to the hosted site itself by its address', async (t) => {
  const kit = await passKit(t, { embedOrigins: [news] });
  const callout = await kit.open();
  assert.equal((await kit.askPass('member', callout.id, news)).statusCode, 201);
  const elsewhere = await kit.askPass('member', callout.id, 'http://elsewhere.example');
  assert.equal(elsewhere.statusCode, 403);
  assert.equal(elsewhere.json().code, 'origin-not-allowed');
  // A script names any Origin it likes: asking from the site it wants the pass for is no way in.
  const evil = 'http://evil.example';
  const claimed = await kit.askPass('member', callout.id, evil, { origin: evil });
  assert.equal(claimed.json().code, 'origin-not-allowed');
  const own = 'http://app.example';
  assert.equal((await kit.askPass('member', callout.id, own)).json().code, 'origin-not-allowed', 'no site URL yet');
  // Only a superadmin sets the site's address.
  const superadmin = (await loginAs(kit.app, await createTestContact(kit.database, { roles: ['superadmin'] }))).cookie;
  const general = { method: 'PATCH', url: '/api/1.0/content/general', payload: { siteUrl: `${own}/` } } as const;
  assert.equal((await kit.app.inject(as(superadmin, general))).statusCode, 200);
  assert.equal((await kit.askPass('member', callout.id, own)).statusCode, 201, 'the general settings name the site');
  assert.equal((await kit.askPass('member', callout.id, evil, { origin: own })).statusCode, 403);
});

test('a pass counts only with the Origin it was made for: a script that sends none is a guest', async (t) => {
  const kit = await passKit(t);
  const callout = await kit.open();
  const token = await kit.passOf('member', callout.id);
  const rows: [Record<string, string>, boolean][] = [
    [kit.withPass(token), true],
    [{ 'x-answer-pass': token }, false],
    [{ 'x-answer-pass': token, origin: '' }, false],
    [{ 'x-answer-pass': token, origin: 'null' }, false],
    [{ 'x-answer-pass': token, origin: `${news}/` }, false],
    [{ 'x-answer-pass': token, origin: 'http://news.example:8080' }, false],
    [{ 'x-answer-pass': token, origin: 'https://news.example' }, false],
  ];
  for (const [headers, honoured] of rows) {
    const seen = (await kit.read(callout.id, headers)).json().hasAnswered;
    assert.equal(seen, honoured ? false : undefined, `read ${JSON.stringify(headers)}`);
    if (honoured) continue;
    const res = await kit.answer(callout.id, headers);
    assert.equal(res.json().code, 'not-logged-in', `answer ${JSON.stringify(headers)}`);
  }
  assert.equal((await kit.answer(callout.id, kit.withPass(token))).statusCode, 201, 'the widget itself still answers');
});

test('without EMBED_ORIGINS any site may have a pass, and only that site uses it', async (t) => {
  const kit = await passKit(t);
  const callout = await kit.open();
  const elsewhere = 'http://elsewhere.example';
  const res = await kit.askPass('member', callout.id, elsewhere);
  assert.equal(res.statusCode, 201);
  const token = res.json().token as string;
  assert.equal((await kit.answer(callout.id, kit.withPass(token))).json().code, 'not-logged-in', 'from news.example');
  assert.equal((await kit.answer(callout.id, kit.withPass(token, elsewhere))).statusCode, 201);
});

test('a pass ends with the session that made it, and another app server honours it', async (t) => {
  const kit = await passKit(t);
  const callout = await kit.open({ allowMultiple: true });
  const token = await kit.passOf('member', callout.id);
  const other = secondServer(t, { database: kit.database, uploadsDir: '/nonexistent' });
  assert.equal((await kit.answer(callout.id, kit.withPass(token), other)).statusCode, 201);

  await kit.call('member', { method: 'POST', url: '/api/1.0/auth/logout' });
  assert.equal((await kit.answer(callout.id, kit.withPass(token))).json().code, 'not-logged-in');
});

test('widgets on any site may send the pass header', async (t) => {
  const kit = await passKit(t);
  const callout = await kit.open();
  const preflight = await kit.app.inject({
    method: 'OPTIONS',
    url: `/api/1.0/callout/${callout.id}/responses`,
    headers: {
      origin: news,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-answer-pass',
    },
  });
  assert.equal(preflight.statusCode, 204);
  assert.match(String(preflight.headers['access-control-allow-headers']), /X-Answer-Pass/i);
});
