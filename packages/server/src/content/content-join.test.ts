import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultJoinSettings, defaultJoinSetup, paymentMethods } from '@masthead/core';
import { goCardlessKit } from '../payments/providers/testing/provider-kits.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const url = '/api/1.0/content/join';

test('anyone reads the join form: core defaults, every method with the demo provider, no Stripe key, the currency', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({ method: 'GET', url });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), {
    ...defaultJoinSettings,
    paymentMethods,
    stripePublicKey: null,
    currency: 'EUR',
    returnOrigins: [],
  });
  const setup = await app.inject({ method: 'GET', url: `${url}/setup` });
  assert.deepEqual(setup.json(), defaultJoinSetup);
});

test('the join form is told where a reader may come back to from the provider: the site and EMBED_ORIGINS', async (t) => {
  const { app, database } = await build(t, { seed: true, embedOrigins: ['https://news.example.org'] });
  const origins = async () => (await app.inject({ method: 'GET', url })).json().returnOrigins;
  assert.deepEqual(await origins(), ['http://localhost:3000', 'https://news.example.org']);
  // The site's address is a superadmin's to change.
  const superadmin = (await loginAs(app, await createTestContact(database, { roles: ['superadmin'] }))).cookie;
  const payload = { siteUrl: 'https://members.example.org/' };
  const changed = await app.inject(as(superadmin, { method: 'PATCH', url: '/api/1.0/content/general', payload }));
  assert.equal(changed.statusCode, 200, changed.body);
  assert.deepEqual(await origins(), ['https://members.example.org', 'https://news.example.org']);
});

test('with only GoCardless configured the join form offers only direct debit, charged in the payment currency', async (t) => {
  const { provider } = await goCardlessKit(t);
  const { app } = await build(t, { paymentProviders: { gocardless: provider } });
  const res = (await app.inject({ method: 'GET', url })).json();
  assert.deepEqual(res.paymentMethods, ['gc_direct-debit']);
  assert.equal(res.currency, 'GBP');
});

test('only admins change the join settings: guest 401, member 403, nothing changes', async (t) => {
  const { app, database } = await build(t);
  const member = (await loginAs(app, await createTestContact(database))).cookie;
  const guest = await app.inject({ method: 'PATCH', url, payload: { title: 'Hacked' } });
  assert.equal(guest.statusCode, 401);
  const asMember = await app.inject(as(member, { method: 'PATCH', url: `${url}/setup`, payload: { welcome: 'Hi' } }));
  assert.equal(asMember.statusCode, 403);
  assert.equal((await app.inject({ method: 'GET', url })).json().title, defaultJoinSettings.title);
  assert.equal((await app.inject({ method: 'GET', url: `${url}/setup` })).json().welcome, '');
});

test('a PATCH merges and is checked as a whole: amounts at least the minimum of their period, whole cents, known fields', async (t) => {
  const { app, database } = await build(t);
  const admin = (await loginAs(app, await createTestContact(database, { roles: ['admin'] }))).cookie;
  const patch = (payload: object, path = url) => app.inject(as(admin, { method: 'PATCH', url: path, payload }));
  const ok = await patch({ title: 'Become a member', minMonthlyAmount: 3 });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.json().title, 'Become a member');
  assert.equal(ok.json().subtitle, defaultJoinSettings.subtitle, 'what was not sent stays');

  const cases: [object, { field: string; rule: string }[]][] = [
    // The stored presets (5, 10, 15 a month; 60, 120, 180 a year) partly fall under a minimum of 12 (144 a year).
    [
      { minMonthlyAmount: 12, initialAmount: 12 },
      [
        'periods.0.presetAmounts.0',
        'periods.0.presetAmounts.1',
        'periods.1.presetAmounts.0',
        'periods.1.presetAmounts.1',
      ].map((field) => ({ field, rule: 'min' })),
    ],
    [{ initialAmount: 2 }, [{ field: 'initialAmount', rule: 'min' }]],
    [{ initialAmount: 10.001 }, [{ field: 'initialAmount', rule: 'currency' }]],
    [{ minMonthlyAmount: 0.5 }, [{ field: 'minMonthlyAmount', rule: 'minimum' }]],
    [{ paymentMethods: [] }, [{ field: 'paymentMethods', rule: 'minItems' }]],
    [{ stripePublicKey: 'pk_live' }, [{ field: 'stripePublicKey', rule: 'additionalProperties' }]],
  ];
  for (const [payload, expected] of cases) {
    const res = await patch(payload);
    assert.equal(res.statusCode, 422, `${JSON.stringify(payload)}: ${res.body}`);
    const found = (res.json().errors as { field: string; rule: string }[]).map(({ field, rule }) => ({ field, rule }));
    assert.deepEqual(found, expected, JSON.stringify(payload));
  }
  assert.equal(
    (await app.inject({ method: 'GET', url })).json().minMonthlyAmount,
    3,
    'refused patches changed nothing',
  );
});

test('the join survey must name an existing call-out, and a required one an open call-out', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const admin = (await loginAs(app, await createTestContact(database, { roles: ['admin'] }))).cookie;
  const patch = (payload: object) => app.inject(as(admin, { method: 'PATCH', url: `${url}/setup`, payload }));
  const unknown = await patch({ surveySlug: 'no-such-callout' });
  assert.deepEqual(unknown.json().errors, [{ field: 'surveySlug', rule: 'callout' }]);
  const ended = await patch({ surveySlug: 'name-the-new-bridge', surveyRequired: true });
  assert.deepEqual(ended.json().errors, [{ field: 'surveyRequired', rule: 'open-callout' }]);
  const ok = await patch({ surveySlug: 'housing-costs', surveyRequired: true, welcomeEmailText: 'Welcome aboard!' });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.json().surveySlug, 'housing-costs');
  // The call-out guard reads the same setting: the required survey cannot be ended now.
  const end = await app.inject(
    as(admin, {
      method: 'PATCH',
      url: '/api/1.0/callout/housing-costs',
      payload: { expires: new Date().toISOString() },
    }),
  );
  assert.equal(end.statusCode, 422, end.body);
});

test('the background image is an upload path or an http(s) address, never another host through / and \\', async (t) => {
  const { app, database } = await build(t);
  const admin = (await loginAs(app, await createTestContact(database, { roles: ['admin'] }))).cookie;
  const rows: [string, number][] = [
    ['', 200],
    ['/uploads/0b6c/full.webp', 200],
    ['https://cdn.example.org/bg.jpg', 200],
    ['//evil.example/bg.jpg', 422],
    ['/\\evil.example/bg.jpg', 422],
    ['/%5Cevil.example/bg.jpg', 422],
    ['/\t/evil.example/bg.jpg', 422],
    ['javascript:alert(1)', 422],
  ];
  for (const [backgroundImage, status] of rows) {
    const res = await app.inject(as(admin, { method: 'PATCH', url, payload: { backgroundImage } }));
    assert.equal(res.statusCode, status, `${JSON.stringify(backgroundImage)}: ${res.body}`);
  }
});
