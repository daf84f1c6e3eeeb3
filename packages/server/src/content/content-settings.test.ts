import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentIds, defaultGeneralSettings, defaultShareSettings, errorBody } from '@masthead/core';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const api = '/api/1.0/content';

/** The `{field, rule}` pairs of a 422, in order. */
const fieldsOf = (body: { errors: { field: string; rule: string }[] }) =>
  body.errors.map(({ field, rule }) => `${field}:${rule}`);

test('content/general is checked field by field: a bad value is a 422 naming it, and nothing is saved', async (t) => {
  const { app, database } = await build(t);
  const admin = (await loginAs(app, await createTestContact(database, { roles: ['admin'] }))).cookie;
  const patch = (payload: object) => app.inject(as(admin, { method: 'PATCH', url: `${api}/general`, payload }));

  const good = {
    organisationName: 'The Daily Example',
    logoUrl: '/demo/logo.svg',
    backgroundUrl: 'https://cdn.example.org/bg.jpg',
    supportEmail: 'help@example.org',
    privacyLink: 'https://example.org/privacy',
    termsLink: 'mailto:legal@example.org',
    impressumLink: '',
    footerLinks: [
      { url: 'https://example.org', text: 'Main site' },
      { url: 'mailto:tips@example.org', text: 'Tips' },
    ],
    oldDashboardUrl: 'https://old.example.org/dashboard',
    emailFromName: 'Members desk',
    emailFromAddress: 'members@example.org',
    vatEnabled: true,
    vatRate: 19,
  };
  const ok = await patch(good);
  assert.equal(ok.statusCode, 200, ok.body);
  assert.deepEqual(ok.json(), { ...defaultGeneralSettings, ...good });

  const cases: [object, string[]][] = [
    [{ siteUrl: 'example.org' }, ['siteUrl:pattern']],
    [{ logoUrl: 'javascript:alert(1)' }, ['logoUrl:pattern']],
    [{ logoUrl: '//evil.example/x.png' }, ['logoUrl:pattern']],
    [{ backgroundUrl: 'data:image/png;base64,AAAA' }, ['backgroundUrl:pattern']],
    [{ privacyLink: 'javascript:alert(1)' }, ['privacyLink:pattern']],
    [{ termsLink: 'ftp://example.org/terms' }, ['termsLink:pattern']],
    [{ impressumLink: 'https://exa mple.org' }, ['impressumLink:pattern']],
    [{ privacyLink: `https://example.org/${'a'.repeat(2048)}` }, ['privacyLink:maxLength']],
    [
      {
        footerLinks: [
          { url: 'https://example.org', text: 'Fine' },
          { url: 'javascript:alert(1)', text: 'Bad' },
        ],
      },
      ['footerLinks.1.url:pattern'],
    ],
    [{ footerLinks: [{ url: 'https://example.org', text: '' }] }, ['footerLinks.0.text:minLength']],
    [{ supportEmail: 'not an email' }, ['supportEmail:pattern']],
    [{ emailFromAddress: 'members@' }, ['emailFromAddress:pattern']],
    [{ emailFromName: 'Desk\r\nBcc: x@example.org' }, ['emailFromName:pattern']],
    [{ oldDashboardUrl: 'mailto:old@example.org' }, ['oldDashboardUrl:pattern']],
    [{ organisationName: 'x'.repeat(201) }, ['organisationName:maxLength']],
    [{ organisationName: '' }, ['organisationName:minLength']],
    [
      { theme: { ...defaultGeneralSettings.theme, colors: { ...defaultGeneralSettings.theme.colors, link: 'blue' } } },
      ['theme.colors.link:pattern'],
    ],
    [{ vatRate: 101 }, ['vatRate:maximum']],
    [{ currencyCode: 'eur' }, ['currencyCode:pattern']],
    [{ organisationName: 'Bad\u0000Name' }, ['organisationName:nul']],
    [{ organisationName: 'Changed', privacyLink: 'javascript:x' }, ['privacyLink:pattern']],
  ];
  for (const [payload, expected] of cases) {
    const res = await patch(payload);
    assert.equal(res.statusCode, 422, `${JSON.stringify(payload).slice(0, 80)}: ${res.body}`);
    assert.deepEqual(fieldsOf(res.json()), expected, JSON.stringify(payload).slice(0, 80));
  }
  const after = (await app.inject({ method: 'GET', url: `${api}/general` })).json();
  assert.deepEqual(after, { ...defaultGeneralSettings, ...good }, 'refused patches changed nothing');
});

test('content/share: anyone reads it, an admin changes it field by field, bad values are 422s', async (t) => {
  const { app, database } = await build(t);
  const admin = (await loginAs(app, await createTestContact(database, { roles: ['admin'] }))).cookie;
  const read = await app.inject({ method: 'GET', url: `${api}/share` });
  assert.equal(read.statusCode, 200);
  assert.deepEqual(read.json(), defaultShareSettings);

  const patch = (payload: object) => app.inject(as(admin, { method: 'PATCH', url: `${api}/share`, payload }));
  const saved = await patch({ title: 'The Daily Example', image: 'https://example.org/share.png' });
  assert.equal(saved.statusCode, 200, saved.body);
  const second = await patch({ handle: '@daily@social.example' });
  assert.deepEqual(second.json(), {
    ...defaultShareSettings,
    title: 'The Daily Example',
    image: 'https://example.org/share.png',
    handle: '@daily@social.example',
    twitterHandle: '@daily@social.example',
  });

  const cases: [object, string[]][] = [
    [{ image: 'javascript:alert(1)' }, ['image:pattern']],
    [{ handle: '@two words' }, ['handle:pattern']],
    [{ description: 'x'.repeat(301) }, ['description:maxLength']],
    [{ title: 'x'.repeat(201) }, ['title:maxLength']],
    [{ title: 'Nul\u0000' }, ['title:nul']],
    [{ colour: '#fff' }, ['colour:additionalProperties']],
    [{}, [':minProperties']],
  ];
  for (const [payload, expected] of cases) {
    const res = await patch(payload);
    assert.equal(res.statusCode, 422, `${JSON.stringify(payload)}: ${res.body}`);
    assert.deepEqual(fieldsOf(res.json()), expected, JSON.stringify(payload));
  }
  assert.equal((await app.inject({ method: 'GET', url: `${api}/share` })).json().title, 'The Daily Example');
});

test('content/profile: any logged-in contact reads the intro, only an admin changes it', async (t) => {
  const { app, database } = await build(t);
  const admin = (await loginAs(app, await createTestContact(database, { roles: ['admin'] }))).cookie;
  const member = (await loginAs(app, await createTestContact(database))).cookie;

  assert.equal((await app.inject({ method: 'GET', url: `${api}/profile` })).statusCode, 401);
  const saved = await app.inject(
    as(admin, { method: 'PATCH', url: `${api}/profile`, payload: { introText: 'Welcome, member.' } }),
  );
  assert.equal(saved.statusCode, 200, saved.body);
  const read = await app.inject(as(member, { method: 'GET', url: `${api}/profile` }));
  assert.deepEqual(read.json(), { introText: 'Welcome, member.', introMessage: 'Welcome, member.' });

  const long = await app.inject(
    as(admin, { method: 'PATCH', url: `${api}/profile`, payload: { introText: 'x'.repeat(5001) } }),
  );
  assert.equal(long.statusCode, 422);
  assert.deepEqual(fieldsOf(long.json()), ['introText:maxLength']);
});

test('members and guests may not change any content section, whatever they send', async (t) => {
  const { app, database } = await build(t);
  const member = (await loginAs(app, await createTestContact(database))).cookie;
  const bodies: [string, object][] = [
    ['general', { organisationName: 'Hacked' }],
    ['share', { title: 'Hacked' }],
    ['profile', { introText: 'Hacked' }],
  ];
  for (const [section, payload] of bodies) {
    const guest = await app.inject({ method: 'PATCH', url: `${api}/${section}`, payload });
    assert.equal(guest.statusCode, 401, section);
    assert.deepEqual(guest.json(), errorBody('not-logged-in'));
    const asMember = await app.inject(as(member, { method: 'PATCH', url: `${api}/${section}`, payload }));
    assert.equal(asMember.statusCode, 403, section);
  }
  assert.equal(
    (await app.inject({ method: 'GET', url: `${api}/general` })).json().organisationName,
    defaultGeneralSettings.organisationName,
  );
  assert.equal((await app.inject({ method: 'GET', url: `${api}/share` })).json().title, '');
});

test('an unknown content section is a 400 naming the id, as v0.32 answered, and changes nothing', async (t) => {
  const { app, database } = await build(t);
  const admin = (await loginAs(app, await createTestContact(database, { roles: ['admin'] }))).cookie;
  const before = (await app.inject({ method: 'GET', url: `${api}/general` })).json();
  const urls = [
    `${api}/nope`,
    `${api}/join/nope`,
    `${api}/General`,
    `${api}/gener%C3%A4l`,
    `${api}/gen.eral`,
    `${api}/join//setup`,
    `${api}/join/setup/more`,
    `${api}/${'a'.repeat(41)}`,
  ];
  const refusal = errorBody('bad-request', [{ field: 'id', rule: 'enum', params: { allowed: [...contentIds] } }]);
  for (const url of urls) {
    for (const method of ['GET', 'PATCH'] as const) {
      const payload = method === 'PATCH' ? { organisationName: 'Changed' } : undefined;
      const res = await app.inject(as(admin, { method, url, payload }));
      assert.equal(res.statusCode, 400, `${method} ${url}`);
      assert.deepEqual(res.json(), refusal, `${method} ${url}`);
    }
  }
  assert.deepEqual((await app.inject({ method: 'GET', url: `${api}/general` })).json(), before);
});

test('only a superadmin in a session moves the site’s address, where every emailed link goes', async (t) => {
  const { app, database } = await build(t);
  const admin = (await loginAs(app, await createTestContact(database, { roles: ['admin'] }))).cookie;
  const superadmin = (await loginAs(app, await createTestContact(database, { roles: ['superadmin'] }))).cookie;
  const patch = (cookie: string, payload: object) =>
    app.inject(as(cookie, { method: 'PATCH', url: `${api}/general`, payload }));
  const moved = await patch(superadmin, { siteUrl: 'https://news.example' });
  assert.equal(moved.statusCode, 200, moved.body);

  const refused = await patch(admin, { siteUrl: 'https://evil.example', organisationName: 'Evil' });
  assert.equal(refused.statusCode, 403);
  assert.deepEqual(refused.json(), errorBody('forbidden'));
  const saved = await app.inject({ method: 'GET', url: `${api}/general` });
  assert.equal(saved.json().siteUrl, 'https://news.example');
  assert.equal(saved.json().organisationName, defaultGeneralSettings.organisationName, 'nothing saved');

  // The settings form sends the address it showed: unchanged, the rest saves.
  const same = await patch(admin, { siteUrl: 'https://news.example', organisationName: 'The Daily' });
  assert.equal(same.statusCode, 200, same.body);
  assert.equal(same.json().organisationName, 'The Daily');
});
