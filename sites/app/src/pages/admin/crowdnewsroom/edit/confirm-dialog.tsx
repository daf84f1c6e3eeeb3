import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@masthead/ui';
import * as styles from './callout-edit.css.ts';

interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question (native `<dialog>`: the browser keeps focus inside and
 * Escape cancels). Focus starts on Cancel, the safe choice; the opener
 * gets it back when the dialog closes.
 */
export function ConfirmDialog({ title, children, confirmLabel, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.showModal();
    return () => opener?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className={styles.actions}>
        <Button variant="greyOutlined" autoFocus onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
