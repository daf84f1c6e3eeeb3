import assert from 'node:assert/strict';
import { test } from 'node:test';
import { solveChallenge } from 'altcha-lib/v1';
import { build } from '../test-helper.ts';
import { createCaptchaService, type CaptchaChallenge } from './captcha-service.ts';

async function solve(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  assert.ok(solution);
  const { algorithm, salt, signature } = challenge;
  const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

test('two servers without CAPTCHA_HMAC_KEY share the key stored in the database', async (t) => {
  const { database } = await build(t);
  const now = () => new Date();
  const one = createCaptchaService({ db: database.db, hmacKey: null, now, maxNumber: 500 });
  const two = createCaptchaService({ db: database.db, hmacKey: null, now, maxNumber: 500 });
  const [fromOne] = await Promise.all([one.challenge(), two.challenge()]);
  assert.equal(await two.verify(await solve(fromOne)), 'ok');
  const secrets = await database.db.selectFrom('server_secrets').select('name').execute();
  assert.deepEqual(secrets, [{ name: 'captcha-hmac-key' }]);
});

test('a challenge signed with another key, or solved after it expired, is invalid', async (t) => {
  const { database } = await build(t);
  let time = Date.now();
  const now = () => new Date(time);
  const ours = createCaptchaService({ db: database.db, hmacKey: 'our key', now, maxNumber: 500, ttlMs: 60_000 });
  const theirs = createCaptchaService({ db: database.db, hmacKey: 'their key', now, maxNumber: 500 });
  assert.equal(await ours.verify(await solve(await theirs.challenge())), 'invalid');

  const token = await solve(await ours.challenge());
  time += 61_000;
  assert.equal(await ours.verify(token), 'invalid');
});

test('a used solution is remembered until it expires, then forgotten', async (t) => {
  const { database } = await build(t);
  let time = Date.now();
  const now = () => new Date(time);
  const captcha = createCaptchaService({ db: database.db, hmacKey: 'k', now, maxNumber: 500, ttlMs: 60_000 });
  const token = await solve(await captcha.challenge());
  const results = await Promise.all([captcha.verify(token), captcha.verify(token), captcha.verify(token)]);
  assert.deepEqual(results.sort(), ['invalid', 'invalid', 'ok']);
  assert.equal((await database.db.selectFrom('captcha_solutions').selectAll().execute()).length, 1);
  time += 61_000;
  await captcha.verify(await solve(await captcha.challenge()));
  const left = await database.db.selectFrom('captcha_solutions').selectAll().execute();
  assert.equal(left.length, 1, 'the expired one is gone, the new one is kept');
});
