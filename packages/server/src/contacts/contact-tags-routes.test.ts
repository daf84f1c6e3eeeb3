import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, contactAdminKit, everyCaller, or, rule, rulesQuery } from './contact-admin-test-kit.ts';
import { createTestContact } from '../test-accounts.ts';

test('only admins and API keys manage contact tags; members get 403, guests 401', async (t) => {
  const kit = await contactAdminKit(t);
  for (const who of everyCaller) {
    const allowed = who === 'admin' || who === 'superadmin' || who === 'apiKey';
    const refusal = who === 'guest' ? 401 : 403;
    const made = await kit.call(who, 'POST', 'contact-tags', { name: `By ${who}` });
    assert.equal(made.statusCode, allowed ? 200 : refusal, `${who} POST`);
    const { id } = allowed ? made.json() : await kit.ok('admin', 'POST', 'contact-tags', { name: `For ${who}` });
    const calls = [
      ['GET', 'contact-tags', undefined, 200],
      ['PATCH', `contact-tags/${id}`, { description: 'Checked' }, 200],
      ['DELETE', `contact-tags/${id}`, undefined, 204],
    ] as const;
    for (const [method, url, payload, status] of calls) {
      const res = await kit.call(who, method, url, payload);
      assert.equal(res.statusCode, allowed ? status : refusal, `${who} ${method}`);
    }
  }
  const names = (await kit.ok<{ name: string }[]>('admin', 'GET', 'contact-tags')).map((tag) => tag.name);
  assert.deepEqual(names, ['For guest', 'For member'], 'refused callers changed nothing');
});

test('tags are a bare array by name ascending; a duplicate name is a 409 duplicate-tag-name', async (t) => {
  const kit = await contactAdminKit(t);
  const donor = await kit.ok('admin', 'POST', 'contact-tags', { name: 'donor', description: 'Gave money' });
  assert.deepEqual(Object.keys(donor).sort(), ['description', 'id', 'name']);
  await kit.ok('admin', 'POST', 'contact-tags', { name: 'Volunteer' });
  await kit.ok('admin', 'POST', 'contact-tags', { name: '  ambassador  ' });
  const list = await kit.ok<{ name: string; description: string }[]>('admin', 'GET', 'contact-tags');
  assert.deepEqual(
    list.map((tag) => tag.name),
    ['ambassador', 'donor', 'Volunteer'],
  );
  assert.equal(list[1]?.description, 'Gave money');

  const clash = await kit.call('admin', 'POST', 'contact-tags', { name: 'DONOR' });
  assert.equal(clash.statusCode, 409);
  assert.deepEqual(
    { code: clash.json().code, message: clash.json().message },
    { code: 'duplicate-tag-name', message: 'A tag with this name already exists' },
  );
  const rename = await kit.call('admin', 'PATCH', `contact-tags/${donor.id}`, { name: 'volunteer' });
  assert.equal(rename.json().code, 'duplicate-tag-name');
  const renamed = await kit.ok('admin', 'PATCH', `contact-tags/${donor.id}`, { name: 'Donor 2026' });
  assert.deepEqual(renamed, { id: donor.id, name: 'Donor 2026', description: 'Gave money' });

  for (const [method, url, payload] of [
    ['POST', 'contact-tags', { name: '   ' }],
    ['POST', 'contact-tags', { name: 'x'.repeat(101) }],
    ['POST', 'contact-tags', { name: 'Ok', colour: 'red' }],
    ['PATCH', `contact-tags/${donor.id}`, {}],
  ] as const) {
    assert.equal((await kit.call('admin', method, url, payload)).statusCode, 422, JSON.stringify(payload));
  }
  assert.equal((await kit.call('admin', 'DELETE', 'contact-tags/not-a-uuid')).statusCode, 400);
  assert.equal(
    (await kit.call('admin', 'DELETE', 'contact-tags/00000000-0000-4000-8000-000000000000')).statusCode,
    404,
  );
  const after = await kit.ok<{ name: string }[]>('admin', 'GET', 'contact-tags');
  assert.deepEqual(
    after.map((tag) => tag.name),
    ['ambassador', 'Donor 2026', 'Volunteer'],
    'refused requests wrote nothing',
  );
});

/** Six contacts besides the kit's three, and two tags; Lee and Kim carry `donor`, Kim also `press`. */
async function taggedWorld(t: Parameters<typeof contactAdminKit>[0]) {
  const kit = await contactAdminKit(t);
  const people = {
    lee: await createTestContact(kit.database, { firstname: 'Lee', email: 'lee@example.net' }),
    kim: await createTestContact(kit.database, { firstname: 'Kim', email: 'kim@example.net' }),
    pat: await createTestContact(kit.database, { firstname: 'Pat', email: 'pat@example.com' }),
  };
  const donor = await kit.ok<{ id: string }>('admin', 'POST', 'contact-tags', { name: 'donor' });
  const press = await kit.ok<{ id: string }>('admin', 'POST', 'contact-tags', { name: 'press' });
  const tag = (rules: unknown, tags: string[]) => kit.call('admin', 'PATCH', 'contact', { rules, updates: { tags } });
  assert.equal((await tag(and(rule('email', 'ends_with', '.net')), [`+${donor.id}`])).json().affected, 2);
  assert.equal((await tag(and(rule('firstname', 'equal', 'kim')), [`+${press.id}`])).json().affected, 1);
  /** Emails of the contacts a rule group matches, sorted. */
  const emails = async (group: unknown) => {
    const res = await kit.call('admin', 'GET', `contact?limit=100&sort=email&${rulesQuery(group)}`);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().items as { email: string }[]).map((item) => item.email);
  };
  return { ...kit, tag, emails, tags: { donor: donor.id, press: press.id }, more: people };
}

test('the tags rule field: contains, not_contains, is_empty and is_not_empty, nested in AND/OR', async (t) => {
  const kit = await taggedWorld(t);
  const { donor, press } = kit.tags;
  const { admin, superadmin, member } = kit.people;
  const all = [admin.email, superadmin.email, member.email, 'kim@example.net', 'lee@example.net', 'pat@example.com'];
  const rows: [unknown, string[]][] = [
    [and(rule('tags', 'contains', donor)), ['kim@example.net', 'lee@example.net']],
    [and(rule('tags', 'contains', press)), ['kim@example.net']],
    [and(rule('tags', 'not_contains', donor)), all.filter((email) => !email.endsWith('.net'))],
    [and(rule('tags', 'is_not_empty')), ['kim@example.net', 'lee@example.net']],
    [and(rule('tags', 'is_empty')), all.filter((email) => !email.endsWith('.net'))],
    [and(rule('tags', 'contains', donor), rule('tags', 'not_contains', press)), ['lee@example.net']],
    [or(rule('tags', 'contains', press), rule('firstname', 'equal', 'pat')), ['kim@example.net', 'pat@example.com']],
    [and(rule('email', 'ends_with', '.net'), or(rule('tags', 'contains', press))), ['kim@example.net']],
  ];
  for (const [group, expected] of rows) {
    assert.deepEqual(await kit.emails(group), [...expected].sort(), JSON.stringify(group));
  }
  const withTags = await kit.ok<{ items: { email: string; tags: string[] }[] }>(
    'admin',
    'GET',
    `contact?with=tags&${rulesQuery(and(rule('firstname', 'equal', 'kim')))}`,
  );
  assert.deepEqual(withTags.items[0]?.tags, [donor, press], 'the Contact carries its tag ids, by tag name');
  const one = await kit.ok<{ tags: string[] }>('admin', 'GET', `contact/${kit.more.lee.id}?with=tags`);
  assert.deepEqual(one.tags, [donor]);
  const own = await kit.ok<{ tags?: string[] }>('member', 'GET', 'contact/me?with=tags');
  assert.equal(own.tags, undefined, 'tags are for admins');
});

test('a bulk change touches exactly the matched contacts, and removes tags too', async (t) => {
  const kit = await taggedWorld(t);
  const { donor, press } = kit.tags;
  const snapshot = async () =>
    (
      await kit.db
        .selectFrom('contact_tag_assignments')
        .select(['contact_id', 'tag_id'])
        .orderBy('contact_id')
        .orderBy('tag_id')
        .execute()
    ).map((row) => `${row.contact_id}:${row.tag_id}`);
  const before = await snapshot();
  const res = await kit.tag(or(rule('email', 'ends_with', '.com'), rule('firstname', 'equal', 'lee')), [
    `+${press}`,
    `-${donor}`,
  ]);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { affected: 2 });
  const after = await snapshot();
  const { lee, kim, pat } = kit.more;
  const expected = [
    ...before.filter((pair) => pair !== `${lee.id}:${donor}`),
    `${lee.id}:${press}`,
    `${pat.id}:${press}`,
  ].sort();
  assert.deepEqual(after, expected, 'Lee lost donor and gained press, Pat gained press, nobody else changed');
  assert.ok(after.includes(`${kim.id}:${donor}`));

  // A rule on the tag being removed: the contacts matched before the change are the ones changed.
  const flip = await kit.tag(and(rule('tags', 'contains', press)), [`-${press}`, `+${donor}`]);
  assert.deepEqual(flip.json(), { affected: 3 });
  assert.deepEqual(await kit.emails(and(rule('tags', 'contains', press))), []);
  assert.deepEqual(await kit.emails(and(rule('tags', 'contains', donor))), [
    'kim@example.net',
    'lee@example.net',
    'pat@example.com',
  ]);
});

test('bad bulk changes are refused and change nothing: unknown tags 422 naming them, bad rules 400', async (t) => {
  const kit = await taggedWorld(t);
  const { donor } = kit.tags;
  const count = async () => (await kit.db.selectFrom('contact_tag_assignments').select('tag_id').execute()).length;
  const before = await count();
  const missing = '00000000-0000-4000-8000-000000000000';
  // Every contact by a rule: a group without rules is refused in a bulk change (0044).
  const everyone = and(rule('email', 'contains', '@'));
  const unknown = await kit.tag(everyone, [`+${donor}`, `-${missing}`, '+not-a-tag']);
  assert.equal(unknown.statusCode, 422);
  assert.equal(unknown.json().code, 'validation');
  assert.deepEqual(
    unknown.json().errors.map((error: { field: string; params: { id: string } }) => [error.field, error.params.id]),
    [
      ['updates.tags.1', missing],
      ['updates.tags.2', 'not-a-tag'],
    ],
  );
  const both = await kit.tag(everyone, [`+${donor}`, `-${donor}`]);
  assert.equal(both.statusCode, 422);
  const badRule = await kit.tag(and(rule('email', 'greater', 'a')), [`+${donor}`]);
  assert.equal(badRule.statusCode, 400);
  assert.equal(badRule.json().code, 'invalid-rule');
  assert.equal(badRule.json().errors[0].field, 'rules.0.operator');
  const unknownInRule = await kit.tag(and(rule('tags', 'contains', missing)), [`+${donor}`]);
  assert.equal(unknownInRule.json().code, 'invalid-rule');
  assert.equal((await kit.tag(everyone, [])).statusCode, 200, 'no change is fine');
  for (const body of [
    { rules: everyone },
    { rules: everyone, updates: {} },
    { rules: everyone, updates: { tags: [donor] } },
  ]) {
    assert.equal((await kit.call('admin', 'PATCH', 'contact', body)).statusCode, 422, JSON.stringify(body));
  }
  for (const who of ['guest', 'member'] as const) {
    const res = await kit.call(who, 'PATCH', 'contact', { rules: everyone, updates: { tags: [`+${donor}`] } });
    assert.equal(res.statusCode, who === 'guest' ? 401 : 403);
  }
  assert.equal(await count(), before, 'nothing was written');
});

test('deleting a tag takes it off every contact', async (t) => {
  const kit = await taggedWorld(t);
  await kit.ok('admin', 'DELETE', `contact-tags/${kit.tags.donor}`);
  const left = await kit.db.selectFrom('contact_tag_assignments').select('tag_id').execute();
  assert.deepEqual(
    left.map((row) => row.tag_id),
    [kit.tags.press],
  );
});
