import assert from 'node:assert/strict';
import { test } from 'node:test';
import { limitConcurrency } from './limit-concurrency.ts';

test('runs at most the limit at once, the rest in order, also after a task fails', async () => {
  const slots = limitConcurrency(2);
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const gates = Array.from({ length: 5 }, () => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  });
  const runs = gates.map((gate, index) =>
    slots(async () => {
      started.push(index);
      running += 1;
      most = Math.max(most, running);
      await gate.promise;
      running -= 1;
      if (index === 0) throw new Error('broken image');
      return index;
    }),
  );
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(started, [0, 1], 'two start, three wait');
  gates[0]!.resolve();
  await assert.rejects(runs[0]!, /broken image/);
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(started, [0, 1, 2], 'a failed task frees its slot');
  for (const gate of gates.slice(1)) gate.resolve();
  assert.deepEqual(await Promise.all(runs.slice(1)), [1, 2, 3, 4]);
  assert.equal(most, 2);
});
