import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contactImportPresetEntries, readCsv } from '@masthead/core';
import { sql } from 'kysely';
import { contactCsvHeader } from '../contact-export-repository.ts';
import { importKit } from './import-test-kit.ts';

/** Ghost's members export as Ghost 5 writes it: ISO dates, booleans, labels in one cell, a deleted member. */
const ghostExport = [
  'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers',
  '63f1a0c2e4b0a1001c2d3e4f,ann@example.org,Ann Lee,"Met at the fair, 2019",true,false,cus_NffrFeUfNV2Hib,2019-03-01T10:00:00.000Z,,"Donor,Print edition",Supporter',
  '63f1a0c2e4b0a1001c2d3e50,Bob@Example.org,Bob,,false,true,,2020-01-02T08:30:00.000Z,,,',
  '63f1a0c2e4b0a1001c2d3e51,gone@example.org,Gone Person,,true,false,,2020-01-02T00:00:00.000Z,2021-05-01T00:00:00.000Z,,',
  '',
].join('\n');

/**
 * Mailchimp's audience export of subscribed members: Mailchimp's own column order, tags quoted inside
 * the quoted cell, an address in one cell, columns Masthead has no place for (ratings, IPs, geodata).
 */
const mailchimpExport = [
  '"Email Address","First Name","Last Name",Address,"Phone Number",MEMBER_RATING,OPTIN_TIME,OPTIN_IP,CONFIRM_TIME,CONFIRM_IP,LATITUDE,LONGITUDE,GMTOFF,DSTOFF,TIMEZONE,CC,REGION,LAST_CHANGED,LEID,EUID,NOTES,TAGS',
  'cat@example.org,Cat,Stevens,"1 High St  Leeds  LS1 1AA  GB",+44 113 496 0000,2,"2021-06-01 09:00:00",,"2021-06-01 09:05:00",198.51.100.7,,,,,,,,"2023-01-01 00:00:00",123456789,abc123,"Wrote in about the bins","""Print"",""Events"""',
  'dan@example.org,Dan,,,,3,"2022-02-02 10:00:00",,,,,,,,,,,"2023-01-01 00:00:00",123456790,abc124,,',
  '',
].join('\r\n');

test("imports Ghost's members export: names split, consent from subscribed_to_emails, Stripe customers kept, labels as tags, deleted members refused", async (t) => {
  const kit = await importKit(t);
  const report = await kit.imported(ghostExport, 'preset=ghost');
  assert.deepEqual(report.counts, { new: 2, updated: 0, unchanged: 0, left: 0, refused: 1 });
  assert.deepEqual(
    report.refused.map(({ line, code }) => [line, code]),
    [[4, 'deleted']],
  );
  assert.deepEqual(report.ignored, ['id', 'tiers']);
  const [ann, bob] = await kit.contacts();
  assert.deepEqual(
    [ann?.email, ann?.firstname, ann?.lastname, ann?.notes, ann?.newsletter_status, ann?.tags],
    ['ann@example.org', 'Ann', 'Lee', 'Met at the fair, 2019', 'subscribed', 'Donor|Print edition'],
  );
  assert.deepEqual([ann?.type, ann?.provider, ann?.customer_id], ['None', 'stripe', 'cus_NffrFeUfNV2Hib']);
  assert.equal((ann?.joined as Date).toISOString(), '2019-03-01T10:00:00.000Z');
  assert.deepEqual([bob?.email, bob?.newsletter_status, bob?.type], ['Bob@Example.org', 'unsubscribed', null]);
  // A complimentary plan is a membership without an end.
  assert.equal((bob?.member_since as Date).toISOString(), '2020-01-02T08:30:00.000Z');
  assert.equal(bob?.member_until, null);
  assert.equal(ann?.member_since, null);
});

test("imports Mailchimp's audience export: every row of a subscribed export subscribed, its tags, the address whole", async (t) => {
  const kit = await importKit(t);
  const report = await kit.imported(mailchimpExport, 'preset=mailchimp');
  assert.deepEqual(report.counts, { new: 2, updated: 0, unchanged: 0, left: 0, refused: 0 });
  assert.ok(report.ignored.includes('OPTIN_IP') && report.ignored.includes('MEMBER_RATING'));
  const [cat, dan] = await kit.contacts();
  assert.deepEqual(
    [cat?.firstname, cat?.lastname, cat?.telephone, cat?.notes, cat?.newsletter_status, cat?.tags],
    ['Cat', 'Stevens', '+44 113 496 0000', 'Wrote in about the bins', 'subscribed', 'Events|Print'],
  );
  assert.deepEqual(cat?.delivery_address, { line1: '1 High St  Leeds  LS1 1AA  GB' });
  assert.equal((cat?.joined as Date).toISOString(), '2021-06-01T09:00:00.000Z');
  assert.deepEqual([dan?.firstname, dan?.lastname, dan?.newsletter_status], ['Dan', '', 'subscribed']);
  // Unsubscribed and cleaned exports carry their own columns.
  const unsubscribed = '"Email Address",UNSUB_TIME\r\ndan@example.org,"2023-03-03 00:00:00"\r\n';
  const update = await kit.imported(unsubscribed, 'preset=mailchimp&updateExisting=true');
  assert.deepEqual(update.counts, { new: 0, updated: 1, unchanged: 0, left: 0, refused: 0 });
  assert.equal((await kit.contacts())[1]?.newsletter_status, 'unsubscribed');
});

test("the Masthead preset maps every column of Masthead's own contacts CSV", () => {
  const mapping = contactImportPresetEntries.masthead.mapping;
  assert.deepEqual(Object.keys(mapping).sort(), [...contactCsvHeader].sort());
  const ignored = Object.entries(mapping).flatMap(([column, field]) => (field === 'ignore' ? [column] : []));
  assert.deepEqual(ignored.sort(), ['id', 'lastSeen', 'roles']);
});

test("Masthead's own export imported back changes nothing: every row unchanged, even with updateExisting", async (t) => {
  const kit = await importKit(t);
  const setup = await kit.imported(
    [
      'email,firstname,lastname,tags,newsletterStatus,contributionType,contributionAmount,contributionPeriod,membershipStarts,membershipExpires,deliveryLine1,deliveryCity,deliveryPostcode,joinPageUrl,utmSource,joined',
      'ann@example.org,=Ann,"Lee, Jr.","Donor; Print",subscribed,Manual,12.5,annually,2024-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z,1 High St,Leeds,LS1,https://example.org/join,newsletter,2023-05-05T05:05:05.123Z',
      'bob@example.org,Bob,,,unsubscribed,None,,,,,,,,,,2023-06-06T00:00:00.000Z',
      'cat@example.org,-Cat,"Quote ""Q""",Volunteer,none,,,,2024-02-02T00:00:00.000Z,,,,,,,2023-07-07T00:00:00.000Z',
    ].join('\n'),
    'updateExisting=true',
  );
  assert.equal(setup.counts.new, 3, JSON.stringify(setup.refused));
  // A running subscription, as a join through Stripe leaves it.
  const dan = await kit.imported('email,firstname\ndan@example.org,Dan\n');
  assert.equal(dan.counts.new, 1);
  await sql`insert into contributions (contact_id, type, amount_cents, period, method, provider, customer_id, subscription_id)
    select id, 'Automatic', 500, 'monthly', 's_card', 'stripe', 'cus_dan', 'sub_dan' from contacts where email = 'dan@example.org'`.execute(
    kit.db,
  );
  const exported = await kit.inject('apiKey', { method: 'GET', url: '/api/1.0/contact.csv?sort=email' });
  assert.equal(exported.statusCode, 200);
  const before = await kit.contacts();
  const again = await kit.imported(exported.body, 'preset=masthead&updateExisting=true');
  // The kit's admin and member are in the export too.
  assert.deepEqual(
    again.counts,
    { new: 0, updated: 0, unchanged: 6, left: 0, refused: 0 },
    JSON.stringify(again.refused),
  );
  assert.equal(again.total, 6);
  assert.deepEqual(await kit.contacts(), before);
  const second = await kit.inject('apiKey', { method: 'GET', url: '/api/1.0/contact.csv?sort=email' });
  const withoutLastSeen = (csv: string) =>
    csv.split('\r\n').map((line) => line.replace(/^([^,]*,[^,]*,[^,]*,[^,]*,[^,]*,)[^,]*/, '$1'));
  assert.deepEqual(withoutLastSeen(second.body), withoutLastSeen(exported.body));
});

test("Masthead's export imported into another Masthead brings every field with a home", async (t) => {
  const source = await importKit(t);
  await source.imported(
    [
      'email,firstname,lastname,tags,newsletterStatus,contributionType,contributionAmount,contributionPeriod,membershipStarts,membershipExpires,deliveryLine1,deliveryLine2,deliveryCity,deliveryPostcode,joinPageUrl,joinReferrer,utmSource,utmCampaign,joined',
      'ann@example.org,=Ann,"Lee, Jr.","Donor; Print",subscribed,Manual,12.5,annually,2024-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z,1 High St,Flat 2,Leeds,LS1,https://example.org/join,https://news.example,newsletter,spring,2023-05-05T05:05:05.123Z',
      'bob@example.org,Bob,,,unsubscribed,,,,,,,,,,,,,,2023-06-06T00:00:00.000Z',
    ].join('\n'),
  );
  const exported = (await source.inject('apiKey', { method: 'GET', url: '/api/1.0/contact.csv?sort=email' })).body;
  const target = await importKit(t);
  const report = await target.imported(exported, 'preset=masthead');
  // ada@ and mo@ are in both, joined at other moments: left as they are.
  assert.deepEqual(report.counts, { new: 2, updated: 0, unchanged: 0, left: 2, refused: 0 });
  const reexported = (await target.inject('apiKey', { method: 'GET', url: '/api/1.0/contact.csv?sort=email' })).body;
  // Ids, last logins and roles are the instance's own; every other cell comes back as it left.
  const own = new Set(['id', 'lastSeen', 'roles']);
  const cells = (csv: string) =>
    [...readCsv(csv)]
      .filter(({ cells: [, email] }) => email === 'ann@example.org' || email === 'bob@example.org')
      .map(({ cells: row }) => row.filter((_, index) => !own.has(contactCsvHeader[index] ?? '')));
  assert.equal(cells(exported).length, 2);
  assert.deepEqual(cells(reexported), cells(exported));
});
