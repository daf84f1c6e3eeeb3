import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { errorBody } from '@masthead/core';
import type { InjectOptions } from 'fastify';
import { createApiKeyRepository } from '../api-keys/api-key-repository.ts';
import { createContactRepository } from './contact-repository.ts';
import { createContactTagRepository } from './contact-tag-repository.ts';
import { createContributionRepository } from '../payments/contribution-repository.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

// After every row the test writes (roles start when written): the export's day names the file.
const now = new Date('2035-03-04T10:00:00Z');
type Caller = 'guest' | 'member' | 'admin' | 'apiKey' | 'keyAsMember';

/**
 * An admin, a member, and Grace (a donor, 60 a year by bank transfer, a
 * member until 2030, an address and a join source) and Eve, whose first
 * name is a spreadsheet formula.
 */
async function csvKit(t: TestContext) {
  const { app, database } = await build(t, { now: () => now });
  const { db } = database;
  const admin = await createTestContact(database, { roles: ['admin'], firstname: 'Ada', email: 'ada@example.org' });
  const member = await createTestContact(database, { firstname: 'Mo', email: 'mo@example.org' });
  const grace = await createTestContact(database, { firstname: 'Grace', email: 'grace@example.org', roles: [] });
  const eve = await createTestContact(database, { firstname: '=HYPERLINK("x")', email: 'eve@example.org', roles: [] });
  const contacts = createContactRepository({ db });
  await contacts.update(grace.id, {
    lastname: 'Hopper, Rear Admiral',
    newsletter_status: 'subscribed',
    delivery_address: JSON.stringify({ line1: '1 Navy Yard', city: 'Arlington', postcode: '22202' }),
  });
  await db
    .updateTable('contacts')
    .set({
      join_source: JSON.stringify({
        pageUrl: 'https://news.example/story',
        pageTitle: 'The story',
        calloutSlug: 'your-views',
        utm: { source: 'newsletter', campaign: 'spring' },
      }),
    })
    .where('id', '=', grace.id)
    .execute();
  await contacts.putRole(grace.id, 'member', new Date('2020-01-01T00:00:00Z'), new Date('2040-01-01T00:00:00Z'));
  const contributions = createContributionRepository({ db });
  await contributions.save(grace.id, { type: 'Manual', amount_cents: 6000, period: 'annually', method: 'bank' });
  await contributions.save(eve.id, { type: 'Manual', amount_cents: 300, period: 'monthly' });
  const tags = createContactTagRepository({ db });
  const donor = await tags.create({ name: 'Donor', description: '' });
  const board = await tags.create({ name: 'board', description: '' });
  await db
    .insertInto('contact_tag_assignments')
    .values([
      { contact_id: grace.id, tag_id: donor.id },
      { contact_id: grace.id, tag_id: board.id },
      { contact_id: eve.id, tag_id: donor.id },
    ])
    .execute();
  const token = await createApiKeyRepository({ db }).create('tests', null, admin.id, now);
  const cookies = { admin: (await loginAs(app, admin)).cookie, member: (await loginAs(app, member)).cookie };

  /** `GET contact.csv` with a query, as one kind of caller. */
  const call = (who: Caller, query = '') => {
    const request: InjectOptions = { method: 'GET', url: `/api/1.0/contact.csv${query}` };
    if (who === 'guest') return app.inject(request);
    if (who === 'admin' || who === 'member') return app.inject(as(cookies[who], request));
    const contact = who === 'keyAsMember' ? { 'x-contact-id': member.id } : {};
    return app.inject({ ...request, headers: { authorization: `Bearer ${token}`, ...contact } });
  };
  return { app, database, call, cookies, people: { admin, member, grace, eve }, tags: { donor, board } };
}

const rulesQuery = (...rules: unknown[]) => `rules=${encodeURIComponent(JSON.stringify({ condition: 'AND', rules }))}`;

/** One CSV record's cells, unquoted (RFC 4180). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  return [...cells, cell];
}

/** The records of a CSV without its byte order mark (these cells hold no line breaks). */
function records(body: string): string[][] {
  assert.ok(body.startsWith('\uFEFF'), 'a byte order mark first');
  return body
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map(cellsOf);
}

test('exports the contacts the rules let through, in the order asked for, one column per field', async (t) => {
  const kit = await csvKit(t);
  const { grace, eve } = kit.people;
  const donors = rulesQuery(
    { field: 'tags', operator: 'contains', value: [kit.tags.donor.id] },
    { field: 'contributionType', operator: 'equal', value: ['Manual'] },
  );
  const res = await kit.call('admin', `?${donors}&sort=contributionMonthlyAmount&order=DESC`);
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
  assert.equal(res.headers['content-disposition'], 'attachment; filename="contacts-2035-03-04.csv"');
  const [header, ...rows] = records(res.body);
  assert.deepEqual(header, [
    'id',
    'email',
    'firstname',
    'lastname',
    'joined',
    'lastSeen',
    'roles',
    'membershipStarts',
    'membershipExpires',
    'contributionType',
    'contributionAmount',
    'contributionPeriod',
    'contributionMethod',
    'tags',
    'newsletterStatus',
    'deliveryLine1',
    'deliveryLine2',
    'deliveryCity',
    'deliveryPostcode',
    'joinPageUrl',
    'joinPageTitle',
    'joinReferrer',
    'joinCalloutSlug',
    'utmSource',
    'utmMedium',
    'utmCampaign',
    'utmTerm',
    'utmContent',
  ]);
  assert.deepEqual(
    rows.map((row) => row[0]),
    [grace.id, eve.id],
    'donors giving manually, 5 a month before 3 a month',
  );
  const row = Object.fromEntries(header?.map((name, i) => [name, rows[0]?.[i]]) ?? []);
  assert.deepEqual(row, {
    id: grace.id,
    email: 'grace@example.org',
    firstname: 'Grace',
    lastname: 'Hopper, Rear Admiral',
    joined: grace.joined.toISOString(),
    lastSeen: '',
    roles: 'member',
    membershipStarts: '2020-01-01T00:00:00.000Z',
    membershipExpires: '2040-01-01T00:00:00.000Z',
    contributionType: 'Manual',
    contributionAmount: '60',
    contributionPeriod: 'annually',
    contributionMethod: 'bank',
    tags: 'board; Donor',
    newsletterStatus: 'subscribed',
    deliveryLine1: '1 Navy Yard',
    deliveryLine2: '',
    deliveryCity: 'Arlington',
    deliveryPostcode: '22202',
    joinPageUrl: 'https://news.example/story',
    joinPageTitle: 'The story',
    joinReferrer: '',
    joinCalloutSlug: 'your-views',
    utmSource: 'newsletter',
    utmMedium: '',
    utmCampaign: 'spring',
    utmTerm: '',
    utmContent: '',
  });
  assert.equal(rows[1]?.[2], `'=HYPERLINK("x")`, 'a formula is defused');
  assert.ok(res.body.includes(`,"'=HYPERLINK(""x"")",`), 'and quoted');
});

test('exports every contact without rules, newest first, to admins and API keys only', async (t) => {
  const kit = await csvKit(t);
  const everyone = await kit.call('apiKey');
  assert.equal(everyone.statusCode, 200, everyone.body);
  const emails = records(everyone.body)
    .slice(1)
    .map((row) => row[1]);
  assert.deepEqual(emails, ['eve@example.org', 'grace@example.org', 'mo@example.org', 'ada@example.org']);
  assert.equal(records((await kit.call('admin', '?sort=email')).body)[1]?.[1], 'ada@example.org');

  const guest = await kit.call('guest');
  assert.equal(guest.statusCode, 401);
  assert.deepEqual(guest.json(), errorBody('not-logged-in'));
  for (const who of ['member', 'keyAsMember'] as const) {
    const refused = await kit.call(who);
    assert.equal(refused.statusCode, 403, who);
    assert.deepEqual(refused.json(), errorBody('forbidden'), who);
  }
});

test('refuses bad rules with 400 invalid-rule before sending any CSV', async (t) => {
  const kit = await csvKit(t);
  const bad = [
    rulesQuery({ field: 'password', operator: 'equal', value: ['x'] }),
    rulesQuery({ field: 'tags', operator: 'contains', value: ['not-a-tag'] }),
    rulesQuery({ field: 'firstname', operator: 'equal', value: ['Gr\u0000ace'] }),
    `rules=${encodeURIComponent('{"condition":"AND","rules":[')}`,
  ];
  for (const query of bad) {
    const res = await kit.call('admin', `?${query}`);
    assert.equal(res.statusCode, 400, `${query}: ${res.body}`);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.equal(res.json().code, 'invalid-rule', query);
    assert.equal(res.headers['content-disposition'], undefined);
  }
  for (const query of ['sort=password', 'order=up', 'limit=10']) {
    assert.equal((await kit.call('admin', `?${query}`)).statusCode, 422, query);
  }
});

test('GET contact with Accept: text/csv answers the bytes and headers of GET contact.csv, with the count', async (t) => {
  const kit = await csvKit(t);
  const donors = rulesQuery({ field: 'tags', operator: 'contains', value: [kit.tags.donor.id] });
  const asAdmin = (url: string, accept?: string) =>
    kit.app.inject(as(kit.cookies.admin, { method: 'GET', url, headers: accept ? { accept } : {} }));
  for (const query of [`?${donors}&sort=email&order=DESC`, '']) {
    const file = await asAdmin(`/api/1.0/contact.csv${query}`);
    const negotiated = await asAdmin(`/api/1.0/contact${query}`, 'text/csv');
    assert.equal(negotiated.statusCode, 200, negotiated.body);
    assert.ok(negotiated.rawPayload.equals(file.rawPayload), `the same bytes for ${query || 'no rules'}`);
    for (const header of ['content-type', 'content-disposition', 'cache-control', 'x-total-count']) {
      assert.equal(negotiated.headers[header], file.headers[header], header);
    }
    assert.equal(file.headers['x-total-count'], String(records(file.body).length - 1), 'the rows that follow');
  }
  assert.equal((await asAdmin(`/api/1.0/contact.csv?${donors}`)).headers['x-total-count'], '2');

  for (const accept of [undefined, 'application/json', '*/*', 'application/json, text/csv']) {
    const res = await asAdmin(`/api/1.0/contact?${donors}&sort=email`, accept);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^application\/json/, String(accept));
    assert.deepEqual(
      res.json().items.map((item: { email: string }) => item.email),
      ['eve@example.org', 'grace@example.org'],
    );
  }

  const refused = await kit.app.inject(
    as(kit.cookies.member, {
      method: 'GET',
      url: '/api/1.0/contact',
      headers: { accept: 'text/csv' },
    }),
  );
  assert.equal(refused.statusCode, 403, 'a member lists only themselves, never the CSV of everyone');
  assert.deepEqual(refused.json(), errorBody('forbidden'));
  const guest = await kit.app.inject({ method: 'GET', url: '/api/1.0/contact', headers: { accept: 'text/csv' } });
  assert.equal(guest.statusCode, 401);
  const badRule = await asAdmin(
    `/api/1.0/contact?${rulesQuery({ field: 'password', operator: 'equal', value: ['x'] })}`,
    'text/csv',
  );
  assert.equal(badRule.statusCode, 400);
  assert.equal(badRule.json().code, 'invalid-rule');
});
