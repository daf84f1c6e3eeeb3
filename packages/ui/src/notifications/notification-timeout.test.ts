import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isCloseable, notificationTimeout, type TimeoutOptions } from './notification-timeout.ts';

const rows: [TimeoutOptions, number][] = [
  [{}, 5000],
  [{ style: 'notification' }, 5000],
  [{ style: 'toast' }, 8000],
  [{ timeout: 0 }, 0],
  [{ timeout: 0, style: 'toast' }, 0],
  [{ timeout: 1200 }, 1200],
  [{ timeout: 1200, style: 'toast' }, 1200],
  [{ removeable: 'auto' }, 5000],
  [{ removeable: false }, 5000],
  [{ removeable: false, timeout: 0 }, 0],
  [{ removeable: true }, 0],
  [{ removeable: true, timeout: 3000 }, 0],
  [{ timeout: -5 }, 5000],
  [{ timeout: Number.NaN, style: 'toast' }, 8000],
  [{ timeout: Infinity }, 0],
];

for (const [options, expected] of rows) {
  test(`a notification with ${JSON.stringify(options)} stays ${expected} ms`, () => {
    assert.equal(notificationTimeout(options), expected);
  });
}

const closeRows: [TimeoutOptions['removeable'] & {}, boolean][] = [
  ['auto', true],
  [true, true],
  [false, false],
];

for (const [removeable, expected] of closeRows) {
  test(`removeable ${removeable} ${expected ? 'shows' : 'hides'} the close button`, () => {
    assert.equal(isCloseable(removeable), expected);
  });
}
