import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createNotificationStore, type Clock, type NotifyOptions } from './notification-store.ts';

/** A clock that only moves when the test says so. */
function fakeClock() {
  let now = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  let next = 0;
  const clock: Clock = {
    setTimeout: (fn, ms) => (pending.set(++next, { at: now + ms, fn }), next),
    clearTimeout: (handle) => void pending.delete(handle as number),
    now: () => now,
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, { at, fn }] of [...pending]) {
      if (at > now) continue;
      pending.delete(handle);
      fn();
    }
  };
  return { clock, advance, pending };
}

function setup() {
  const time = fakeClock();
  return { ...time, store: createNotificationStore({ clock: time.clock }) };
}

// [options, ms after which it is still there, ms after which it is gone (or null: stays)]
const lifetimeRows: [NotifyOptions, number, number | null][] = [
  [{ title: 'Saved', variant: 'success' }, 4999, 5000],
  [{ title: 'Saved', variant: 'success', style: 'toast' }, 7999, 8000],
  [{ title: 'Quick', timeout: 300 }, 299, 300],
  [{ title: 'Kept', timeout: 0 }, 60_000, null],
  [{ title: 'Kept', removeable: true }, 60_000, null],
  [{ title: 'Not closeable', removeable: false }, 4999, 5000],
];

for (const [options, stillThere, goneAt] of lifetimeRows) {
  test(`${JSON.stringify(options)} ${goneAt === null ? 'stays' : `goes after ${goneAt} ms`}`, () => {
    const { store, advance } = setup();
    store.notify(options);
    advance(stillThere);
    assert.equal(store.state.notifications.length, 1);
    if (goneAt === null) return;
    advance(goneAt - stillThere);
    assert.equal(store.state.notifications.length, 0);
  });
}

test('notify fills in the defaults and returns a fresh id each time', () => {
  const { store } = setup();
  const a = store.notify({ title: 'One' });
  const b = store.notify({ title: 'Two', variant: 'error', description: 'Details' });
  assert.notEqual(a, b);
  assert.deepEqual(store.state.notifications[0], {
    id: a,
    title: 'One',
    description: undefined,
    variant: 'default',
    style: 'notification',
    removeable: 'auto',
    timeout: 5000,
  });
  assert.equal(store.state.notifications[1]?.variant, 'error');
});

test('remove takes the notification out and stops its timer', () => {
  const { store, pending } = setup();
  const id = store.notify({ title: 'Saved' });
  store.notify({ title: 'Other', timeout: 0 });
  assert.equal(store.activeTimers(), 1);
  store.remove(id);
  assert.deepEqual(
    store.state.notifications.map((n) => n.title),
    ['Other'],
  );
  assert.equal(store.activeTimers(), 0);
  assert.equal(pending.size, 0);
});

test('removing an unknown id changes nothing', () => {
  const { store } = setup();
  store.notify({ title: 'Saved' });
  store.remove('nope');
  assert.equal(store.state.notifications.length, 1);
});

test('a paused notification waits, then gets its remaining time back', () => {
  const { store, advance } = setup();
  const id = store.notify({ title: 'Saved', timeout: 3000 });
  advance(1000);
  store.pause(id);
  advance(10_000);
  assert.equal(store.state.notifications.length, 1);
  store.resume(id);
  advance(1999);
  assert.equal(store.state.notifications.length, 1);
  advance(1);
  assert.equal(store.state.notifications.length, 0);
});

test('resuming near the end still leaves a second to read', () => {
  const { store, advance } = setup();
  const id = store.notify({ title: 'Saved', timeout: 1000 });
  advance(950);
  store.pause(id);
  store.resume(id);
  advance(999);
  assert.equal(store.state.notifications.length, 1);
  advance(1);
  assert.equal(store.state.notifications.length, 0);
});

test('clear removes everything and leaves no timers behind', () => {
  const { store, pending } = setup();
  store.notify({ title: 'A' });
  store.notify({ title: 'B', style: 'toast' });
  store.notify({ title: 'C', timeout: 0 });
  store.clear();
  assert.equal(store.state.notifications.length, 0);
  assert.equal(pending.size, 0);
});

test('two stores do not share notifications', () => {
  const one = setup().store;
  const two = setup().store;
  one.notify({ title: 'Only here' });
  assert.equal(two.state.notifications.length, 0);
});
