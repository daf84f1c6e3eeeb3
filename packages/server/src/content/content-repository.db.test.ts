import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultGeneralSettings } from '@masthead/core';
import { createTestDatabase } from '../test-helper.ts';
import { createContentRepository } from './content-repository.ts';

test('a patch merges nested theme colours and keeps earlier changes', async (t) => {
  const content = createContentRepository({ db: (await createTestDatabase(t)).db });
  await content.patch('general', { organisationName: 'The Weekly', theme: { colors: { primary: '#112233' } } });
  const stored = await content.patch('general', {
    theme: { colors: { link: '#445566' }, fonts: { title: 'lato' } },
    footerLinks: [{ url: '/a', text: 'A' }],
  });
  assert.deepEqual(stored, {
    organisationName: 'The Weekly',
    theme: { colors: { primary: '#112233', link: '#445566' }, fonts: { title: 'lato' } },
    footerLinks: [{ url: '/a', text: 'A' }],
  });

  const settings = await content.get('general', defaultGeneralSettings);
  assert.equal(settings.organisationName, 'The Weekly');
  assert.deepEqual(settings.theme.colors, {
    ...defaultGeneralSettings.theme.colors,
    primary: '#112233',
    link: '#445566',
  });
  assert.deepEqual(settings.theme.fonts, { body: defaultGeneralSettings.theme.fonts.body, title: 'lato' });
  assert.equal(settings.currencyCode, defaultGeneralSettings.currencyCode);
});

test('a patch replaces arrays and stores null, rather than merging them', async (t) => {
  const content = createContentRepository({ db: (await createTestDatabase(t)).db });
  await content.patch('general', {
    footerLinks: [
      { url: '/a', text: 'A' },
      { url: '/b', text: 'B' },
    ],
  });
  await content.patch('general', { footerLinks: [{ url: '/c', text: 'C' }], theme: { fonts: { title: null } } });
  const settings = await content.get('general', defaultGeneralSettings);
  assert.deepEqual(settings.footerLinks, [{ url: '/c', text: 'C' }]);
  assert.equal(settings.theme.fonts.title, null);
});

test('concurrent patches of different fields both survive', async (t) => {
  const content = createContentRepository({ db: (await createTestDatabase(t)).db });
  await Promise.all([
    content.patch('general', { organisationName: 'One' }),
    content.patch('general', { supportEmail: 'two@example.org' }),
    content.patch('general', { currencyCode: 'GBP' }),
  ]);
  const settings = await content.get('general', defaultGeneralSettings);
  assert.equal(settings.organisationName, 'One');
  assert.equal(settings.supportEmail, 'two@example.org');
  assert.equal(settings.currencyCode, 'GBP');
});

test('insertIfMissing writes a section once and then leaves it alone', async (t) => {
  const content = createContentRepository({ db: (await createTestDatabase(t)).db });
  assert.equal(await content.insertIfMissing('join', { title: 'First' }), true);
  assert.equal(await content.insertIfMissing('join', { title: 'Second' }), false);
  assert.deepEqual(await content.get('join', {}), { title: 'First' });
});
