import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBody } from '@masthead/core';
import { build } from '../../test-helper.ts';
import { hasCookie } from './csrf-guard.ts';

const url = '/api/1.0/content/general';
const payload = { organisationName: 'Changed' };

test('a cookie-authenticated write without the AJAX marker is refused with 403', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({
    method: 'PATCH',
    url,
    payload,
    headers: { cookie: 'theme=dark; masthead_session=abc' },
  });
  assert.equal(res.statusCode, 403);
  assert.deepEqual(res.json(), errorBody('forbidden'));
});

test('a cookie-authenticated write with the AJAX marker passes the guard', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({
    method: 'PATCH',
    url,
    payload,
    headers: { cookie: 'masthead_session=abc', 'x-requested-with': 'XMLHttpRequest' },
  });
  // Past the guard, the (still anonymous) caller meets the login check.
  assert.equal(res.statusCode, 401);
});

test('writes without the session cookie and reads with it are not affected', async (t) => {
  const { app } = await build(t);
  const write = await app.inject({ method: 'PATCH', url, payload, headers: { cookie: 'other=1' } });
  assert.equal(write.statusCode, 401);
  const read = await app.inject({ method: 'GET', url, headers: { cookie: 'masthead_session=abc' } });
  assert.equal(read.statusCode, 200);
});

test('the session cookie is recognised by name only', () => {
  const rows: [string | undefined, boolean][] = [
    [undefined, false],
    ['', false],
    ['masthead_session=x', true],
    ['a=1;masthead_session=', true],
    ['a=1; masthead_session=x; b=2', true],
    ['masthead_session_old=x', false],
    ['a=masthead_session', false],
  ];
  for (const [header, expected] of rows) assert.equal(hasCookie(header, 'masthead_session'), expected, String(header));
});
