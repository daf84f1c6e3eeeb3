import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadOnce } from './load-once.ts';

test('loads once for calls at the same time and after', async () => {
  let loads = 0;
  const get = loadOnce(async () => ({ n: ++loads }));
  const [a, b] = await Promise.all([get(), get()]);
  assert.equal(a, b);
  assert.equal(await get(), a);
  assert.equal(loads, 1);
});

test('a failed load rejects with its own error and is tried again on the next call', async () => {
  let loads = 0;
  const broken = new Error('disk busy');
  const get = loadOnce(async () => {
    if (++loads === 1) throw broken;
    return 'loaded';
  });
  await assert.rejects(get(), (error) => error === broken);
  assert.equal(await get(), 'loaded');
  assert.equal(loads, 2);
});
