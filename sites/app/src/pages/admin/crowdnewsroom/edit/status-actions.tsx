import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Callout } from '@masthead/core';
import { Button } from '@masthead/ui';
import { actionsFor, StatusAction } from './callout-actions.ts';
import { ConfirmDialog } from '../../../../admin-kit/confirm-dialog.tsx';
import * as styles from '../../../../admin-kit/form.css.ts';

export type PageAction = StatusAction | 'replicate' | 'delete';

const labels: Record<PageAction, MessageDescriptor> = {
  publish: msg`Publish`,
  schedule: msg`Schedule`,
  unpublish: msg`Unpublish`,
  'revert-to-draft': msg`Revert to draft`,
  'end-now': msg`End now`,
  reopen: msg`Reopen`,
  replicate: msg`Replicate`,
  delete: msg`Delete`,
};

const questions: Record<PageAction, MessageDescriptor> = {
  publish: msg`Publish this call-out now?`,
  schedule: msg`Schedule this call-out?`,
  unpublish: msg`Unpublish this call-out?`,
  'revert-to-draft': msg`Revert this call-out to a draft?`,
  'end-now': msg`End this call-out now?`,
  reopen: msg`Reopen this call-out?`,
  replicate: msg`Make a copy of this call-out?`,
  delete: msg`Delete this call-out?`,
};

const consequences: Record<PageAction, MessageDescriptor> = {
  publish: msg`It opens for responses at once, with your changes saved. Its slug can no longer change.`,
  schedule: msg`It opens for responses at the time you choose, with your changes saved.`,
  unpublish: msg`It stops taking responses and goes back to being a draft. Responses so far are kept.`,
  'revert-to-draft': msg`It becomes a draft again. Responses so far are kept.`,
  'end-now': msg`It stops taking responses now. You can reopen it later with a new end date.`,
  reopen: msg`It takes responses again, until the new end you give here, or until ended by hand.`,
  replicate: msg`The copy is a draft with a new slug, ready to edit. Unsaved changes here are not copied.`,
  delete: msg`The call-out and all its responses are deleted. This cannot be undone.`,
};

interface StatusActionsProps {
  callout: Callout | null;
  busy: PageAction | 'save' | null;
  /**
   * Replicating and deleting are for admins (docs/product/api.md, "Who may call what"); a reviewer who may edit does
   * not see them.
   */
  isAdmin: boolean;
  onSave: () => void;
  /** `starts` for schedule; `expires` for reopen (`''` = never ends). */
  onAction: (action: PageAction, options: { starts?: string; expires?: string }) => void;
}

/** Save, and the status actions of docs/product/entities.md ("Call-out status") with a confirmation each. */
export function StatusActions({ callout, busy, isAdmin, onSave, onAction }: StatusActionsProps) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState<PageAction | null>(null);
  // One date field, shared by schedule (when it opens) and reopen (its new end).
  const [starts, setStarts] = useState('');
  const [startsError, setStartsError] = useState<string | undefined>();
  const status = callout?.status ?? 'draft';
  const available: PageAction[] = [
    ...actionsFor(status),
    ...(callout && isAdmin ? (['replicate', 'delete'] as const) : []),
  ];

  return (
    <div className={styles.actions} role="group" aria-label={t`Actions`}>
      <Button variant="primaryOutlined" loading={busy === 'save'} onClick={onSave}>
        {status === 'draft' ? <Trans>Save draft</Trans> : <Trans>Save changes</Trans>}
      </Button>
      {available.map((action) => (
        <Button
          key={action}
          variant={action === 'delete' ? 'dangerOutlined' : action === 'publish' ? 'primary' : 'greyOutlined'}
          loading={busy === action}
          onClick={() => {
            setStarts('');
            setAsking(action);
          }}
        >
          {i18n._(labels[action])}
        </Button>
      ))}
      {asking && (
        <ConfirmDialog
          title={i18n._(questions[asking])}
          confirmLabel={i18n._(labels[asking])}
          danger={asking === 'delete' || asking === 'end-now'}
          onCancel={() => {
            setStartsError(undefined);
            setAsking(null);
          }}
          onConfirm={() => {
            const action = asking;
            // Scheduling needs a moment ahead; without one the dialog stays and says so.
            if (action === 'schedule' && !(new Date(starts).getTime() > Date.now())) {
              return setStartsError(t`Choose when it opens: a date and time in the future.`);
            }
            if (action === 'reopen' && starts && !(new Date(starts).getTime() > Date.now())) {
              return setStartsError(t`Choose a date in the future, or leave it empty.`);
            }
            setStartsError(undefined);
            setAsking(null);
            onAction(action, action === 'schedule' ? { starts } : action === 'reopen' ? { expires: starts } : {});
          }}
        >
          <p>{i18n._(consequences[asking])}</p>
          {(asking === 'schedule' || asking === 'reopen') && (
            <p>
              <label htmlFor="callout-starts">
                {asking === 'schedule' ? (
                  <Trans>Opens at</Trans>
                ) : (
                  <Trans>New end (empty: open until ended by hand)</Trans>
                )}
              </label>{' '}
              <input
                id="callout-starts"
                type="datetime-local"
                className={styles.input}
                value={starts}
                aria-invalid={startsError ? true : undefined}
                aria-describedby={startsError ? 'callout-starts-error' : undefined}
                onChange={(event) => setStarts(event.currentTarget.value)}
              />
              <span aria-live="polite">
                {startsError && (
                  <span id="callout-starts-error" className={styles.error}>
                    {' '}
                    {startsError}
                  </span>
                )}
              </span>
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
