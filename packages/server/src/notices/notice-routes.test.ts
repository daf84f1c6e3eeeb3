import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, contactAdminKit, rule, rulesQuery, type Who } from '../contacts/contact-admin-test-kit.ts';

type NoticeView = { id: string; name: string; status: string; text: string; url: string };
const day = 24 * 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** One notice of each status: a draft, a scheduled one, an open one and an ended one. */
async function noticeKit(t: Parameters<typeof contactAdminKit>[0]) {
  const kit = await contactAdminKit(t);
  const add = (body: Record<string, unknown>) => kit.ok<NoticeView>('admin', 'POST', 'notice', body);
  const notices = {
    draft: await add({ name: 'Draft' }),
    scheduled: await add({ name: 'Scheduled', starts: at(day) }),
    open: await add({
      name: 'Open',
      text: '<p>Our AGM is on <b>Friday</b></p>',
      buttonText: 'Come along',
      url: 'https://example.org/agm',
      starts: at(-day),
      expires: at(day),
    }),
    ended: await add({ name: 'Ended', starts: at(-2 * day), expires: at(-day) }),
  };
  const names = async (who: Who, query = '') =>
    (await kit.ok<{ items: NoticeView[] }>(who, 'GET', `notice?sort=name${query}`)).items.map((item) => item.name);
  return { ...kit, notices, names };
}

test('a notice’s status is derived from its dates like a call-out’s', async (t) => {
  const kit = await noticeKit(t);
  const { draft, scheduled, open, ended } = kit.notices;
  assert.deepEqual(
    [draft.status, scheduled.status, open.status, ended.status],
    ['draft', 'scheduled', 'open', 'ended'],
  );
  assert.deepEqual(Object.keys(open).sort(), [
    'buttonText',
    'createdAt',
    'expires',
    'id',
    'name',
    'starts',
    'status',
    'text',
    'updatedAt',
    'url',
  ]);
  const published = await kit.ok<NoticeView>('admin', 'PATCH', `notice/${draft.id}`, { starts: at(-1000) });
  assert.equal(published.status, 'open');
  const closed = await kit.ok<NoticeView>('admin', 'PATCH', `notice/${draft.id}`, { expires: at(-500) });
  assert.equal(closed.status, 'ended');
});

test('members and API keys acting as nobody read open notices only; admins all; guests 401', async (t) => {
  const kit = await noticeKit(t);
  assert.deepEqual(await kit.names('admin'), ['Draft', 'Ended', 'Open', 'Scheduled']);
  assert.deepEqual(await kit.names('apiKey'), ['Draft', 'Ended', 'Open', 'Scheduled']);
  assert.deepEqual(await kit.names('member'), ['Open']);
  const widened = and(rule('status', 'equal', 'draft'));
  assert.deepEqual(await kit.names('member', `&${rulesQuery(widened)}`), [], 'rules never widen what a member sees');
  assert.equal((await kit.call('member', 'GET', `notice/${kit.notices.open.id}`)).statusCode, 200);
  for (const hidden of [kit.notices.draft, kit.notices.scheduled, kit.notices.ended]) {
    assert.equal((await kit.call('member', 'GET', `notice/${hidden.id}`)).statusCode, 404, hidden.name);
    assert.equal((await kit.call('admin', 'GET', `notice/${hidden.id}`)).statusCode, 200, hidden.name);
  }
  assert.equal((await kit.call('guest', 'GET', 'notice')).statusCode, 401);
  assert.equal((await kit.call('guest', 'GET', `notice/${kit.notices.open.id}`)).statusCode, 401);
  for (const [method, url, payload] of [
    ['POST', 'notice', { name: 'By a member' }],
    ['PATCH', `notice/${kit.notices.open.id}`, { name: 'Changed' }],
    ['DELETE', `notice/${kit.notices.open.id}`, undefined],
  ] as const) {
    assert.equal((await kit.call('member', method, url, payload)).statusCode, 403, `member ${method}`);
    assert.equal((await kit.call('guest', method, url, payload)).statusCode, 401, `guest ${method}`);
  }
  assert.deepEqual(await kit.names('admin'), ['Draft', 'Ended', 'Open', 'Scheduled'], 'refusals wrote nothing');
});

test('the notice list pages, sorts and takes filter rules', async (t) => {
  const kit = await noticeKit(t);
  const page = await kit.ok<{ items: NoticeView[]; offset: number; count: number; total: number }>(
    'admin',
    'GET',
    'notice?sort=name&order=DESC&limit=2&offset=1',
  );
  assert.deepEqual(
    [page.items.map((item) => item.name), page.offset, page.count, page.total],
    [['Open', 'Ended'], 1, 2, 4],
  );
  const rows: [unknown, string[]][] = [
    [and(rule('status', 'equal', 'scheduled')), ['Scheduled']],
    [and(rule('starts', 'is_empty')), ['Draft']],
    [and(rule('starts', 'less', '$now')), ['Ended', 'Open']],
    [and(rule('text', 'contains', 'friday')), ['Open']],
    [and(rule('name', 'begins_with', 'e')), ['Ended']],
  ];
  for (const [group, expected] of rows) {
    assert.deepEqual(await kit.names('admin', `&${rulesQuery(group)}`), expected, JSON.stringify(group));
  }
  const bad = await kit.call('admin', 'GET', `notice?${rulesQuery(and(rule('status', 'not_equal', 'open')))}`);
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().code, 'invalid-rule');
});

test('the text is sanitised; bad input is refused and changes nothing', async (t) => {
  const kit = await noticeKit(t);
  const made = await kit.ok<NoticeView>('admin', 'POST', 'notice', {
    name: 'Careful',
    text: '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a><script>x()</script></p>',
    url: '/profile/contribution',
  });
  assert.equal(made.text, '<p>Hi <a href="">there</a></p>');
  const before = await kit.names('admin');
  const open = kit.notices.open;
  const bad: [string, string, Record<string, unknown>][] = [
    ['POST', 'notice', { name: '' }],
    ['POST', 'notice', { name: 'x', url: 'javascript:alert(1)' }],
    ['POST', 'notice', { name: 'x', url: '//evil.example' }],
    ['POST', 'notice', { name: 'x', starts: 'tomorrow' }],
    ['POST', 'notice', { name: 'x', starts: at(day), expires: at(-day) }],
    ['POST', 'notice', { name: 'x', status: 'open' }],
    ['PATCH', `notice/${open.id}`, {}],
    ['PATCH', `notice/${open.id}`, { expires: at(-2 * day) }],
  ];
  for (const [method, url, payload] of bad) {
    assert.equal((await kit.call('admin', method, url, payload)).statusCode, 422, JSON.stringify(payload));
  }
  assert.deepEqual(await kit.names('admin'), before, 'nothing was written');
  assert.equal((await kit.ok<NoticeView>('admin', 'GET', `notice/${open.id}`)).status, 'open');
  await kit.ok('admin', 'DELETE', `notice/${open.id}`);
  assert.equal((await kit.call('admin', 'DELETE', `notice/${open.id}`)).statusCode, 404);
  assert.equal((await kit.call('admin', 'GET', 'notice/not-a-uuid')).statusCode, 400);
});

test('a notice links to a path on this site or an http(s) address, never to another host through / and \\', async (t) => {
  const kit = await noticeKit(t);
  const rows: [string, number][] = [
    ['', 200],
    ['/', 200],
    ['/profile/contribution?from=notice#top', 200],
    ['https://news.example/agm', 200],
    ['/\\evil.example', 422],
    ['/\\/evil.example', 422],
    ['//evil.example', 422],
    ['/%5Cevil.example', 422],
    ['/%5cevil.example', 422],
    ['/%2F/evil.example', 422],
    ['/\t/evil.example', 422],
    ['/\n/evil.example', 422],
    ['/join\r\nSet-Cookie: x', 422],
    ['https://news.example/\tagm', 422],
    ['https:/\\evil.example', 422],
    ['javascript:alert(1)', 422],
  ];
  const made = await kit.ok<NoticeView>('admin', 'POST', 'notice', { name: 'Linked' });
  for (const [url, status] of rows) {
    const created = await kit.call('admin', 'POST', 'notice', { name: 'Link', url });
    assert.equal(created.statusCode, status, `POST ${JSON.stringify(url)}: ${created.body}`);
    if (status === 422) assert.equal(created.json().errors[0].field, 'url');
    const patched = await kit.call('admin', 'PATCH', `notice/${made.id}`, { url });
    assert.equal(patched.statusCode, status, `PATCH ${JSON.stringify(url)}`);
  }
});
