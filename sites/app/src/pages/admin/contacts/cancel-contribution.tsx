import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { ContributionInfo } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { useModalDialog } from '../../../common/use-modal-dialog.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { longDate } from '../../profile/contribution/contribution-summary.tsx';
import { paymentErrorText } from '../../profile/contribution/payment-error-text.ts';
import * as styles from './contacts.css.ts';

/**
 * The question, with the day the membership ends (docs/product/entities.md, "States and transitions": the end of the
 * paid cycle).
 */
function CancelDialog({
  info,
  onConfirm,
  onClose,
}: {
  info: ContributionInfo;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const { dialogProps, titleId } = useModalDialog(onClose);
  const end = info.renewalDate ?? info.membershipExpiryDate;
  const date = end ? longDate(i18n, end) : null;
  return (
    <dialog {...dialogProps} className={styles.dialog}>
      <h2 id={titleId}>
        <Trans>Cancel this contribution?</Trans>
      </h2>
      <p>
        <Trans>No further payments will be taken.</Trans>{' '}
        {date ? (
          <Trans>The membership continues until the end of the paid period, on {date}.</Trans>
        ) : (
          <Trans>The membership continues until the end of the paid period.</Trans>
        )}
      </p>
      <div className={styles.actions}>
        <Button variant="greyOutlined" autoFocus onClick={onClose}>
          <Trans>Keep the contribution</Trans>
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          <Trans>Cancel the contribution</Trans>
        </Button>
      </div>
    </dialog>
  );
}

/**
 * "Cancel contribution" (`POST contact/{id}/contribution/cancel`) for a
 * running automatic contribution, after a confirmation that says when the
 * membership ends. Focus starts on keeping it, the safe choice.
 */
export function CancelContribution({
  contactId,
  info,
  onCancelled,
}: {
  contactId: string;
  info: ContributionInfo;
  onCancelled: (info: ContributionInfo) => void;
}) {
  const { api, notifications } = useAppContext();
  const { i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const { busy, error: failure, submit } = useSubmit(paymentErrorText);

  const cancel = async () => {
    setAsking(false);
    await submit(() => api.contributions.cancel({ params: { id: contactId } }), {
      onSuccess: (cancelled) => {
        notifications.notify({ variant: 'success', title: msg`The contribution has been cancelled.` });
        onCancelled(cancelled);
      },
      keepBusy: true,
    });
  };

  return (
    <>
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <Button variant="dangerOutlined" loading={busy} onClick={() => setAsking(true)}>
        <Trans>Cancel contribution</Trans>
      </Button>
      {asking && <CancelDialog info={info} onConfirm={() => void cancel()} onClose={() => setAsking(false)} />}
    </>
  );
}
