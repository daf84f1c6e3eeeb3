import type { ReactNode } from 'react';
import * as styles from './field.css.ts';

export interface FormAlertProps {
  /** error: role=alert, read at once; success and info: role=status, read politely. */
  variant?: 'error' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A message about a whole form: what the server refused, or what happened
 * after sending. Render it when there is something to say; an inserted
 * alert is announced by screen readers.
 *
 * @example {failure && <FormAlert>{failure}</FormAlert>}
 */
export function FormAlert({ variant = 'error', title, children, className }: FormAlertProps) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={[styles.alert[variant], className].filter(Boolean).join(' ')}
    >
      {title && <p className={styles.alertTitle}>{title}</p>}
      {children}
    </div>
  );
}
