import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createApiKeyRepository } from '../api-keys/api-key-repository.ts';
import { type Caller, ago, callers, calloutKit, daysFromNow, sampleFormSchema } from './callout-test-kit.ts';

const titled = (title: string) => ({ variants: { default: { title } } });

test('only admins and API keys create call-outs', async (t) => {
  const kit = await calloutKit(t);
  const expected: Record<Caller, number> = {
    guest: 401,
    member: 403,
    reviewer: 403,
    editor: 403,
    admin: 200,
    apiKey: 200,
  };
  for (const who of callers) {
    const res = await kit.call(who, { method: 'POST', url: '/api/1.0/callout', payload: titled(`By ${who}`) });
    assert.equal(res.statusCode, expected[who], who);
  }
});

test('admins, API keys and reviewers with canEdit change a call-out; others are refused', async (t) => {
  const kit = await calloutKit(t);
  const open = await kit.createCallout({ starts: ago(1000) });
  const draft = await kit.createCallout({ slug: 'a-draft' });
  const onOpen: Record<Caller, number> = {
    guest: 401,
    member: 403,
    reviewer: 403,
    editor: 200,
    admin: 200,
    apiKey: 200,
  };
  const onDraft: Record<Caller, number> = { ...onOpen, member: 404 };
  for (const who of callers) {
    const payload = { variants: { default: { title: `Edited by ${who}` } } };
    const res = await kit.call(who, { method: 'PATCH', url: `/api/1.0/callout/${open.id}`, payload });
    assert.equal(res.statusCode, onOpen[who], `${who} on an open call-out`);
    if (res.statusCode === 200) assert.equal(res.json().title, `Edited by ${who}`);
    const hidden = await kit.call(who, { method: 'PATCH', url: `/api/1.0/callout/${draft.id}`, payload });
    assert.equal(hidden.statusCode, onDraft[who], `${who} on a draft`);
  }
});

test('only admins and API keys delete call-outs', async (t) => {
  const kit = await calloutKit(t);
  const expected: Record<Caller, number> = {
    guest: 401,
    member: 403,
    reviewer: 403,
    editor: 403,
    admin: 204,
    apiKey: 204,
  };
  for (const who of callers) {
    const callout = await kit.createCallout({ starts: ago(1000) });
    const res = await kit.call(who, { method: 'DELETE', url: `/api/1.0/callout/${callout.id}` });
    assert.equal(res.statusCode, expected[who], who);
    const after = await kit.call('admin', { method: 'GET', url: `/api/1.0/callout/${callout.id}` });
    assert.equal(after.statusCode, res.statusCode === 204 ? 404 : 200);
  }
  const gone = await kit.call('admin', { method: 'DELETE', url: '/api/1.0/callout/no-such-callout' });
  assert.equal(gone.statusCode, 404);
});

test('a new call-out is a draft with a slug made from its title, -1, -2 on clashes', async (t) => {
  const kit = await calloutKit(t);
  const make = async (body: object) => kit.call('admin', { method: 'POST', url: '/api/1.0/callout', payload: body });
  const first = (await make(titled('Zürich: what’s next?'))).json();
  assert.equal(first.slug, 'zurich-what-s-next');
  assert.equal(first.status, 'draft');
  assert.equal(first.access, 'guest');
  assert.equal(first.captcha, 'none');
  assert.deepEqual(first.formSchema, { slides: [] });
  assert.equal((await make(titled('Zurich: what’s next'))).json().slug, 'zurich-what-s-next-1');
  assert.equal((await make(titled('ZURICH what s next'))).json().slug, 'zurich-what-s-next-2');
  const parallel = await Promise.all([1, 2, 3].map(() => make(titled('Same time'))));
  assert.deepEqual(parallel.map((res) => res.json().slug).sort(), ['same-time', 'same-time-1', 'same-time-2']);

  const manual = await make({ ...titled('Anything'), slug: 'my-slug' });
  assert.equal(manual.json().slug, 'my-slug');
  const taken = await make({ ...titled('Anything else'), slug: 'my-slug' });
  assert.equal(taken.statusCode, 409);
  assert.equal(taken.json().code, 'duplicate-slug');
  assert.equal(taken.json().message, 'A call-out with this slug already exists');
  const malformed = await make({ ...titled('Anything'), slug: 'Not A Slug' });
  assert.equal(malformed.statusCode, 422);
  assert.equal(malformed.json().errors[0].field, 'slug');
  const noDefault = await make({ variants: { de: { title: 'Nur Deutsch' } } });
  assert.equal(noDefault.statusCode, 422);
  assert.equal(noDefault.json().errors[0].field, 'variants.default');
  const unknownLocale = await make({ variants: { default: { title: 'x' }, klingon: { title: 'y' } } });
  assert.equal(unknownLocale.statusCode, 422);
});

test('the slug can change until the call-out has been open, and never to a taken one', async (t) => {
  const kit = await calloutKit(t);
  const other = await kit.createCallout({ slug: 'taken' });
  const callout = await kit.createCallout({ slug: 'first-idea' });
  const patch = (payload: object) =>
    kit.call('admin', { method: 'PATCH', url: `/api/1.0/callout/${callout.id}`, payload });
  assert.equal((await patch({ slug: 'better-idea' })).json().slug, 'better-idea');
  const clash = await patch({ slug: other.slug });
  assert.equal(clash.statusCode, 409);
  assert.equal(clash.json().code, 'duplicate-slug');
  assert.equal((await patch({ starts: daysFromNow(3) })).json().status, 'scheduled');
  assert.equal((await patch({ slug: 'scheduled-idea' })).json().slug, 'scheduled-idea', 'not yet open');

  assert.equal((await patch({ starts: ago(0) })).json().status, 'open');
  const locked = await patch({ slug: 'too-late' });
  assert.equal(locked.statusCode, 422);
  assert.deepEqual(locked.json().errors, [{ field: 'slug', rule: 'locked' }]);
  assert.equal((await patch({ slug: 'scheduled-idea', hidden: true })).statusCode, 200, 'the same slug is no change');

  assert.equal((await patch({ starts: null })).json().status, 'draft');
  const stillLocked = await patch({ slug: 'too-late' });
  assert.equal(stillLocked.statusCode, 422, 'unpublishing does not unlock the slug');
});

test('a form schema that core refuses is a 422 listing the problems', async (t) => {
  const kit = await calloutKit(t);
  const bad = {
    slides: [
      {
        id: 'slide1',
        components: [
          { type: 'javascript', key: 'evil' },
          { type: 'textfield', key: 'name' },
          { type: 'textfield', key: 'name' },
        ],
      },
    ],
  };
  const created = await kit.call('admin', {
    method: 'POST',
    url: '/api/1.0/callout',
    payload: { ...titled('Bad form'), formSchema: bad },
  });
  assert.equal(created.statusCode, 422);
  const rules = created.json().errors.map((e: { field: string; rule: string }) => `${e.field} ${e.rule}`);
  assert.ok(rules.includes('formSchema.slides.0.components.0.type unknownType'), rules.join('; '));
  assert.ok(
    rules.some((rule: string) => rule.endsWith('duplicateKey')),
    rules.join('; '),
  );

  const callout = await kit.createCallout({ formSchema: sampleFormSchema });
  const patched = await kit.call('editor', {
    method: 'PATCH',
    url: `/api/1.0/callout/${callout.id}`,
    payload: { formSchema: bad },
  });
  assert.equal(patched.statusCode, 422);
  const kept = await kit.call('admin', { method: 'GET', url: `/api/1.0/callout/${callout.id}?with=form` });
  assert.deepEqual(kept.json().formSchema, sampleFormSchema, 'nothing changed');
  const notAnObject = await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout/${callout.id}`,
    payload: { formSchema: { pages: [] } },
  });
  assert.equal(notAnObject.statusCode, 422);
});

test('variants are replaced per locale, removed with null, and default stays', async (t) => {
  const kit = await calloutKit(t);
  const callout = await kit.createCallout({ variants: { default: { title: 'Street', excerpt: 'Tell us' } } });
  const patch = (payload: object) =>
    kit.call('admin', { method: 'PATCH', url: `/api/1.0/callout/${callout.id}`, payload });
  const added = await patch({ variants: { de: { title: 'Straße' } } });
  assert.deepEqual(Object.keys(added.json().variants).sort(), ['de', 'default']);
  assert.equal(added.json().variants.default.excerpt, 'Tell us', 'locales not named stay');
  const replaced = await patch({ variants: { default: { title: 'Road' } } });
  assert.equal(replaced.json().variants.default.excerpt, '', 'a given variant replaces the locale’s texts');
  const removed = await patch({ variants: { de: null } });
  assert.deepEqual(Object.keys(removed.json().variants), ['default']);
  const noDefault = await patch({ variants: { default: null } });
  assert.equal(noDefault.statusCode, 422);
  assert.deepEqual(noDefault.json().errors, [{ field: 'variants.default', rule: 'required' }]);
  assert.equal((await patch({})).statusCode, 422, 'an empty patch');
});

test('fromId replicates a call-out as a draft with a fresh slug, its texts and schemas', async (t) => {
  const kit = await calloutKit(t);
  const original = await kit.createCallout({
    slug: 'housing',
    starts: ago(1000),
    access: 'member',
    allowMultiple: true,
    formSchema: sampleFormSchema,
    variants: { default: { title: 'Housing', intro: '<p>Hi</p>' }, de: { title: 'Wohnen' } },
  });
  const copy = await kit.call('admin', { method: 'POST', url: `/api/1.0/callout?fromId=${original.id}` });
  assert.equal(copy.statusCode, 200, copy.body);
  const body = copy.json();
  assert.notEqual(body.id, original.id);
  assert.equal(body.slug, 'housing-1');
  assert.equal(body.status, 'draft');
  assert.equal(body.starts, null);
  assert.equal(body.access, 'member');
  assert.equal(body.allowMultiple, true);
  assert.deepEqual(body.formSchema, sampleFormSchema);
  assert.equal(body.variants.de.title, 'Wohnen');
  assert.equal(body.variants.default.intro, '<p>Hi</p>');

  const bySlug = await kit.call('apiKey', {
    method: 'POST',
    url: '/api/1.0/callout?fromId=housing',
    payload: { slug: 'housing-2027', variants: { default: { title: 'Housing 2027' } } },
  });
  assert.equal(bySlug.json().slug, 'housing-2027');
  assert.deepEqual(Object.keys(bySlug.json().variants), ['default'], 'what is sent overrides the copy');
  assert.deepEqual(bySlug.json().formSchema, sampleFormSchema);

  const missing = await kit.call('admin', { method: 'POST', url: '/api/1.0/callout?fromId=nothing-here' });
  assert.equal(missing.statusCode, 404);
  const member = await kit.call('member', { method: 'POST', url: `/api/1.0/callout?fromId=${original.id}` });
  assert.equal(member.statusCode, 403);
  const reviewer = await kit.call('editor', { method: 'POST', url: `/api/1.0/callout?fromId=${original.id}` });
  assert.equal(reviewer.statusCode, 403);
});

test('an API key acting as a contact has that contact’s call-out rights', async (t) => {
  const kit = await calloutKit(t);
  const callout = await kit.createCallout({ starts: ago(1000) });
  const token = await createApiKeyRepository({ db: kit.database.db }).create(
    'x',
    null,
    kit.contacts.admin.id,
    new Date(),
  );
  const patchAs = (contactId: string) =>
    kit.app.inject({
      method: 'PATCH',
      url: `/api/1.0/callout/${callout.id}`,
      headers: { authorization: `Bearer ${token}`, 'x-contact-id': contactId },
      payload: { hidden: true },
    });
  assert.equal((await patchAs(kit.contacts.editor.id)).statusCode, 200);
  assert.equal((await patchAs(kit.contacts.reviewer.id)).statusCode, 403);
  assert.equal((await patchAs(kit.contacts.member.id)).statusCode, 403);
});

test('rich text is sanitised before it is stored, however the request was made', async (t) => {
  const kit = await calloutKit(t);
  const dirty = '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a><script>steal()</script></p>';
  const res = await kit.call('apiKey', {
    method: 'POST',
    url: '/api/1.0/callout',
    payload: {
      formSchema: { slides: [{ id: 'one', components: [{ type: 'content', html: dirty }] }] },
      variants: { default: { title: 'Rich', intro: dirty, thanksText: dirty } },
    },
  });
  assert.equal(res.statusCode, 200, res.body);
  const stored = (
    await kit.call('admin', { method: 'GET', url: `/api/1.0/callout/${res.json().id}?with=form` })
  ).json();
  const clean = '<p>Hi <a href="">there</a></p>';
  assert.equal(stored.intro, clean);
  assert.equal(stored.thanksText, clean);
  assert.equal(stored.formSchema.slides[0].components[0].html, clean);
});

test('a newsletter sign-up is refused on call-outs that do not collect contact details', async (t) => {
  const kit = await calloutKit(t);
  const newsletterSchema = { optIn: 'Send me news', groups: [] };
  const refused = await kit.call('admin', {
    method: 'POST',
    url: '/api/1.0/callout',
    payload: { ...titled('Anonymous news'), access: 'anonymous', newsletterSchema },
  });
  assert.equal(refused.statusCode, 422);
  assert.deepEqual(refused.json().errors, [{ field: 'newsletterSchema', rule: 'contact-collection' }]);

  const made = await kit.call('admin', {
    method: 'POST',
    url: '/api/1.0/callout',
    payload: { ...titled('Guest news'), access: 'guest', newsletterSchema },
  });
  assert.equal(made.statusCode, 200, made.body);
  const patch = (payload: object) =>
    kit.call('admin', { method: 'PATCH', url: `/api/1.0/callout/${made.json().id}`, payload });
  assert.equal((await patch({ access: 'only-anonymous' })).statusCode, 422, 'the stored sign-up counts too');
  const both = await patch({ access: 'only-anonymous', newsletterSchema: null });
  assert.equal(both.statusCode, 200, 'dropping the sign-up with the contact details is fine');
});

test('a response view’s image filter is a rule group over the form’s answers, checked when saved', async (t) => {
  const kit = await calloutKit(t);
  const view = (imageFilter: object) => ({
    buckets: ['verified'],
    titleProp: '',
    imageProp: '',
    links: [],
    gallery: true,
    map: null,
    imageFilter,
  });
  const made = await kit.call('admin', {
    method: 'POST',
    url: '/api/1.0/callout',
    payload: { ...titled('Photos'), formSchema: sampleFormSchema },
  });
  const patch = (imageFilter: object) =>
    kit.call('admin', {
      method: 'PATCH',
      url: `/api/1.0/callout/${made.json().id}`,
      payload: { responseViewSchema: view(imageFilter) },
    });
  const ok = await patch({
    condition: 'AND',
    rules: [{ field: 'answers.slide1.story', operator: 'is_not_empty', value: [] }],
  });
  assert.equal(ok.statusCode, 200, ok.body);
  const refused = await patch({ condition: 'AND', rules: [{ field: 'hostile', operator: 'equal', value: ['x'] }] });
  assert.equal(refused.statusCode, 400);
  assert.equal(refused.json().code, 'invalid-rule');
  assert.deepEqual(refused.json().errors, [{ field: 'responseViewSchema.imageFilter.rules.0.field', rule: 'field' }]);
});
