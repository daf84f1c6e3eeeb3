import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from '@masthead/client';
import { withRetries } from './form-calls.ts';

const apiError = (code: string, httpCode: number, message: string) =>
  new ApiError({ code, httpCode, message, errors: null });

const noSleep = async () => {};

test('network errors and 5xx are tried again, five times in all', async () => {
  let tries = 0;
  const retried: number[] = [];
  await assert.rejects(
    withRetries(
      async () => {
        tries++;
        throw apiError('internal-error', 500, 'boom');
      },
      (_e, n) => retried.push(n),
      [1000, 2000, 4000, 8000],
      noSleep,
    ),
    /boom/,
  );
  assert.equal(tries, 5);
  assert.deepEqual(retried, [1, 2, 3, 4]);
});

test('a try that succeeds after a network failure answers', async () => {
  let tries = 0;
  const value = await withRetries(
    async () => {
      if (++tries < 3) throw apiError('network', 0, 'offline');
      return 'ok';
    },
    () => {},
    undefined,
    noSleep,
  );
  assert.equal(value, 'ok');
  assert.equal(tries, 3);
});

test('4xx answers are not tried again', async () => {
  let tries = 0;
  await assert.rejects(
    withRetries(
      async () => {
        tries++;
        throw apiError('captcha-invalid', 400, 'no');
      },
      () => {},
      undefined,
      noSleep,
    ),
    (e: ApiError) => e.code === 'captcha-invalid',
  );
  assert.equal(tries, 1);
});
