import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { errorBody } from '@masthead/core';
import type { InjectOptions } from 'fastify';
import { createApiKeyRepository } from '../api-keys/api-key-repository.ts';
import { createCalloutReviewerRepository } from '../callouts/callout-reviewer-repository.ts';
import { createContactRepository } from './contact-repository.ts';
import { createContributionRepository } from '../payments/contribution-repository.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

type Caller = 'guest' | 'member' | 'admin' | 'apiKey' | 'memberKey';

/**
 * An app with an admin (Ada), a member (Mo) and three more contacts: Grace
 * Hopper (member, post, newsletter), Linus Torvalds (no roles) and a guest
 * who answered a call-out without an account (no password).
 */
async function contactKit(t: TestContext) {
  const { app, database } = await build(t);
  const { db } = database;
  const contacts = createContactRepository({ db });
  const admin = await createTestContact(database, { roles: ['admin'], firstname: 'Ada', email: 'ada@example.org' });
  const member = await createTestContact(database, { firstname: 'Mo', email: 'mo@example.org' });
  const grace = await createTestContact(database, { firstname: 'Grace', email: 'grace.h@navy.example' });
  const linus = await createTestContact(database, { firstname: 'Linus', email: 'linus@kernel.example', roles: [] });
  const guest = await contacts.findOrCreateGuest({ email: 'gus@example.net', firstname: 'Gus', lastname: 'Guest' });
  await contacts.update(grace.id, {
    lastname: 'Hopper',
    delivery_opt_in: true,
    newsletter_status: 'subscribed',
    newsletter_groups: JSON.stringify(['weekly', 'events']),
  });
  await contacts.update(linus.id, { lastname: 'Torvalds', newsletter_status: 'unsubscribed' });
  const token = await createApiKeyRepository({ db }).create('tests', null, admin.id, new Date());
  const cookies = { admin: (await loginAs(app, admin)).cookie, member: (await loginAs(app, member)).cookie };

  /** `GET contact` as one kind of caller; `memberKey` is the API key acting as Mo. */
  const call = (who: Caller, url: string) => {
    const request: InjectOptions = { method: 'GET', url };
    if (who === 'guest') return app.inject(request);
    if (who === 'apiKey' || who === 'memberKey') {
      const headers = {
        authorization: `Bearer ${token}`,
        ...(who === 'memberKey' ? { 'x-contact-id': member.id } : {}),
      };
      return app.inject({ ...request, headers });
    }
    return app.inject(as(cookies[who], request));
  };

  /** The emails a rule group lets the caller see, in email order. */
  const emails = async (who: Caller, rules?: unknown) => {
    const res = await call(who, listUrl(rules));
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().items as { email: string }[]).map((item) => item.email);
  };

  return { app, database, call, emails, people: { admin, member, grace, linus, guest } };
}

const listUrl = (rules?: unknown, query = 'sort=email&limit=100') =>
  `/api/1.0/contact?${query}${rules === undefined ? '' : `&rules=${encodeURIComponent(JSON.stringify(rules))}`}`;
const and = (...rules: unknown[]) => ({ condition: 'AND', rules });
const or = (...rules: unknown[]) => ({ condition: 'OR', rules });
const rule = (field: string, operator: string, ...value: unknown[]) => ({ field, operator, value });

const everyone = [
  'ada@example.org',
  'grace.h@navy.example',
  'gus@example.net',
  'linus@kernel.example',
  'mo@example.org',
];

test('a guest gets 401 from the contact list', async (t) => {
  const kit = await contactKit(t);
  const res = await kit.call('guest', listUrl());
  assert.equal(res.statusCode, 401);
  assert.deepEqual(res.json(), errorBody('not-logged-in'));
});

test('a member sees only themselves, whatever the rules ask for', async (t) => {
  const kit = await contactKit(t);
  const { member, grace } = kit.people;
  assert.deepEqual(await kit.emails('member'), ['mo@example.org']);
  assert.deepEqual(await kit.emails('member', and(rule('email', 'contains', 'navy'))), []);
  assert.deepEqual(await kit.emails('member', and(rule('id', 'equal', grace.id))), []);
  assert.deepEqual(await kit.emails('member', or(rule('id', 'equal', grace.id), rule('firstname', 'contains', 'o'))), [
    'mo@example.org',
  ]);
  const res = await kit.call('member', `${listUrl()}&with=profile`);
  const body = res.json();
  assert.deepEqual([body.offset, body.count, body.total], [0, 1, 1]);
  assert.equal(body.items[0].id, member.id);
  assert.equal(body.items[0].profile.notes, undefined, 'notes are for admins');
  assert.deepEqual(await kit.emails('memberKey', and(rule('email', 'contains', 'example'))), ['mo@example.org']);
});

test('admins and API keys see every contact, in the Contact shape', async (t) => {
  const kit = await contactKit(t);
  assert.deepEqual(await kit.emails('admin'), everyone);
  assert.deepEqual(await kit.emails('apiKey'), everyone);
  const body = (await kit.call('admin', `${listUrl()}&with=profile&with=roles`)).json();
  assert.deepEqual([body.offset, body.count, body.total], [0, 5, 5]);
  const grace = body.items.find((item: { email: string }) => item.email === 'grace.h@navy.example');
  assert.equal(grace.displayName, 'Grace Hopper');
  assert.deepEqual(grace.activeRoles, ['member']);
  assert.equal(grace.roles[0].role, 'member');
  assert.equal(grace.profile.notes, '');
  assert.deepEqual(grace.profile.newsletterGroups, ['weekly', 'events']);
  const guest = body.items.find((item: { email: string }) => item.email === 'gus@example.net');
  assert.deepEqual([guest.displayName, guest.activeRoles, guest.lastSeen], ['Gus Guest', [], null]);
});

test('text rules match firstname, lastname and email ignoring case, with wildcards taken literally', async (t) => {
  const kit = await contactKit(t);
  const rows: [unknown, string[]][] = [
    [rule('firstname', 'contains', 'RAC'), ['grace.h@navy.example']],
    [rule('lastname', 'contains', 'tOrV'), ['linus@kernel.example']],
    [rule('email', 'contains', '@NAVY.'), ['grace.h@navy.example']],
    [rule('email', 'contains', '.h@'), ['grace.h@navy.example']],
    [rule('email', 'contains', '%'), []],
    [rule('firstname', 'contains', '_'), []],
    [rule('firstname', 'equal', 'grace'), ['grace.h@navy.example']],
    [rule('lastname', 'begins_with', 'ho'), ['grace.h@navy.example']],
    [rule('email', 'ends_with', '.NET'), ['gus@example.net']],
    [rule('email', 'not_ends_with', '.org'), ['grace.h@navy.example', 'gus@example.net', 'linus@kernel.example']],
    [rule('lastname', 'not_contains', 'example'), ['grace.h@navy.example', 'gus@example.net', 'linus@kernel.example']],
    [rule('firstname', 'not_equal', 'MO'), everyone.filter((email) => email !== 'mo@example.org')],
  ];
  for (const [one, expected] of rows) {
    assert.deepEqual(await kit.emails('admin', and(one)), expected, JSON.stringify(one));
  }
});

test('an OR group finds contacts by any of its rules, as the reviewer search asks', async (t) => {
  const kit = await contactKit(t);
  const search = (text: string) =>
    or(...['firstname', 'lastname', 'email'].map((field) => rule(field, 'contains', text)));
  const res = await kit.call('admin', listUrl(search('HOP'), 'limit=10'));
  assert.equal(res.statusCode, 200);
  assert.deepEqual(
    res.json().items.map((item: { email: string }) => item.email),
    ['grace.h@navy.example'],
  );
  assert.deepEqual(await kit.emails('admin', search('kernel')), ['linus@kernel.example']);
  assert.deepEqual(await kit.emails('admin', search('gus')), ['gus@example.net']);
  assert.deepEqual(await kit.emails('admin', search('nobody')), []);
  assert.deepEqual(
    await kit.emails('admin', or(rule('firstname', 'equal', 'Mo'), and(rule('lastname', 'equal', 'Hopper')))),
    ['grace.h@navy.example', 'mo@example.org'],
  );
  assert.deepEqual(
    await kit.emails('admin', and(search('a'), rule('email', 'ends_with', '.net'))),
    ['gus@example.net'],
    'AND of an OR group: an a somewhere, and a .net email',
  );
});

test('an invalid rule is a 400 invalid-rule naming the problem', async (t) => {
  const kit = await contactKit(t);
  const rows: [string, { field: string; rule: string }][] = [
    [JSON.stringify(and(rule('password', 'equal', 'x'))), { field: 'rules.0.field', rule: 'field' }],
    [JSON.stringify(and(rule('contributionType', 'equal', 'Gold'))), { field: 'rules.0.value.0', rule: 'option' }],
    [
      JSON.stringify(and(rule('tags', 'contains', '00000000-0000-4000-8000-000000000000'))),
      { field: 'rules.0.value.0', rule: 'option' },
    ],
    [JSON.stringify(and(rule('email', 'greater', 'a'))), { field: 'rules.0.operator', rule: 'operator' }],
    [JSON.stringify(and(rule('newsletterStatus', 'equal', 'gold'))), { field: 'rules.0.value.0', rule: 'option' }],
    [JSON.stringify(and(rule('activePermission', 'equal', 'owner'))), { field: 'rules.0.value.0', rule: 'option' }],
    [JSON.stringify(and(rule('isReviewer', 'equal', 'yes'))), { field: 'rules.0.value.0', rule: 'value' }],
    [JSON.stringify(and(rule('joined', 'less', 'yesterday'))), { field: 'rules.0.value.0', rule: 'value' }],
    [JSON.stringify(and({ condition: 'XOR', rules: [] })), { field: 'rules.0.condition', rule: 'condition' }],
    ['{not json', { field: '', rule: 'json' }],
  ];
  for (const [rules, problem] of rows) {
    const res = await kit.call('admin', `/api/1.0/contact?rules=${encodeURIComponent(rules)}`);
    assert.equal(res.statusCode, 400, rules);
    const body = res.json();
    assert.equal(body.code, 'invalid-rule', rules);
    const [{ field, rule: broken }] = body.errors;
    assert.deepEqual({ field, rule: broken }, problem, rules);
  }
  const member = await kit.call('member', `/api/1.0/contact?rules=${encodeURIComponent('{not json')}`);
  assert.equal(member.json().code, 'invalid-rule', 'members are refused the same way');
});

test('the list pages with a total, sorts by the allowed columns and breaks ties by id', async (t) => {
  const kit = await contactKit(t);
  const { db } = kit.database;
  const { admin, member, grace, linus, guest } = kit.people;
  const joined: [string, string][] = [
    [grace.id, '2020-01-01T00:00:00Z'],
    [linus.id, '2021-01-01T00:00:00Z'],
    [guest.id, '2022-01-01T00:00:00Z'],
    [member.id, '2023-01-01T00:00:00Z'],
    [admin.id, '2024-01-01T00:00:00Z'],
  ];
  for (const [id, date] of joined) {
    await db
      .updateTable('contacts')
      .set({ joined: new Date(date) })
      .where('id', '=', id)
      .execute();
  }
  const page = async (query: string) => {
    const res = await kit.call('admin', `/api/1.0/contact?${query}`);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    return { ...body, firstnames: body.items.map((item: { firstname: string }) => item.firstname) };
  };
  const first = await page('sort=firstname&limit=2');
  assert.deepEqual(first.firstnames, ['Ada', 'Grace']);
  assert.deepEqual([first.offset, first.count, first.total], [0, 2, 5]);
  const last = await page('sort=firstname&limit=2&offset=4');
  assert.deepEqual(last.firstnames, ['Mo']);
  assert.deepEqual([last.offset, last.count, last.total], [4, 1, 5]);
  assert.deepEqual((await page('sort=lastname&order=DESC&limit=2')).firstnames, ['Linus', 'Grace']);
  assert.deepEqual((await page('')).firstnames, ['Ada', 'Mo', 'Gus', 'Linus', 'Grace'], 'newest first');
  assert.deepEqual((await page('sort=joined')).firstnames, ['Grace', 'Linus', 'Gus', 'Mo', 'Ada']);
  const seen = (await page('sort=lastSeen&order=DESC')).firstnames;
  assert.deepEqual(seen.slice(2).sort(), ['Grace', 'Gus', 'Linus'], 'never seen: last, whatever the order');
  const filtered = await page(
    `limit=1&rules=${encodeURIComponent(JSON.stringify(and(rule('email', 'ends_with', '.example'))))}`,
  );
  assert.deepEqual([filtered.count, filtered.total], [1, 2], 'the total counts what the rules let through');

  const twins = await Promise.all(
    ['Zed', 'Zed', 'Zed'].map((firstname) => createTestContact(kit.database, { firstname })),
  );
  const ids = twins.map((twin) => twin.id).sort();
  const zeds = (await page('sort=firstname&offset=5')).items.map((item: { id: string }) => item.id);
  assert.deepEqual(zeds, ids, 'ties broken by id');
  assert.deepEqual(
    (await page('sort=firstname&order=DESC&limit=3')).items.map((item: { id: string }) => item.id),
    ids,
    'ties broken by id in either order',
  );

  for (const bad of ['sort=password', 'order=up', 'limit=0', 'limit=101', 'offset=-1', 'with=secrets']) {
    assert.equal((await kit.call('admin', `/api/1.0/contact?${bad}`)).statusCode, 422, bad);
  }
});

test('boolean fields: deliveryOptIn, isReviewer, activeUser and activeMembership', async (t) => {
  const kit = await contactKit(t);
  const { db } = kit.database;
  const { admin, linus, guest } = kit.people;
  const callout = await kit.app.inject(
    as((await loginAs(kit.app, admin)).cookie, {
      method: 'POST',
      url: '/api/1.0/callout',
      payload: { variants: { default: { title: 'Street lights' } } },
    }),
  );
  await createCalloutReviewerRepository({ db }).add(callout.json().id, linus.id, false);
  await db.updateTable('contacts').set({ is_reviewer: true }).where('id', '=', guest.id).execute();
  const expired = await createTestContact(kit.database, { email: 'expired@example.org' });
  await db
    .updateTable('contact_roles')
    .set({ date_added: '2020-01-01T00:00:00Z', date_expires: '2021-01-01T00:00:00Z' })
    .where('contact_id', '=', expired.id)
    .execute();
  const future = await createTestContact(kit.database, { email: 'future@example.org' });
  await db
    .updateTable('contact_roles')
    .set({ date_added: new Date(Date.now() + 86_400_000) })
    .where('contact_id', '=', future.id)
    .execute();
  const all = [...everyone, 'expired@example.org', 'future@example.org'].sort();
  const rows: [unknown, string[]][] = [
    [rule('deliveryOptIn', 'equal', true), ['grace.h@navy.example']],
    [rule('isReviewer', 'equal', true), ['gus@example.net', 'linus@kernel.example']],
    [rule('activeUser', 'equal', false), ['gus@example.net']],
    [rule('activeMembership', 'equal', true), ['grace.h@navy.example', 'mo@example.org']],
    [
      rule('activeMembership', 'equal', false),
      ['ada@example.org', 'expired@example.org', 'future@example.org', 'gus@example.net', 'linus@kernel.example'],
    ],
  ];
  for (const [one, expected] of rows) {
    assert.deepEqual(await kit.emails('admin', and(one)), expected, JSON.stringify(one));
    const opposite = { ...(one as object), value: [!(one as { value: boolean[] }).value[0]] };
    const rest = all.filter((email) => !expected.includes(email));
    assert.deepEqual(await kit.emails('admin', and(opposite)), rest, JSON.stringify(opposite));
  }
});

test('activePermission names roles in force now; newsletterStatus and newsletterGroups filter the profile', async (t) => {
  const kit = await contactKit(t);
  const { db } = kit.database;
  const boss = await createTestContact(kit.database, { email: 'boss@example.org', roles: ['superadmin'] });
  const former = await createTestContact(kit.database, { email: 'former@example.org', roles: ['admin'] });
  await db
    .updateTable('contact_roles')
    .set({ date_expires: '2021-01-01T00:00:00Z', date_added: '2020-01-01T00:00:00Z' })
    .where('contact_id', '=', former.id)
    .execute();
  const all = [...everyone, boss.email, former.email].sort();
  const rows: [unknown, string[]][] = [
    [rule('activePermission', 'equal', 'admin'), ['ada@example.org']],
    [rule('activePermission', 'equal', 'superadmin'), ['boss@example.org']],
    [rule('activePermission', 'equal', 'member'), ['grace.h@navy.example', 'mo@example.org']],
    [
      rule('activePermission', 'not_equal', 'member'),
      all.filter((e) => !['grace.h@navy.example', 'mo@example.org'].includes(e)),
    ],
    [rule('newsletterStatus', 'equal', 'subscribed'), ['grace.h@navy.example']],
    [rule('newsletterStatus', 'not_equal', 'none'), ['grace.h@navy.example', 'linus@kernel.example']],
    [rule('newsletterGroups', 'contains', 'events'), ['grace.h@navy.example']],
    [rule('newsletterGroups', 'contains', 'EVENTS'), []],
    [rule('newsletterGroups', 'not_contains', 'weekly'), all.filter((e) => e !== 'grace.h@navy.example')],
    [rule('newsletterGroups', 'is_not_empty'), ['grace.h@navy.example']],
    [rule('newsletterGroups', 'is_empty'), all.filter((e) => e !== 'grace.h@navy.example')],
  ];
  for (const [one, expected] of rows) {
    assert.deepEqual(await kit.emails('admin', and(one)), expected, JSON.stringify(one));
  }
});

test('"me" in an id rule is the caller, and matches nothing for a key acting as nobody', async (t) => {
  const kit = await contactKit(t);
  const { grace } = kit.people;
  assert.deepEqual(await kit.emails('admin', and(rule('id', 'equal', 'me'))), ['ada@example.org']);
  assert.deepEqual(
    await kit.emails('admin', and(rule('id', 'not_equal', 'me'))),
    everyone.filter((email) => email !== 'ada@example.org'),
  );
  assert.deepEqual(await kit.emails('admin', and(rule('id', 'equal', grace.id))), ['grace.h@navy.example']);
  assert.deepEqual(await kit.emails('admin', or(rule('id', 'equal', 'me'), rule('id', 'equal', grace.id))), [
    'ada@example.org',
    'grace.h@navy.example',
  ]);
  assert.deepEqual(await kit.emails('member', and(rule('id', 'equal', 'me'))), ['mo@example.org']);
  assert.deepEqual(await kit.emails('member', and(rule('id', 'not_equal', 'me'))), []);
  assert.deepEqual(await kit.emails('apiKey', and(rule('id', 'equal', 'me'))), []);
  assert.deepEqual(await kit.emails('apiKey', and(rule('id', 'not_equal', 'me'))), everyone);
  assert.deepEqual(await kit.emails('admin', and(rule('id', 'equal', 'not-a-uuid'))), [], 'no SQL error');
});

test('date rules compare joined and lastSeen, with relative dates', async (t) => {
  const kit = await contactKit(t);
  const { db } = kit.database;
  const { grace } = kit.people;
  await db
    .updateTable('contacts')
    .set({ joined: new Date('2019-06-01T00:00:00Z') })
    .where('id', '=', grace.id)
    .execute();
  const rows: [unknown, string[]][] = [
    [rule('joined', 'less', '2020-01-01T00:00:00Z'), ['grace.h@navy.example']],
    [rule('joined', 'greater', '$now(d:-1)'), everyone.filter((e) => e !== 'grace.h@navy.example')],
    [rule('joined', 'between', '2019-01-01T00:00:00Z', '2019-12-31T00:00:00Z'), ['grace.h@navy.example']],
    [rule('lastSeen', 'greater', '$now(h:-1)'), ['ada@example.org', 'mo@example.org']],
    [rule('lastSeen', 'not_equal', '2020-01-01T00:00:00Z'), everyone],
  ];
  for (const [one, expected] of rows) {
    assert.deepEqual(await kit.emails('admin', and(one)), expected, JSON.stringify(one));
  }
});

test('callouts.<id>.hasAnswered finds who answered a call-out, named by id or slug', async (t) => {
  const kit = await contactKit(t);
  const { db } = kit.database;
  const { admin, grace } = kit.people;
  const { cookie } = await loginAs(kit.app, admin);
  const made = await kit.app.inject(
    as(cookie, {
      method: 'POST',
      url: '/api/1.0/callout',
      payload: { slug: 'street-lights', variants: { default: { title: 'Street lights' } } },
    }),
  );
  const calloutId = made.json().id as string;
  await db
    .insertInto('callout_responses')
    .values({
      callout_id: calloutId,
      number: 1,
      contact_id: grace.id,
      guest_name: null,
      guest_email: null,
      answers: '{}',
      assignee_id: null,
      newsletter: null,
      idempotency_key: null,
    })
    .execute();
  assert.deepEqual(await kit.emails('admin', and(rule(`callouts.${calloutId}.hasAnswered`, 'equal', true))), [
    'grace.h@navy.example',
  ]);
  assert.deepEqual(await kit.emails('admin', and(rule('callouts.street-lights.hasAnswered', 'equal', true))), [
    'grace.h@navy.example',
  ]);
  assert.deepEqual(
    await kit.emails('admin', and(rule(`callouts.${calloutId}.hasAnswered`, 'equal', false))),
    everyone.filter((email) => email !== 'grace.h@navy.example'),
  );
  assert.deepEqual(await kit.emails('admin', and(rule('callouts.no-such-callout.hasAnswered', 'equal', true))), []);
});

test('with=isReviewer marks reviewers of any call-out', async (t) => {
  const kit = await contactKit(t);
  const { db } = kit.database;
  const { admin, linus } = kit.people;
  const { cookie } = await loginAs(kit.app, admin);
  const made = await kit.app.inject(
    as(cookie, { method: 'POST', url: '/api/1.0/callout', payload: { variants: { default: { title: 'Bins' } } } }),
  );
  await createCalloutReviewerRepository({ db }).add(made.json().id, linus.id, true);
  const body = (await kit.call('admin', `${listUrl()}&with=isReviewer`)).json();
  const reviewers = body.items.filter((item: { isReviewer: boolean }) => item.isReviewer);
  assert.deepEqual(
    reviewers.map((item: { email: string }) => item.email),
    ['linus@kernel.example'],
  );
  assert.equal(body.items[0].profile, undefined, 'only the parts asked for');
});

test('contribution and membership fields filter by what contacts give and until when', async (t) => {
  const kit = await contactKit(t);
  const { grace, linus, member } = kit.people;
  const contributions = createContributionRepository({ db: kit.database.db });
  await contributions.save(grace.id, {
    type: 'Automatic',
    amount_cents: 500,
    period: 'monthly',
    cancelled_at: null,
    failing_since: new Date('2026-01-15T00:00:00Z'),
  });
  await contributions.save(linus.id, {
    type: 'Manual',
    amount_cents: 6000,
    period: 'annually',
    manual_source: 'Cash at the office',
  });
  await contributions.save(member.id, {
    type: 'Automatic',
    amount_cents: 300,
    period: 'monthly',
    cancelled_at: new Date('2026-01-02T00:00:00Z'),
  });
  const contacts = createContactRepository({ db: kit.database.db });
  await contacts.putRole(grace.id, 'member', new Date('2020-01-01T00:00:00Z'), new Date('2030-01-01T00:00:00Z'));
  const rows: [unknown, string[]][] = [
    [rule('contributionType', 'equal', 'Automatic'), ['grace.h@navy.example', 'mo@example.org']],
    [rule('contributionType', 'equal', 'None'), ['ada@example.org', 'gus@example.net']],
    [rule('contributionMonthlyAmount', 'greater_or_equal', 5), ['grace.h@navy.example', 'linus@kernel.example']],
    [rule('contributionMonthlyAmount', 'less', 4), ['mo@example.org']],
    [rule('contributionPeriod', 'equal', 'annually'), ['linus@kernel.example']],
    [rule('manualPaymentSource', 'contains', 'cash'), ['linus@kernel.example']],
    [rule('contributionCancelled', 'less', '2026-06-01T00:00:00Z'), ['mo@example.org']],
    [rule('membershipStarts', 'less', '2021-01-01T00:00:00Z'), ['grace.h@navy.example']],
    [rule('membershipExpires', 'greater', '$now'), ['grace.h@navy.example']],
    [rule('paymentFailing', 'equal', true), ['grace.h@navy.example']],
  ];
  for (const [one, expected] of rows) {
    assert.deepEqual(await kit.emails('admin', and(one)), expected, JSON.stringify(one));
  }
  // Every contact read says what they give.
  const read = await kit.call('admin', `/api/1.0/contact/${linus.id}?with=contribution`);
  assert.equal(read.json().contributionAmount, 60);
  assert.equal(read.json().contributionPeriod, 'annually');
  assert.equal(read.json().contribution.type, 'Manual');
  assert.deepEqual(read.json().contribution.paymentSource, {
    method: null,
    source: 'Cash at the office',
    reference: '',
  });
  const list = await kit.call('admin', listUrl(and(rule('contributionType', 'equal', 'Automatic'))));
  assert.deepEqual(
    list.json().items.map((c: { contributionAmount: number }) => c.contributionAmount),
    [5, 3],
  );
});
