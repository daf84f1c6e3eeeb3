import assert from 'node:assert/strict';
import { test } from 'node:test';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { ago, callers, calloutKit, everyStatus, sampleFormSchema, type Caller } from './callout-test-kit.ts';

test('each caller sees the call-outs the API guide allows, in the list and by id or slug', async (t) => {
  const kit = await calloutKit(t);
  const all = await everyStatus(kit);
  const publicList = ['ended-one', 'open-one'];
  const reviewerList = ['draft-one', 'ended-one', 'hidden-one', 'open-one', 'scheduled-one'];
  const everything = [...reviewerList, 'nobody-reviews'].sort();
  const expectedList: Record<Caller, string[]> = {
    guest: publicList,
    member: publicList,
    reviewer: reviewerList,
    editor: reviewerList,
    admin: everything,
    apiKey: everything,
  };
  for (const who of callers) {
    const res = await kit.call(who, { method: 'GET', url: '/api/1.0/callout?sort=title&limit=100' });
    assert.equal(res.statusCode, 200);
    const slugs = res
      .json()
      .items.map((item: { slug: string }) => item.slug)
      .sort();
    assert.deepEqual(slugs, expectedList[who], `${who} lists`);
    assert.equal(res.json().total, expectedList[who].length);

    const seesDrafts = who !== 'guest' && who !== 'member';
    const byId: [string, number][] = [
      [all.open.id, 200],
      [all.ended.id, 200],
      [all.hidden.id, 200],
      ['hidden-one', 200],
      [all.draft.id, seesDrafts ? 200 : 404],
      ['scheduled-one', seesDrafts ? 200 : 404],
      [all.unreviewed.id, who === 'admin' || who === 'apiKey' ? 200 : 404],
      ['no-such-callout', 404],
      ['00000000-0000-4000-8000-000000000000', 404],
    ];
    for (const [id, status] of byId) {
      const one = await kit.call(who, { method: 'GET', url: `/api/1.0/callout/${id}` });
      assert.equal(one.statusCode, status, `${who} GET ${id}`);
    }
  }
});

test('the status is derived from the dates', async (t) => {
  const kit = await calloutKit(t);
  const all = await everyStatus(kit);
  for (const [callout, status] of [
    [all.open, 'open'],
    [all.draft, 'draft'],
    [all.scheduled, 'scheduled'],
    [all.ended, 'ended'],
  ] as const) {
    const res = await kit.call('admin', { method: 'GET', url: `/api/1.0/callout/${callout.id}` });
    assert.equal(res.json().status, status);
  }
});

test('the response count goes to admins and the call-out’s reviewers only', async (t) => {
  const kit = await calloutKit(t);
  const open = await kit.createCallout({ starts: ago(1000) });
  for (const who of callers) {
    const res = await kit.call(who, { method: 'GET', url: `/api/1.0/callout/${open.id}` });
    const expected = who === 'guest' || who === 'member' ? undefined : 0;
    assert.equal(res.json().responseCount, expected, who);
    const list = await kit.call(who, { method: 'GET', url: '/api/1.0/callout' });
    assert.equal(list.json().items[0].responseCount, expected, `${who} in the list`);
  }
  const answered = await kit.call('member', { method: 'GET', url: `/api/1.0/callout/${open.id}?with=hasAnswered` });
  assert.equal(answered.json().hasAnswered, false);
  const guest = await kit.call('guest', { method: 'GET', url: `/api/1.0/callout/${open.id}?with=hasAnswered` });
  assert.equal(guest.json().hasAnswered, undefined, 'a guest is nobody who could have answered');
});

test('with=rights tells each caller what they may do with each call-out, by id and in the list', async (t) => {
  const kit = await calloutKit(t);
  const reviewed = await kit.createCallout({ slug: 'reviewed-one', starts: ago(1000) });
  const other = await kit.call('admin', {
    method: 'POST',
    url: '/api/1.0/callout',
    payload: { slug: 'nobody-reviews', starts: ago(2000), variants: { default: { title: 'Open, unreviewed' } } },
  });
  const unreviewed = other.json() as { id: string };
  const none = { canReview: false, canEdit: false };
  const both = { canReview: true, canEdit: true };
  // The API key without a contact acts as an admin (it may PATCH), so it is told so.
  const expected: Record<Caller, { reviewed: object; unreviewed: object }> = {
    guest: { reviewed: none, unreviewed: none },
    member: { reviewed: none, unreviewed: none },
    reviewer: { reviewed: { canReview: true, canEdit: false }, unreviewed: none },
    editor: { reviewed: both, unreviewed: none },
    admin: { reviewed: both, unreviewed: both },
    apiKey: { reviewed: both, unreviewed: both },
  };
  const rightsIn = (body: { canReview?: boolean; canEdit?: boolean }) => ({
    canReview: body.canReview,
    canEdit: body.canEdit,
  });
  for (const who of callers) {
    for (const [name, id] of [
      ['reviewed', reviewed.id],
      ['unreviewed', unreviewed.id],
    ] as const) {
      const one = await kit.call(who, { method: 'GET', url: `/api/1.0/callout/${id}?with=rights` });
      assert.equal(one.statusCode, 200, `${who} GET ${name}`);
      assert.deepEqual(rightsIn(one.json()), expected[who][name], `${who} on ${name}`);
    }
    const list = await kit.call(who, { method: 'GET', url: '/api/1.0/callout?with=rights&sort=slug' });
    const items = list.json().items as { slug: string; canReview: boolean; canEdit: boolean }[];
    assert.deepEqual(
      items.map((item) => [item.slug, rightsIn(item)]),
      [
        ['nobody-reviews', expected[who].unreviewed],
        ['reviewed-one', expected[who].reviewed],
      ],
      `${who} in the list`,
    );
    const without = await kit.call(who, { method: 'GET', url: `/api/1.0/callout/${reviewed.id}` });
    assert.deepEqual(rightsIn(without.json()), { canReview: undefined, canEdit: undefined }, `${who} without asking`);
  }
  const superadmin = await createTestContact(kit.database, { roles: ['superadmin'], firstname: 'Sue' });
  const { cookie } = await loginAs(kit.app, superadmin);
  const asSuper = await kit.app.inject(
    as(cookie, { method: 'GET', url: `/api/1.0/callout/${unreviewed.id}?with=rights` }),
  );
  assert.deepEqual(rightsIn(asSuper.json()), both, 'a superadmin may do everything');
  const everything = await kit.call('editor', {
    method: 'GET',
    url: `/api/1.0/callout/${reviewed.id}?with=form&with=responseViewSchema&with=variants&with=hasAnswered&with=rights`,
  });
  assert.equal(everything.statusCode, 200, 'every with value at once is allowed');
  assert.equal(everything.json().canEdit, true);
});

test('with=form, responseViewSchema and variants add their parts; ?variant picks the texts with fallbacks', async (t) => {
  const kit = await calloutKit(t);
  const responseViewSchema = {
    buckets: ['verified'],
    titleProp: 'answers.slide1.story',
    imageProp: '',
    links: [],
    gallery: true,
    map: null,
  };
  const callout = await kit.createCallout({
    starts: ago(1000),
    formSchema: sampleFormSchema,
    responseViewSchema,
    variants: {
      default: { title: 'Your street', excerpt: 'Tell us', thanksTitle: 'Thanks', intro: '<p>Hello</p>' },
      de: { title: 'Ihre Straße', excerpt: 'Erzählen Sie', intro: '' },
    },
  });
  const url = `/api/1.0/callout/${callout.slug}`;
  const plain = (await kit.call('guest', { method: 'GET', url })).json();
  assert.equal(plain.title, 'Your street');
  assert.equal(plain.formSchema, undefined);
  assert.equal(plain.intro, undefined);
  assert.equal(plain.variants, undefined);

  const form = (await kit.call('guest', { method: 'GET', url: `${url}?with=form&variant=de` })).json();
  assert.equal(form.title, 'Ihre Straße');
  assert.equal(form.excerpt, 'Erzählen Sie');
  assert.equal(form.intro, '<p>Hello</p>', 'an empty translated text falls back to the default');
  assert.equal(form.thanksTitle, 'Thanks');
  assert.deepEqual(form.formSchema.slides[0].components[1].values, sampleFormSchema.slides[0]?.components[1]?.values);
  assert.equal(form.newsletterSchema, null);

  const informal = (await kit.call('guest', { method: 'GET', url: `${url}?variant=de@informal` })).json();
  assert.equal(informal.title, 'Ihre Straße', 'de@informal falls back to de');
  const french = (await kit.call('guest', { method: 'GET', url: `${url}?variant=fr` })).json();
  assert.equal(french.title, 'Your street', 'no French texts: the default ones');

  const full = (await kit.call('guest', { method: 'GET', url: `${url}?with=variants&with=responseViewSchema` })).json();
  assert.deepEqual(Object.keys(full.variants).sort(), ['de', 'default']);
  assert.equal(full.variants.de.title, 'Ihre Straße');
  assert.equal(full.variants.default.thanksRedirect, null);
  assert.deepEqual(full.responseViewSchema, responseViewSchema);
});
