import { useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import type { Notification, NotificationStore } from './notification-store.ts';
import { NotificationItem } from './notification-item.tsx';
import * as styles from './notification-list.css.ts';

interface Props {
  store: NotificationStore;
  className?: string;
}

/**
 * Shows a store's notifications. Errors go into a role=alert region (read out
 * at once), the rest into a role=status region (read when the reader is
 * idle). Both regions are rendered from the start, empty: screen readers
 * only announce changes to live regions they already know about.
 *
 * @example <NotificationList store={notifications} />
 */
export function NotificationList({ store, className }: Props) {
  const { notifications } = useSnapshot(store.state) as { notifications: readonly Notification[] };
  const containerRef = useRef<HTMLDivElement>(null);
  const errors = notifications.filter((n) => n.variant === 'error');
  const others = notifications.filter((n) => n.variant !== 'error');

  // If focus was inside the closed notification, hand it to the next close
  // button rather than letting it fall back to the top of the page.
  const close = (id: string, element: HTMLElement | null) => {
    const hadFocus = !!element?.contains(document.activeElement);
    const buttons = [...(containerRef.current?.querySelectorAll('button') ?? [])];
    const own = buttons.findIndex((b) => element?.contains(b));
    const next = own === -1 ? undefined : (buttons[own + 1] ?? buttons[own - 1]);
    store.remove(id);
    if (hadFocus) next?.focus();
  };

  const render = (list: readonly Notification[]) =>
    list.map((n) => <NotificationItem key={n.id} notification={n} store={store} onClose={close} />);

  return (
    <div ref={containerRef} className={[styles.container, className].filter(Boolean).join(' ')}>
      <div role="alert" className={styles.region}>
        {render(errors)}
      </div>
      <div role="status" className={styles.region}>
        {render(others)}
      </div>
    </div>
  );
}
