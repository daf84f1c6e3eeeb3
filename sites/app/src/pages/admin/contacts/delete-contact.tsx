import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { Contact } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { ConfirmDialog } from '../../../admin-kit/confirm-dialog.tsx';
import * as css from '../../../admin-kit/admin.css.ts';

/**
 * "Delete contact" (`DELETE contact/{id}`) after a confirmation naming them
 * and saying what goes and what stays; then back to the contacts list with
 * a notification. Not offered on one's own page (the server refuses it).
 */
export function DeleteContact({ contact }: { contact: Contact }) {
  const { api, router, notifications, session } = useAppContext();
  const { contact: me } = useSnapshot(session);
  const { t, i18n } = useLingui();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const { busy, error: failure, submit } = useSubmit();
  const name = contact.displayName;
  if (me?.id === contact.id) return null;

  const remove = async () => {
    setAsking(false);
    await submit(() => api.contacts.delete({ params: { id: contact.id } }), {
      onSuccess: () => {
        notifications.notify({ variant: 'success', title: msg`${name} has been deleted.` });
        router.navigate('/admin/contacts');
      },
      keepBusy: true,
    });
  };

  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Delete the contact`}
      </h2>
      <p>
        <Trans>
          Removes the contact’s personal data for good. Their call-out answers and payments stay, without them.
        </Trans>
      </p>
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <Button variant="dangerOutlined" loading={busy} onClick={() => setAsking(true)}>
        <Trans>Delete contact</Trans>
      </Button>
      {asking && (
        <ConfirmDialog
          title={t`Delete ${name}?`}
          confirmLabel={t`Delete ${name}`}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => void remove()}
        >
          <p>
            <Trans>
              Removed: their name, email address, telephone, delivery address, notes, password, sessions, two-factor
              authentication, roles and tags. A running contribution is cancelled first.
            </Trans>
          </p>
          <p>
            <Trans>
              Kept: their call-out answers, anonymised, their comments, and their payments, without the person. This
              cannot be undone.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
