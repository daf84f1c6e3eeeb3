import type { MessageDescriptor } from '@lingui/core';
import { proxy } from 'valtio/vanilla';
import { notificationTimeout, type NotificationStyle, type Removeable } from './notification-timeout.ts';

export type NotificationVariant = 'success' | 'warning' | 'error' | 'default';

/**
 * Text a reader sees: an already translated string (`t\`Saved\``), or a
 * message descriptor (`msg\`Saved\``) translated when it is shown, so a
 * language switch also changes notifications that are already up.
 */
export type NotificationText = string | MessageDescriptor;

export interface NotifyOptions {
  title: NotificationText;
  description?: NotificationText;
  variant?: NotificationVariant;
  /** ms until it goes; 0 keeps it. Defaults: 5000, or 8000 for toasts. */
  timeout?: number;
  removeable?: Removeable;
  style?: NotificationStyle;
}

export interface Notification {
  id: string;
  title: NotificationText;
  description?: NotificationText | undefined;
  variant: NotificationVariant;
  style: NotificationStyle;
  removeable: Removeable;
  /** The timeout in effect, after defaults; 0 = stays. */
  timeout: number;
}

/** Timer functions, injectable so tests can drive time themselves. */
export interface Clock {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

const realClock: Clock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

export type NotificationStore = ReturnType<typeof createNotificationStore>;

/**
 * One store per app (or per widget instance): no module singleton, so two
 * widgets on a page keep their own notifications.
 *
 * @example
 * const store = createNotificationStore();
 * const id = store.notify({ title: t`Saved`, variant: 'success' });
 * store.remove(id);
 */
export function createNotificationStore({ clock = realClock }: { clock?: Clock } = {}) {
  const state = proxy({ notifications: [] as Notification[] });
  // Timers live outside the proxy: they are not state anyone renders.
  const timers = new Map<string, { handle: unknown; deadline: number } | { remaining: number }>();
  let counter = 0;

  function schedule(id: string, ms: number) {
    const handle = clock.setTimeout(() => remove(id), ms);
    timers.set(id, { handle, deadline: clock.now() + ms });
  }

  function notify(options: NotifyOptions): string {
    const id = `mh-notification-${++counter}`;
    const style = options.style ?? 'notification';
    const removeable = options.removeable ?? 'auto';
    const timeout = notificationTimeout({ timeout: options.timeout, style, removeable });
    const { title, description, variant = 'default' } = options;
    state.notifications.push({ id, title, description, variant, style, removeable, timeout });
    if (timeout > 0) schedule(id, timeout);
    return id;
  }

  function remove(id: string): void {
    const timer = timers.get(id);
    if (timer && 'handle' in timer) clock.clearTimeout(timer.handle);
    timers.delete(id);
    const index = state.notifications.findIndex((n) => n.id === id);
    if (index !== -1) state.notifications.splice(index, 1);
  }

  /** Holds the countdown while the reader points at or focuses a notification (WCAG 2.2.1). */
  function pause(id: string): void {
    const timer = timers.get(id);
    if (!timer || !('handle' in timer)) return;
    clock.clearTimeout(timer.handle);
    timers.set(id, { remaining: Math.max(0, timer.deadline - clock.now()) });
  }

  function resume(id: string): void {
    const timer = timers.get(id);
    if (!timer || !('remaining' in timer)) return;
    // A reader who just let go gets at least a second to finish reading.
    schedule(id, Math.max(timer.remaining, 1000));
  }

  /** Removes every notification and stops every timer, e.g. when the app unmounts. */
  function clear(): void {
    for (const { id } of [...state.notifications]) remove(id);
  }

  /** How many countdowns are running; lets tests check that removal stops timers. */
  function activeTimers(): number {
    return [...timers.values()].filter((t) => 'handle' in t).length;
  }

  return { state, notify, remove, pause, resume, clear, activeTimers };
}
