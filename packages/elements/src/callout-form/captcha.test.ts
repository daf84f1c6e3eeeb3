import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { solveChallenge } from './captcha.ts';

test('the solver finds the number whose SHA-256 of salt+number is the challenge (altcha format)', async () => {
  const salt = 'a1b2c3d4?expires=9999999999';
  const challenge = createHash('sha256').update(`${salt}1234`).digest('hex');
  const seen: number[] = [];
  const payload = await solveChallenge(
    { algorithm: 'SHA-256', challenge, salt, signature: 'sig', maxnumber: 5000 },
    (n) => seen.push(n),
  );
  assert.deepEqual(JSON.parse(atob(payload)), {
    algorithm: 'SHA-256',
    challenge,
    number: 1234,
    salt,
    signature: 'sig',
  });
  assert.ok(seen.length >= 1);
});
