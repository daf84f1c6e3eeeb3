import assert from 'node:assert/strict';
import { test } from 'node:test';
import { totpCode, verifyTotp } from './totp.ts';

// RFC 6238 appendix B, SHA-1, last six digits; the secret is "12345678901234567890" in base32.
const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const rfcVectors: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

test('codes match the RFC 6238 test vectors', () => {
  for (const [seconds, code] of rfcVectors)
    assert.equal(totpCode(secret, new Date(seconds * 1000)), code, `${seconds}`);
});

test('a code is accepted one step either side, and never at or before the last accepted step', () => {
  const now = new Date(1_800_000_000_000);
  const at = (offsetSeconds: number) => totpCode(secret, new Date(now.getTime() + offsetSeconds * 1000));
  const step = Math.floor(now.getTime() / 30_000);
  const rows: [string, number | null, number | null][] = [
    [at(0), null, step],
    [at(-30), null, step - 1],
    [at(30), null, step + 1],
    [at(-60), null, null],
    [at(60), null, null],
    [at(0), step, null],
    [at(0), step - 1, step],
    [at(-30), step - 1, null],
    ['000000', null, null],
  ];
  for (const [token, lastStep, expected] of rows) assert.equal(verifyTotp(secret, token, now, lastStep), expected);
});
