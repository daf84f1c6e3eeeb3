import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHealthWatch, healthTiming } from './wait-for-health.ts';

/** A virtual clock: sleeps resolve in order as time is advanced by the test. */
function harness(answers: (boolean | 'hang')[]) {
  const events: string[] = [];
  let now = 0;
  const sleeps: { until: number; resolve: () => void }[] = [];
  let checks = 0;
  const watch = createHealthWatch({
    check: () => {
      const answer = answers[Math.min(checks++, answers.length - 1)];
      events.push(`check@${now}`);
      return answer === 'hang' ? new Promise<boolean>(() => {}) : Promise.resolve(answer as boolean);
    },
    sleep: (ms) => new Promise<void>((resolve) => sleeps.push({ until: now + ms, resolve })),
    onUnhealthy: () => events.push(`unhealthy@${now}`),
    onRecovered: () => events.push(`recovered@${now}`),
    onGaveUp: () => events.push(`gaveup@${now}`),
  });
  async function advance(ms: number) {
    const end = now + ms;
    for (;;) {
      await new Promise((r) => setImmediate(r));
      sleeps.sort((a, b) => a.until - b.until);
      const next = sleeps[0];
      if (!next || next.until > end) break;
      sleeps.shift();
      now = next.until;
      next.resolve();
    }
    now = end;
    await new Promise((r) => setImmediate(r));
  }
  return { watch, events, advance, checks: () => checks };
}

test('renders at once when the backend is healthy', async () => {
  const h = harness([true]);
  assert.equal(await h.watch.start(), true);
  assert.deepEqual(h.events, ['check@0']);
});

test('shows Starting after 500 ms of silence, then reloads when the backend comes up', async () => {
  const h = harness(['hang', false, false, true]);
  const started = h.watch.start();
  await h.advance(499);
  assert.deepEqual(h.events, ['check@0']);
  await h.advance(1);
  assert.equal(await started, false);
  await h.advance(3000);
  assert.deepEqual(h.events, ['check@0', 'unhealthy@500', 'check@1500', 'check@2500', 'check@3500', 'recovered@3500']);
});

test('gives up after 60 tries one second apart, and Try Again starts over', async () => {
  const h = harness([false]);
  await h.watch.start();
  await h.advance(healthTiming.maxRetries * 1000 + 5000);
  assert.equal(h.checks(), 1 + healthTiming.maxRetries);
  assert.equal(h.events[1], 'unhealthy@0');
  assert.equal(h.events.at(-1), `gaveup@${healthTiming.maxRetries * 1000}`);
  void h.watch.retry();
  await h.advance(2000);
  assert.equal(h.checks(), 3 + healthTiming.maxRetries);
});

test('a second Try Again while retrying does not double the checks', async () => {
  const h = harness([false]);
  await h.watch.start();
  void h.watch.retry();
  await h.advance(3000);
  assert.equal(h.checks(), 1 + 3);
});
