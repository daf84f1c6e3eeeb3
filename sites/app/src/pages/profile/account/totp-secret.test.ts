import { test } from 'node:test';
import assert from 'node:assert/strict';
import { base32, createTotpSecret, groupSecret, otpauthUri } from './totp-secret.ts';

test('encodes base32 as RFC 4648 does (test vectors, padding dropped)', () => {
  const rows: [string, string][] = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ];
  for (const [input, expected] of rows) assert.equal(base32(new TextEncoder().encode(input)), expected, input);
});

test('a new secret is 20 random bytes: 32 base32 characters', () => {
  const secret = createTotpSecret();
  assert.match(secret, /^[A-Z2-7]{32}$/);
  assert.notEqual(createTotpSecret(), secret);
  assert.equal(
    createTotpSecret((b) => b.fill(0)),
    'A'.repeat(32),
  );
});

test('builds the otpauth URI with issuer, SHA-1, 6 digits and 30 s', () => {
  assert.equal(
    otpauthUri({ issuer: 'The Daily Example', account: 'rea+1@example.org', secret: 'JBSWY3DPEHPK3PXP' }),
    'otpauth://totp/The%20Daily%20Example:rea%2B1%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=The%20Daily%20Example&algorithm=SHA1&digits=6&period=30',
  );
});

test('groups the secret in fours for typing', () => {
  assert.equal(groupSecret('ABCDEFGHIJ'), 'ABCD EFGH IJ');
});
