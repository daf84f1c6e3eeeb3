import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultGeneralSettings } from '@masthead/core';
import { generalDraftOf, generalFieldOf, generalPatch, parseRate } from './general-draft.ts';

const saved = defaultGeneralSettings;
const draft = generalDraftOf(saved);

test('only what changed is sent, the VAT rate as a number', () => {
  assert.deepEqual(generalPatch(draft, saved), { patch: {}, errors: [] });
  const changed = { ...draft, organisationName: 'The Daily Example', vatRate: '7,5' };
  assert.deepEqual(generalPatch(changed, saved), {
    patch: { organisationName: 'The Daily Example', vatRate: 7.5 },
    errors: [],
  });
});

test('the browser finds what the server would refuse, named as the server names it', () => {
  const rows: [Partial<typeof draft>, string[]][] = [
    [{ privacyLink: 'javascript:alert(1)' }, ['privacyLink:pattern']],
    [{ termsLink: 'mailto:legal@example.org' }, []],
    [{ siteUrl: 'example.org' }, ['siteUrl:pattern']],
    [{ logoUrl: '/demo/logo.svg' }, []],
    [{ supportEmail: 'help at example' }, ['supportEmail:pattern']],
    [{ oldDashboardUrl: 'ftp://old.example.org' }, ['oldDashboardUrl:pattern']],
    [{ organisationName: '' }, ['organisationName:minLength']],
    [{ organisationName: 'x'.repeat(201) }, ['organisationName:maxLength']],
    [
      {
        footerLinks: [
          { url: 'https://example.org', text: 'Site' },
          { url: 'data:x', text: '' },
        ],
      },
      ['footerLinks.1.url:pattern', 'footerLinks.1.text:minLength'],
    ],
    [{ vatRate: 'nineteen' }, ['vatRate:number']],
    [{ vatRate: '101' }, ['vatRate:maximum']],
  ];
  for (const [change, expected] of rows) {
    const { errors } = generalPatch({ ...draft, ...change }, saved);
    assert.deepEqual(
      errors.map((e) => `${e.field}:${e.rule}`),
      expected,
      JSON.stringify(change),
    );
  }
});

test('server field names map to the tab fields; the theme belongs to another tab', () => {
  const rows: [string, string | null][] = [
    ['footerLinks.1.url', 'footerLinks.1.url'],
    ['privacyLink', 'privacyLink'],
    ['theme.colors.primary', null],
    ['nonsense', null],
  ];
  for (const [field, expected] of rows) assert.equal(generalFieldOf(field), expected, field);
  assert.deepEqual(['19', '7.7', '7,7', '', '1e3'].map(parseRate), [19, 7.7, 7.7, NaN, NaN]);
});
