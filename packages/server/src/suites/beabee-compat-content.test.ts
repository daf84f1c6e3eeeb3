/**
 * v0.32's content sections and email templates against Masthead
 * (packages/server/COMPATIBILITY.md): `content/contacts|email|payment|telegram`,
 * v0.32's names in `profile`, `share` and `join/setup`, an unknown content id,
 * and `email/{id}` by v0.32's template ids, without a locale, 403 to non-admins.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { contentIds, defaultGeneralSettings, errorBody } from '@masthead/core';
import { createApiKeyRepository } from '../api-keys/api-key-repository.ts';
import { v032EmailIds } from '../email/editable-emails.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const api = '/api/1.0';

async function world(t: Parameters<typeof build>[0]) {
  const { app, database } = await build(t);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const cookies = {
    admin: (await loginAs(app, admin)).cookie,
    superadmin: (await loginAs(app, await createTestContact(database, { roles: ['superadmin'] }))).cookie,
    member: (await loginAs(app, await createTestContact(database))).cookie,
  };
  const token = await createApiKeyRepository({ db: database.db }).create('compat', null, admin.id, new Date());
  type Who = keyof typeof cookies | 'guest' | 'apiKey';
  const send = (who: Who, method: 'GET' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const options = { method, url: `${api}/${url}`, ...(payload ? { payload } : {}) };
    if (who === 'guest') return app.inject(options);
    if (who === 'apiKey') return app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
    return app.inject(as(cookies[who], options));
  };
  const stored = async (name: string) =>
    (await database.db.selectFrom('content').select('data').where('name', '=', name).executeTakeFirst())?.data ?? null;
  return { app, database, send, stored };
}

const fields = (body: { errors: { field: string; rule: string }[] }) =>
  body.errors.map(({ field, rule }) => `${field}:${rule}`);

test('content/email, payment and telegram answer anyone; content/contacts (tag names) admins only', async (t) => {
  const { send } = await world(t);
  const email = await send('guest', 'GET', 'content/email');
  assert.deepEqual(email.json(), { supportEmail: '', supportEmailName: '', footer: '' });
  const payment = await send('guest', 'GET', 'content/payment');
  // No Stripe key configured; the join form's fee region and general's VAT defaults.
  assert.deepEqual(payment.json(), { stripePublicKey: '', stripeCountry: 'gb', taxRateEnabled: false, taxRate: 0 });
  assert.deepEqual((await send('guest', 'GET', 'content/telegram')).json(), { welcomeMessageMd: '' });
  assert.equal((await send('guest', 'GET', 'content/contacts')).statusCode, 401);
  assert.equal((await send('member', 'GET', 'content/contacts')).statusCode, 403);
  const contacts = await send('apiKey', 'GET', 'content/contacts');
  assert.deepEqual(contacts.json(), { tags: [], manualPaymentSources: [] });
  for (const id of ['email', 'payment', 'telegram', 'contacts']) {
    const member = await send('member', 'PATCH', `content/${id}`, { nothing: true });
    assert.equal(member.statusCode, 403, `PATCH content/${id} as a member`);
  }
});

test('content/email is general settings under v0.32 names: one storage, both ways; the footer is read only', async (t) => {
  const { send, stored } = await world(t);
  const saved = await send('admin', 'PATCH', 'content/email', {
    supportEmail: 'help@daily.example',
    supportEmailName: 'The Daily',
    footer: '',
  });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual(saved.json(), { supportEmail: 'help@daily.example', supportEmailName: 'The Daily', footer: '' });
  const general = (await send('guest', 'GET', 'content/general')).json();
  assert.equal(general.supportEmail, 'help@daily.example');
  assert.equal(general.emailFromName, 'The Daily');
  assert.equal(await stored('email'), null, 'nothing is stored under content/email itself');

  await send('admin', 'PATCH', 'content/general', { emailFromName: 'Daily Newsroom' });
  assert.equal((await send('guest', 'GET', 'content/email')).json().supportEmailName, 'Daily Newsroom');

  for (const [payload, expected] of [
    [{ footer: '<p>Ours</p>', supportEmail: 'other@daily.example' }, ['footer:readonly']],
    [{ supportEmail: 'not an address' }, ['supportEmail:pattern']],
    [{ supportEmailName: 'Two\nlines' }, ['supportEmailName:pattern']],
    [{ supportEmailFrom: 'x' }, ['supportEmailFrom:additionalProperties']],
  ] as const) {
    const res = await send('admin', 'PATCH', 'content/email', payload);
    assert.equal(res.statusCode, 422, `${JSON.stringify(payload)}: ${res.body}`);
    assert.deepEqual(fields(res.json()), expected, JSON.stringify(payload));
  }
  assert.equal((await send('guest', 'GET', 'content/email')).json().supportEmail, 'help@daily.example');
});

test('content/payment is the join form’s fee region and general’s VAT; the Stripe key is read only', async (t) => {
  const { send } = await world(t);
  const saved = await send('admin', 'PATCH', 'content/payment', {
    stripePublicKey: '',
    stripeCountry: 'eu',
    taxRateEnabled: true,
    taxRate: 19,
  });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual(saved.json(), { stripePublicKey: '', stripeCountry: 'eu', taxRateEnabled: true, taxRate: 19 });
  const general = (await send('guest', 'GET', 'content/general')).json();
  assert.deepEqual([general.vatEnabled, general.vatRate], [true, 19]);
  assert.equal((await send('guest', 'GET', 'content/join')).json().stripeCountry, 'eu');

  await send('admin', 'PATCH', 'content/general', { vatRate: 7.7 });
  await send('admin', 'PATCH', 'content/join', { stripeCountry: 'ca' });
  const again = (await send('guest', 'GET', 'content/payment')).json();
  assert.deepEqual([again.taxRate, again.stripeCountry], [7.7, 'ca']);

  for (const [payload, expected] of [
    [{ stripePublicKey: 'pk_live_other', taxRate: 5 }, ['stripePublicKey:readonly']],
    [{ stripeCountry: 'us' }, ['stripeCountry:enum']],
    [{ taxRate: 101 }, ['taxRate:maximum']],
  ] as const) {
    const res = await send('admin', 'PATCH', 'content/payment', payload);
    assert.equal(res.statusCode, 422, `${JSON.stringify(payload)}: ${res.body}`);
    assert.deepEqual(fields(res.json()), expected, JSON.stringify(payload));
  }
  assert.equal((await send('guest', 'GET', 'content/payment')).json().taxRate, 7.7, 'refused patches changed nothing');
});

test('content/contacts’ tags are the contact tags: a PATCH adds missing ones, never removes one', async (t) => {
  const { send, stored } = await world(t);
  const created = await send('admin', 'PATCH', 'content/contacts', {
    tags: ['Donor', ' Volunteer '],
    manualPaymentSources: ['Cash', ' Bank transfer'],
  });
  assert.equal(created.statusCode, 200, created.body);
  assert.deepEqual(created.json(), { tags: ['Donor', 'Volunteer'], manualPaymentSources: ['Cash', 'Bank transfer'] });
  const tagList = (await send('admin', 'GET', 'contact-tags')).json() as { name: string }[];
  assert.deepEqual(
    tagList.map((tag) => tag.name),
    ['Donor', 'Volunteer'],
  );
  assert.deepEqual(await stored('contacts'), { manualPaymentSources: ['Cash', 'Bank transfer'] }, 'tags stored once');

  // A tag made through contact-tags is in the list; names match ignoring case.
  await send('admin', 'PATCH', 'content/contacts', { tags: ['donor', 'VOLUNTEER', 'Press'] });
  const tags = (await send('admin', 'GET', 'content/contacts')).json().tags;
  assert.deepEqual(tags, ['Donor', 'Press', 'Volunteer']);

  const removing = await send('admin', 'PATCH', 'content/contacts', { tags: ['Donor'], manualPaymentSources: [] });
  assert.equal(removing.statusCode, 422, removing.body);
  assert.deepEqual(
    removing.json().errors,
    ['Press', 'Volunteer'].map((tag) => ({ field: 'tags', rule: 'tag-removed', params: { tag } })),
  );
  const after = (await send('admin', 'GET', 'content/contacts')).json();
  assert.deepEqual(after, { tags: ['Donor', 'Press', 'Volunteer'], manualPaymentSources: ['Cash', 'Bank transfer'] });
  const blank = await send('admin', 'PATCH', 'content/contacts', { tags: [' '] });
  assert.deepEqual(fields(blank.json()), ['tags.0:pattern']);
});

test('content/telegram keeps v0.32’s welcome text and answers it', async (t) => {
  const { send } = await world(t);
  const saved = await send('apiKey', 'PATCH', 'content/telegram', { welcomeMessageMd: '**Welcome** to the bot' });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual((await send('guest', 'GET', 'content/telegram')).json(), {
    welcomeMessageMd: '**Welcome** to the bot',
  });
  const long = await send('admin', 'PATCH', 'content/telegram', { welcomeMessageMd: 'x'.repeat(5001) });
  assert.deepEqual(fields(long.json()), ['welcomeMessageMd:maxLength']);
});

test('profile.introMessage and share.twitterHandle are Masthead’s introText and handle under v0.32 names', async (t) => {
  const { send, stored } = await world(t);
  const byV032 = await send('admin', 'PATCH', 'content/profile', { introMessage: 'Hello members' });
  assert.equal(byV032.statusCode, 200, byV032.body);
  assert.deepEqual(byV032.json(), { introText: 'Hello members', introMessage: 'Hello members' });
  assert.deepEqual(await stored('profile'), { introText: 'Hello members' }, 'stored once, under Masthead’s name');
  const share = await send('admin', 'PATCH', 'content/share', { twitterHandle: '@daily', title: 'The Daily' });
  assert.equal(share.json().handle, '@daily');
  assert.equal((await send('guest', 'GET', 'content/share')).json().twitterHandle, '@daily');

  // A client that sends back all it read, one name edited: the edited one is the change.
  const read = (await send('guest', 'GET', 'content/share')).json();
  const edited = await send('admin', 'PATCH', 'content/share', { ...read, handle: '@daily@social.example' });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.deepEqual(
    [edited.json().handle, edited.json().twitterHandle],
    ['@daily@social.example', '@daily@social.example'],
  );
  const v032Edit = await send('admin', 'PATCH', 'content/share', { ...edited.json(), twitterHandle: '@v032' });
  assert.equal(v032Edit.json().handle, '@v032');
  // Both names changed to different values cannot be told apart: a 422, nothing saved.
  const both = await send('admin', 'PATCH', 'content/profile', { introText: 'One', introMessage: 'Two' });
  assert.equal(both.statusCode, 422, both.body);
  assert.deepEqual(both.json().errors, [{ field: 'introMessage', rule: 'alias', params: { of: 'introText' } }]);
  assert.equal((await send('member', 'GET', 'content/profile')).json().introText, 'Hello members');
  const bad = await send('admin', 'PATCH', 'content/share', { twitterHandle: '@two words' });
  assert.deepEqual(fields(bad.json()), ['twitterHandle:pattern']);
});

test('join/setup takes and answers v0.32’s delivery opt-in texts mailTitle, mailText, mailOptIn', async (t) => {
  const { send } = await world(t);
  const texts = { mailTitle: 'Print edition', mailText: 'We post it monthly.', mailOptIn: 'Send me the paper' };
  const saved = await send('admin', 'PATCH', 'content/join/setup', { ...texts, showMailOptIn: true });
  assert.equal(saved.statusCode, 200, saved.body);
  const read = (await send('guest', 'GET', 'content/join/setup')).json();
  assert.deepEqual({ mailTitle: read.mailTitle, mailText: read.mailText, mailOptIn: read.mailOptIn }, texts);
  const long = await send('admin', 'PATCH', 'content/join/setup', { mailTitle: 'x'.repeat(201) });
  assert.deepEqual(fields(long.json()), ['mailTitle:maxLength']);
});

test('an unknown content id is a 400 naming the id, for anyone, and v0.32’s ids all exist', async (t) => {
  const { send } = await world(t);
  for (const who of ['guest', 'admin'] as const) {
    for (const method of ['GET', 'PATCH'] as const) {
      const res = await send(who, method, 'content/nope', method === 'PATCH' ? { title: 'x' } : undefined);
      assert.equal(res.statusCode, 400, `${who} ${method}`);
      assert.deepEqual(
        res.json(),
        errorBody('bad-request', [{ field: 'id', rule: 'enum', params: { allowed: [...contentIds] } }]),
      );
    }
  }
  for (const id of contentIds) {
    const res = await send('admin', 'GET', `content/${id}`);
    assert.equal(res.statusCode, 200, `GET content/${id}: ${res.body}`);
  }
});

test('email/{id} takes v0.32’s template ids: one text with Masthead’s, 404 where Masthead sends no such email', async (t) => {
  const { send } = await world(t);
  for (const [v032, own] of Object.entries(v032EmailIds)) {
    const res = await send('admin', 'GET', `email/${v032}?locale=en`);
    if (own === null) {
      assert.equal(res.statusCode, 404, `${v032}: ${res.body}`);
      assert.equal(res.json().code, 'not-found');
      continue;
    }
    assert.equal(res.statusCode, 200, `${v032}: ${res.body}`);
    assert.deepEqual(res.json(), (await send('admin', 'GET', `email/${own}?locale=en`)).json(), v032);
  }
  const saved = await send('admin', 'PUT', 'email/cancelled-contribution-no-survey', {
    locale: 'en',
    subject: 'Sorry to see you go',
    body: 'Your membership runs until *|DATE|*.',
  });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal(saved.json().id, 'contribution-cancelled');
  for (const id of ['cancelled-contribution', 'contribution-cancelled']) {
    const read = (await send('admin', 'GET', `email/${id}?locale=en`)).json();
    assert.deepEqual([read.subject, read.custom], ['Sorry to see you go', true], id);
  }
  // Unknown: well formed, a uuid (v0.32's own emails, none here): 404; beabee's merge fields are refused by name.
  for (const id of ['no-such-email', randomUUID()]) {
    assert.equal((await send('admin', 'GET', `email/${id}`)).statusCode, 404, id);
  }
  assert.equal((await send('admin', 'GET', 'email/Welcome_Email')).statusCode, 400);
  const v032Field = await send('admin', 'PUT', 'email/welcome', { subject: 'Hi *|FNAME|*', body: 'Welcome' });
  assert.deepEqual(v032Field.json().errors, [
    { field: 'subject', rule: 'merge-field', params: { mergeField: 'FNAME' } },
  ]);
});

test('email/{id} without a locale means the organisation’s', async (t) => {
  const { send } = await world(t);
  await send('admin', 'PATCH', 'content/general', { locale: 'de' });
  const read = await send('admin', 'GET', 'email/welcome');
  assert.equal(read.statusCode, 200, read.body);
  assert.deepEqual(read.json(), (await send('admin', 'GET', 'email/join-welcome?locale=de')).json());
  assert.equal(read.json().locale, 'de');
  assert.notEqual(read.json().subject, (await send('admin', 'GET', 'email/join-welcome?locale=en')).json().subject);

  const saved = await send('apiKey', 'PUT', 'email/welcome', { subject: 'Willkommen', body: 'Schön, *|NAME|*.' });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal(saved.json().locale, 'de');
  assert.equal((await send('admin', 'GET', 'email/join-welcome?locale=de')).json().subject, 'Willkommen');
  assert.equal((await send('admin', 'GET', 'email/join-welcome?locale=en')).json().custom, false);
  const reset = await send('admin', 'DELETE', 'email/welcome');
  assert.equal(reset.statusCode, 204);
  assert.equal((await send('admin', 'GET', 'email/join-welcome?locale=de')).json().custom, false);
  assert.equal(defaultGeneralSettings.locale, 'en');
});

test('email/{id} answers 403 to everyone but an admin, guests included, as v0.32 did; nothing changes', async (t) => {
  const { send } = await world(t);
  const text = { subject: 'Hijacked', body: 'Nothing' };
  for (const who of ['guest', 'member'] as const) {
    for (const [method, url, payload] of [
      ['GET', 'email/welcome', undefined],
      ['GET', 'email/join-welcome?locale=en', undefined],
      ['PUT', 'email/welcome', text],
      ['GET', 'email', undefined],
      ['DELETE', 'email/welcome', undefined],
    ] as const) {
      const res = await send(who, method, url, payload);
      assert.equal(res.statusCode, 403, `${who} ${method} ${url}`);
      assert.deepEqual(res.json(), errorBody('forbidden'), `${who} ${method} ${url}`);
    }
  }
  // Even for an id that does not exist: a non-admin learns nothing.
  assert.equal((await send('guest', 'GET', 'email/no-such-email')).statusCode, 403);
  assert.equal((await send('admin', 'GET', 'email/welcome?locale=en')).json().custom, false);
});

test('a v0.32 id of a security email is that email: only a superadmin changes it, and its link stays Masthead’s', async (t) => {
  const { send } = await world(t);
  const stolen = { subject: 'Confirm', body: '[Confirm](https://evil.example/?next=*|URL|*)' };
  for (const id of ['confirm-email', 'email-exists-set-password', 'reset-password', 'reset-device']) {
    for (const who of ['admin', 'apiKey'] as const) {
      const res = await send(who, 'PUT', `email/${id}`, stolen);
      assert.equal(res.statusCode, 403, `${who} PUT email/${id}: ${res.body}`);
      assert.equal((await send(who, 'DELETE', `email/${id}`)).statusCode, 403, `${who} DELETE email/${id}`);
    }
    const superadmin = await send('superadmin', 'PUT', `email/${id}`, stolen);
    assert.equal(superadmin.statusCode, 422, superadmin.body);
    assert.deepEqual(fields(superadmin.json()), ['body:link-alone']);
    // Reading shows the merge field, never a link of anyone's.
    const read = (await send('admin', 'GET', `email/${id}?locale=en`)).json();
    assert.match(read.body, /\*\|URL\|\*/);
    assert.equal(read.custom, false);
  }
  const kept = await send('superadmin', 'PUT', 'email/confirm-email', {
    subject: 'Confirm your address',
    body: 'Please confirm.\n\n[Confirm](*|URL|*)',
  });
  assert.equal(kept.statusCode, 200, kept.body);
  assert.equal(kept.json().id, 'join-confirm-email');
});
