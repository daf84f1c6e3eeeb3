/** docs/product/limits.md, Notifications: notifications go after 5 s unless told otherwise; toasts after about 8 s. */
const defaultNotificationTimeout = 5000;
const defaultToastTimeout = 8000;

export type NotificationStyle = 'notification' | 'toast';

/**
 * Who may close a notification:
 * - 'auto' (default): it dismisses itself after its timeout, and the reader can close it sooner;
 * - true: it stays until the reader closes it (any timeout is ignored);
 * - false: no close button; it goes after its timeout, or when the app calls `remove(id)`.
 */
export type Removeable = boolean | 'auto';

export interface TimeoutOptions {
  timeout?: number | undefined;
  style?: NotificationStyle | undefined;
  removeable?: Removeable | undefined;
}

/**
 * How long a notification stays, in ms; 0 means it stays until removed.
 * A negative or non-numeric timeout is a caller's slip and gets the default;
 * `Infinity` is read as "keep it", like 0.
 *
 * @example notificationTimeout({ style: 'toast' }) === 8000
 */
export function notificationTimeout({ timeout, style, removeable }: TimeoutOptions): number {
  if (removeable === true) return 0;
  if (timeout === Infinity) return 0;
  if (typeof timeout === 'number' && Number.isFinite(timeout) && timeout >= 0) return timeout;
  return style === 'toast' ? defaultToastTimeout : defaultNotificationTimeout;
}

/** Whether the reader gets a close button. */
export function isCloseable(removeable: Removeable): boolean {
  return removeable !== false;
}
