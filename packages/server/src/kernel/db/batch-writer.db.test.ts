import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createBatchWriter, type Settled } from './batch-writer.ts';

/** A writer whose writes wait until the test lets them finish, recording each batch. */
function gatedWriter(settle: (item: string) => Settled<string> = (item) => ({ ok: true, value: item.toUpperCase() })) {
  const batches: string[][] = [];
  const gates: (() => void)[] = [];
  const add = createBatchWriter<string, string>({
    maxBatch: 3,
    async write(key, items) {
      batches.push(items.map((item) => `${key}:${item}`));
      await new Promise<void>((resolve) => gates.push(resolve));
      return items.map(settle);
    },
  });
  const release = async () => {
    // Let queued writes start before opening their gate.
    while (gates.length === 0) await new Promise((resolve) => setImmediate(resolve));
    gates.shift()?.();
  };
  return { add, batches, release };
}

test('a lone item is written at once; items arriving meanwhile share the next write', async () => {
  const { add, batches, release } = gatedWriter();
  const first = add('k', 'a');
  assert.deepEqual(batches, [['k:a']], 'written without waiting for company');
  const later = ['b', 'c', 'd', 'e'].map((item) => add('k', item));
  await release();
  assert.equal(await first, 'A');
  await release();
  await release();
  assert.deepEqual(await Promise.all(later), ['B', 'C', 'D', 'E']);
  assert.deepEqual(batches, [['k:a'], ['k:b', 'k:c', 'k:d'], ['k:e']], 'at most maxBatch items per write, in order');
});

test('keys are written independently', async () => {
  const { add, batches, release } = gatedWriter();
  const one = add('one', 'a');
  const two = add('two', 'b');
  assert.deepEqual(batches, [['one:a'], ['two:b']], 'the second key does not wait for the first');
  await release();
  await release();
  assert.deepEqual(await Promise.all([one, two]), ['A', 'B']);
});

test('each item settles on its own; a thrown write rejects its whole batch and the writer goes on', async () => {
  const { add, release } = gatedWriter((item) =>
    item === 'bad' ? { ok: false, error: new Error('refused bad') } : { ok: true, value: item },
  );
  const first = add('k', 'good');
  const bad = add('k', 'bad');
  const fine = add('k', 'fine');
  await release();
  await release();
  assert.equal(await first, 'good');
  await assert.rejects(bad, /refused bad/);
  assert.equal(await fine, 'fine');

  const throwing = createBatchWriter<string, string>({
    async write(_, items) {
      if (items.includes('boom')) throw new Error('database gone');
      return items.map((value) => ({ ok: true, value }));
    },
  });
  await assert.rejects(throwing('k', 'boom'), /database gone/);
  assert.equal(await throwing('k', 'after'), 'after');
});
