import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@masthead/ui';
import { useModalDialog } from '../common/use-modal-dialog.ts';
import * as styles from './form.css.ts';

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
  const { dialogProps, titleId } = useModalDialog(onCancel);
  return (
    <dialog {...dialogProps} className={styles.dialog}>
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
