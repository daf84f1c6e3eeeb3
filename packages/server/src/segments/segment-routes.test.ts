import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestContact } from '../test-accounts.ts';
import { and, contactAdminKit, everyCaller, or, rule, rulesQuery } from '../contacts/contact-admin-test-kit.ts';

type SegmentView = { id: string; name: string; order: number; contactCount: number; ruleGroup: unknown };

const netEmails = and(rule('email', 'ends_with', '.net'));

test('only admins and API keys manage segments; members get 403, guests 401', async (t) => {
  const kit = await contactAdminKit(t);
  for (const who of everyCaller) {
    const allowed = who === 'admin' || who === 'superadmin' || who === 'apiKey';
    const refusal = who === 'guest' ? 401 : 403;
    const made = await kit.call(who, 'POST', 'segments', { name: `By ${who}`, ruleGroup: netEmails });
    assert.equal(made.statusCode, allowed ? 200 : refusal, `${who} POST`);
    const { id } = allowed ? made.json() : await kit.ok('admin', 'POST', 'segments', { name: 'x', ruleGroup: and() });
    const calls = [
      ['GET', 'segments', undefined, 200],
      ['GET', `segments/${id}`, undefined, 200],
      ['GET', `segments/${id}/contacts`, undefined, 200],
      ['PATCH', `segments/${id}`, { order: 3 }, 200],
      ['DELETE', `segments/${id}`, undefined, 204],
    ] as const;
    for (const [method, url, payload, status] of calls) {
      const res = await kit.call(who, method, url, payload);
      assert.equal(res.statusCode, allowed ? status : refusal, `${who} ${method} ${url}`);
    }
  }
});

test('segments list by order with a live contactCount, and list their contacts like GET contact', async (t) => {
  const kit = await contactAdminKit(t);
  const lee = await createTestContact(kit.database, { firstname: 'Lee', email: 'lee@example.net' });
  const made = await kit.ok<SegmentView>('admin', 'POST', 'segments', {
    name: 'Dot net',
    description: 'Readers on .net addresses',
    ruleGroup: netEmails,
    order: 2,
  });
  assert.deepEqual(
    { ...made, id: undefined },
    {
      id: undefined,
      name: 'Dot net',
      description: 'Readers on .net addresses',
      ruleGroup: netEmails,
      order: 2,
      contactCount: 1,
    },
  );
  await kit.ok('admin', 'POST', 'segments', { name: 'Everyone', ruleGroup: and() });
  await kit.ok('admin', 'POST', 'segments', {
    name: 'admins',
    ruleGroup: and(rule('activePermission', 'equal', 'admin')),
  });
  const list = async () => kit.ok<SegmentView[]>('admin', 'GET', 'segments?with=contactCount');
  assert.deepEqual(
    (await list()).map((segment) => [segment.name, segment.contactCount]),
    [
      ['admins', 1],
      ['Everyone', 4],
      ['Dot net', 1],
    ],
  );

  await createTestContact(kit.database, { firstname: 'Kim', email: 'kim@example.net' });
  assert.equal((await kit.ok<SegmentView>('admin', 'GET', `segments/${made.id}`)).contactCount, 2, 'counted live');

  const page = await kit.ok<{ items: { email: string }[]; total: number; count: number; offset: number }>(
    'admin',
    'GET',
    `segments/${made.id}/contacts?sort=email&limit=1`,
  );
  assert.deepEqual([page.total, page.count, page.offset], [2, 1, 0]);
  assert.deepEqual(
    page.items.map((item) => item.email),
    ['kim@example.net'],
  );
  const narrowed = await kit.ok<{ items: { email: string }[] }>(
    'admin',
    'GET',
    `segments/${made.id}/contacts?${rulesQuery(and(rule('firstname', 'equal', 'lee')))}`,
  );
  assert.deepEqual(
    narrowed.items.map((item) => item.email),
    [lee.email],
  );

  const changed = await kit.ok<SegmentView>('admin', 'PATCH', `segments/${made.id}`, {
    ruleGroup: or(rule('firstname', 'equal', 'Mo'), rule('firstname', 'equal', 'Ada')),
    order: -1,
  });
  assert.deepEqual([changed.contactCount, changed.order, changed.name], [2, -1, 'Dot net']);
  assert.equal((await list())[0]?.name, 'Dot net');
  await kit.ok('admin', 'DELETE', `segments/${made.id}`);
  assert.equal((await kit.call('admin', 'GET', `segments/${made.id}`)).statusCode, 404);
  assert.equal((await kit.call('admin', 'GET', `segments/${made.id}/contacts`)).statusCode, 404);
  assert.equal((await kit.call('admin', 'GET', 'segments/not-a-uuid')).statusCode, 400);
});

test('a segment whose tag is deleted keeps working and matches nobody by that tag', async (t) => {
  const kit = await contactAdminKit(t);
  const tag = await kit.ok<{ id: string }>('admin', 'POST', 'contact-tags', { name: 'donor' });
  await kit.ok('superadmin', 'PATCH', 'contact', {
    rules: and(rule('email', 'contains', '@')),
    updates: { tags: [`+${tag.id}`] },
  });
  const segment = await kit.ok<SegmentView>('admin', 'POST', 'segments', {
    name: 'Donors',
    ruleGroup: and(rule('tags', 'contains', tag.id)),
  });
  assert.equal(segment.contactCount, 3);
  await kit.ok('admin', 'DELETE', `contact-tags/${tag.id}`);
  assert.equal((await kit.ok<SegmentView>('admin', 'GET', `segments/${segment.id}`)).contactCount, 0);
  assert.equal((await kit.ok<{ total: number }>('admin', 'GET', `segments/${segment.id}/contacts`)).total, 0);
});

test('an invalid rule group is a 400 invalid-rule and saves nothing; bad fields are 422', async (t) => {
  const kit = await contactAdminKit(t);
  const good = await kit.ok<SegmentView>('admin', 'POST', 'segments', { name: 'Good', ruleGroup: netEmails });
  const bad: [unknown, string][] = [
    [and(rule('password', 'equal', 'x')), 'rules.0.field'],
    [and(rule('email', 'greater', 'a')), 'rules.0.operator'],
    [and(rule('tags', 'contains', '00000000-0000-4000-8000-000000000000')), 'rules.0.value.0'],
    [and({ condition: 'XOR', rules: [] }), 'rules.0.condition'],
  ];
  for (const [ruleGroup, field] of bad) {
    const made = await kit.call('admin', 'POST', 'segments', { name: 'Bad', ruleGroup });
    assert.equal(made.statusCode, 400, JSON.stringify(ruleGroup));
    assert.equal(made.json().code, 'invalid-rule');
    assert.equal(made.json().errors[0].field, field);
    const changed = await kit.call('admin', 'PATCH', `segments/${good.id}`, { ruleGroup });
    assert.equal(changed.statusCode, 400);
  }
  for (const body of [
    { name: 'No rules' },
    { name: '  ', ruleGroup: and() },
    { name: 'x', ruleGroup: and(), order: 1.5 },
  ]) {
    assert.equal((await kit.call('admin', 'POST', 'segments', body)).statusCode, 422, JSON.stringify(body));
  }
  assert.equal((await kit.call('admin', 'PATCH', `segments/${good.id}`, {})).statusCode, 422);
  const all = await kit.ok<SegmentView[]>('admin', 'GET', 'segments');
  assert.deepEqual(
    all.map((segment) => [segment.name, segment.ruleGroup]),
    [['Good', netEmails]],
    'nothing was written',
  );
});

test('counts kept between reads follow every write at once: segments, their contacts and GET contact', async (t) => {
  const kit = await contactAdminKit(t);
  const tag = await kit.ok<{ id: string }>('admin', 'POST', 'contact-tags', { name: 'reader' });
  const tagged = and(rule('tags', 'contains', tag.id));
  const segment = await kit.ok<SegmentView>('admin', 'POST', 'segments', { name: 'Readers', ruleGroup: tagged });
  const seen = await kit.ok<SegmentView>('admin', 'POST', 'segments', {
    name: 'Seen',
    ruleGroup: and(rule('lastSeen', 'greater', '2000-01-01T00:00:00.000Z')),
  });
  const counts = async () => {
    const all = await kit.ok<SegmentView[]>('admin', 'GET', 'segments');
    const contacts = await kit.ok<{ total: number }>('admin', 'GET', `segments/${segment.id}/contacts`);
    const listed = await kit.ok<{ total: number }>('admin', 'GET', `contact?${rulesQuery(tagged)}`);
    return [...all.map((one) => one.contactCount), contacts.total, listed.total];
  };
  const { db } = kit.database;
  await db.updateTable('contacts').set({ last_seen: null }).execute();
  const before = await counts();
  assert.deepEqual(await counts(), before, 'read twice');
  assert.deepEqual(before, [0, 0, 0, 0]);
  await kit.ok('superadmin', 'PATCH', 'contact', {
    rules: and(rule('email', 'contains', '@')),
    updates: { tags: [`+${tag.id}`] },
  });
  assert.deepEqual(
    (await counts()).filter((_, index) => index !== 1),
    [3, 3, 3],
    'after the bulk tag',
  );
  // A login moves lastSeen without moving the kept counts: that segment is counted every time.
  await db.updateTable('contacts').set({ last_seen: new Date() }).execute();
  assert.equal((await counts())[1], 3, 'lastSeen counted live');
  await kit.ok('superadmin', 'PATCH', 'contact', { rules: tagged, updates: { tags: [`-${tag.id}`] } });
  assert.deepEqual(await counts(), [0, 3, 0, 0], 'after taking the tag off');
  assert.equal(seen.contactCount, 3, 'logged in when it was made');
});
