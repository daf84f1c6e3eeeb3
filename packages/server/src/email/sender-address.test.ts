import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatAddress, senderAddress } from './sender-address.ts';

const settings = { organisationName: 'The Daily Example', siteUrl: 'https://news.example.org/members' };

test('the From is EMAIL_FROM, else the organisation at no-reply@ its site host', () => {
  const rows: [configured: string | null, site: string, expected: string][] = [
    ['Newsroom <members@example.org>', settings.siteUrl, '"Newsroom" <members@example.org>'],
    ['"Ex, Ample" <members@example.org>', settings.siteUrl, '"Ex, Ample" <members@example.org>'],
    ['members@example.org', settings.siteUrl, '"The Daily Example" <members@example.org>'],
    [null, settings.siteUrl, '"The Daily Example" <no-reply@news.example.org>'],
    [null, '', '"The Daily Example" <no-reply@localhost>'],
    ['not an address', 'http://localhost:3000', '"The Daily Example" <no-reply@localhost>'],
  ];
  for (const [configured, siteUrl, expected] of rows) {
    assert.equal(formatAddress(senderAddress(configured, { ...settings, siteUrl })), expected, String(configured));
  }
});

test('quotes in a display name are escaped', () => {
  assert.equal(
    formatAddress({ name: 'The "Daily" \\ Example', address: 'a@b.org' }),
    '"The \\"Daily\\" \\\\ Example" <a@b.org>',
  );
  assert.equal(formatAddress({ name: '', address: 'a@b.org' }), 'a@b.org');
});

test('the From name and address set in the general settings win over EMAIL_FROM, each on its own', () => {
  const configured = 'Newsroom <members@example.org>';
  const rows: [name: string, address: string, env: string | null, expected: string][] = [
    ['Members desk', 'desk@example.org', configured, '"Members desk" <desk@example.org>'],
    ['Members desk', '', configured, '"Members desk" <members@example.org>'],
    ['', 'desk@example.org', configured, '"Newsroom" <desk@example.org>'],
    ['', 'desk@example.org', null, '"The Daily Example" <desk@example.org>'],
    ['  ', '', null, '"The Daily Example" <no-reply@news.example.org>'],
  ];
  for (const [emailFromName, emailFromAddress, env, expected] of rows) {
    const sender = senderAddress(env, { ...settings, emailFromName, emailFromAddress });
    assert.equal(formatAddress(sender), expected, `${emailFromName}/${emailFromAddress}/${env}`);
  }
});
