/**
 * Test setup for the beabee import: a Masthead app listening on a loopback
 * port (Masthead answers beabee v0.32's API, COMPATIBILITY.md), filled with
 * what a newsroom's instance holds, and an admin API key for it. The
 * importer reads it over HTTP as it reads a real instance.
 * @example const source = await sourceInstance(t); await runBeabeeImport({db, url: source.url, key: source.key, allowHttpLoopback: true})
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { createApiKeyRepository } from '../api-keys/api-key-repository.ts';
import { createCalloutReviewerRepository } from '../callouts/callout-reviewer-repository.ts';
import { createContributionRepository } from '../payments/contribution-repository.ts';
import { createPaymentRepository } from '../payments/payment-repository.ts';
import { insertOne } from '../responses/numbered-responses.ts';
import { createTestContact } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

export const storyForm = {
  slides: [
    {
      id: 's1',
      title: 'Your story',
      components: [
        { type: 'textarea', key: 'story', label: 'What happened?', input: true, validate: { required: true } },
        {
          type: 'radio',
          key: 'local',
          label: 'Do you live here?',
          input: true,
          values: [
            { label: 'Yes', value: 'yes' },
            { label: 'No', value: 'no' },
          ],
        },
      ],
    },
  ],
};

export async function sourceInstance(t: TestContext) {
  const { app, database } = await build(t);
  const db = database.db;
  const owner = await createTestContact(database, {
    roles: ['superadmin'],
    firstname: 'Olu',
    email: 'owner@source.example',
  });
  const key = await createApiKeyRepository({ db }).create('import', null, owner.id, new Date());
  const call = async (request: InjectOptions) => {
    const res = await app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${key}` } });
    assert.ok(res.statusCode < 300, `${request.method} ${request.url}: ${res.statusCode} ${res.body}`);
    return res.body ? res.json() : null;
  };
  const api = '/api/1.0';

  const donor = await call({
    method: 'POST',
    url: `${api}/contact-tags`,
    payload: { name: 'Donor', description: 'Gave' },
  });
  const ada = await call({
    method: 'POST',
    url: `${api}/contact`,
    payload: {
      email: 'Ada@Members.example',
      firstname: 'Ada',
      lastname: 'Lovelace',
      roles: [{ role: 'member', dateAdded: '2024-01-02T00:00:00.000Z', dateExpires: '2030-01-01T00:00:00.000Z' }],
      profile: {
        telephone: '+44 20 7946 0000',
        deliveryOptIn: true,
        deliveryAddress: { line1: '1 Main St', line2: '', city: 'Leeds', postcode: 'LS1 1AA' },
        newsletterStatus: 'subscribed',
        newsletterGroups: ['weekly'],
        notes: 'Met at the fair',
        description: 'Volunteer',
      },
    },
  });
  const bo = await call({
    method: 'POST',
    url: `${api}/contact`,
    payload: { email: 'bo@members.example', firstname: 'Bo', lastname: 'Reviewer', roles: [{ role: 'admin' }] },
  });
  const cy = await call({
    method: 'POST',
    url: `${api}/contact`,
    payload: { email: 'cy@members.example', firstname: 'Cy' },
  });
  await sql`insert into contact_tag_assignments (contact_id, tag_id) values (${ada.id}, ${donor.id})`.execute(db);
  const contributions = createContributionRepository({ db });
  await contributions.save(ada.id, {
    type: 'Automatic',
    amount_cents: 500,
    period: 'monthly',
    method: 'card',
    provider: 'stripe',
    customer_id: 'cus_ada',
    subscription_id: 'sub_ada',
    payment_source: { method: 'card', last4: '4242', expiryMonth: 4, expiryYear: 2031 },
  });
  await contributions.save(cy.id, {
    type: 'Manual',
    amount_cents: 3000,
    period: 'annually',
    manual_source: 'Standing order',
    manual_reference: 'SO-7',
  });
  const payments = createPaymentRepository({ db });
  for (const [index, status] of (['successful', 'successful', 'failed'] as const).entries()) {
    await payments.record({
      contactId: ada.id,
      provider: 'stripe',
      providerPaymentId: `pi_${index}`,
      subscriptionId: 'sub_ada',
      amountCents: 500,
      status,
      chargeDate: new Date(Date.UTC(2025, index, 3)),
      periodEnd: null,
    });
  }

  const callout = await call({
    method: 'POST',
    url: `${api}/callout`,
    payload: {
      slug: 'your-street',
      access: 'guest',
      starts: '2025-01-01T00:00:00.000Z',
      formSchema: storyForm,
      responseViewSchema: {
        buckets: ['verified'],
        titleProp: 'story',
        imageProp: '',
        links: [],
        gallery: false,
        map: null,
      },
      variants: {
        default: { title: 'Tell us about your street', intro: '<p>Hello</p>', thanksTitle: 'Thanks' },
        de: { title: 'Erzähl uns von deiner Straße', intro: '<p>Hallo</p>', thanksTitle: 'Danke' },
      },
    },
  });
  // Opened long ago (a new call-out's start can only be now or later).
  await sql`update callouts set starts = '2025-01-01T00:00:00Z', opened_at = '2025-01-01T00:00:00Z'
    where id = ${callout.id}`.execute(db);
  const followUp = await call({
    method: 'POST',
    url: `${api}/callout/${callout.id}/tags`,
    payload: { name: 'Follow up', description: '' },
  });
  await createCalloutReviewerRepository({ db }).add(callout.id, bo.id, true);
  const respond = (answers: Record<string, Record<string, unknown>>, contactId: string | null, guest?: string) =>
    insertOne(db, callout.id, {
      calloutId: callout.id,
      contactId,
      guestName: guest ?? null,
      guestEmail: guest ? `${guest.toLowerCase()}@guests.example` : null,
      answers,
      newsletter: null,
      idempotencyKey: null,
      allowMultiple: true,
    });
  const first = await respond({ s1: { story: 'Potholes everywhere', local: 'yes' } }, ada.id);
  const second = await respond({ s1: { story: 'A new bakery' } }, null, 'Dee');
  // Stored before the form said `story` is required: not a valid answer here.
  const third = await respond({ s1: { local: 'no' } }, cy.id);
  const fourth = await respond({ s1: { story: 'Trees were cut', local: 'no' } }, cy.id);
  await call({
    method: 'PATCH',
    url: `${api}/callout-responses/${first.id}`,
    payload: { bucket: 'verified', tags: [followUp.id], assigneeId: bo.id },
  });
  await call({
    method: 'POST',
    url: `${api}/callout-response-comments`,
    payload: { responseId: first.id, text: 'Called Ada back' },
  });

  await call({
    method: 'POST',
    url: `${api}/segments`,
    payload: {
      name: 'Donors',
      ruleGroup: { condition: 'AND', rules: [{ field: 'tags', operator: 'contains', value: [donor.id] }] },
    },
  });
  // A segment another version wrote, on a field this one does not have.
  await sql`insert into segments (name, rule_group) values ('Old rules',
    ${JSON.stringify({ condition: 'AND', rules: [{ field: 'favouriteColour', operator: 'equal', value: ['red'] }] })}::jsonb)`.execute(
    db,
  );
  await call({
    method: 'POST',
    url: `${api}/notice`,
    payload: { name: 'AGM', text: '<p>Come to the AGM</p>', buttonText: 'Read', url: 'https://example.org/agm' },
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    key,
    url: `http://127.0.0.1:${port}`,
    ids: {
      ada: ada.id,
      bo: bo.id,
      cy: cy.id,
      callout: callout.id,
      first: first.id,
      third: third.id,
      fourth: fourth.id,
      second: second.id,
    },
  };
}
