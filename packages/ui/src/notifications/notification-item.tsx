import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { KeyboardEvent } from 'react';
import { visuallyHidden } from '../visually-hidden.css.ts';
import type { Notification, NotificationStore, NotificationText } from './notification-store.ts';
import { isCloseable } from './notification-timeout.ts';
import * as styles from './notification-list.css.ts';

// Colour alone must not carry meaning (WCAG 1.4.1): screen readers hear the kind too.
const variantLabels = {
  success: msg`Success:`,
  warning: msg`Warning:`,
  error: msg`Error:`,
} as const;

export function textOf(i18n: I18n, text: NotificationText): string {
  return typeof text === 'string' ? text : i18n._(text);
}

interface Props {
  notification: Notification;
  store: Pick<NotificationStore, 'pause' | 'resume'>;
  onClose: (id: string, element: HTMLElement | null) => void;
}

/** One notification; the list decides which live region it sits in. */
export function NotificationItem({ notification: n, store, onClose }: Props) {
  const { t, i18n } = useLingui();
  const title = textOf(i18n, n.title);
  const closeable = isCloseable(n.removeable);
  const kind = n.variant === 'default' ? undefined : variantLabels[n.variant];
  const classes = [styles.item, styles.variants[n.variant], n.style === 'toast' && styles.toast];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && closeable) {
      event.stopPropagation();
      onClose(n.id, event.currentTarget);
    }
  };

  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      onMouseEnter={() => store.pause(n.id)}
      onMouseLeave={() => store.resume(n.id)}
      onFocusCapture={() => store.pause(n.id)}
      onBlurCapture={() => store.resume(n.id)}
      onKeyDown={onKeyDown}
    >
      <div>
        <p className={styles.title}>
          {kind && <span className={visuallyHidden}>{i18n._(kind)} </span>}
          {title}
        </p>
        {n.description !== undefined && <p className={styles.description}>{textOf(i18n, n.description)}</p>}
      </div>
      {closeable && (
        <button
          type="button"
          className={styles.close}
          aria-label={t`Close notification: ${title}`}
          onClick={(event) => onClose(n.id, event.currentTarget.parentElement)}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
