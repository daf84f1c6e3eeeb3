import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactRole, ContactRoleName } from '@masthead/core';
import { Button, DayField, FormAlert, SelectField, useFocusFirstInvalid } from '@masthead/ui';
import { ChoiceFieldset } from '@masthead/forms/contribution';
import { useAppContext } from '../../../app-context.ts';
import { useModalDialog } from '../../../common/use-modal-dialog.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { roleDraftTexts } from './account-texts.ts';
import { roleTexts } from './contact-texts.ts';
import { checkRoleDraft, initialRoleDraft, type RoleDraft, type RoleDraftError } from './role-dates.ts';
import * as styles from './contacts.css.ts';
import * as own from './account.css.ts';

interface RoleDialogProps {
  contactId: string;
  /** The role whose dates change; null to add one of `addable`. */
  role: ContactRole | null;
  addable: ContactRoleName[];
  onSaved: (role: ContactRole) => void;
  onClose: () => void;
}

/**
 * Adds a role or changes its dates (`PUT contact/{id}/role/{role}`): starts
 * now or on a day, expires never or on a day. Wrong days are named on their
 * field and nothing is sent; a refusal (a superadmin role for a
 * non-superadmin: 403) shows the catalogue's text and keeps the dialog open.
 */
export function RoleDialog({ contactId, role, addable, onSaved, onClose }: RoleDialogProps) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const { dialogProps, titleId } = useModalDialog(onClose);
  const [name, setName] = useState<ContactRoleName>(role?.role ?? addable[0] ?? 'member');
  const [draft, setDraft] = useState<RoleDraft>(() => initialRoleDraft(role));
  const [errors, setErrors] = useState<Partial<Record<'startDay' | 'expiryDay', RoleDraftError>>>({});
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const update = (patch: Partial<RoleDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const errorOf = (key: 'startDay' | 'expiryDay') => errors[key] && i18n._(roleDraftTexts[errors[key]]);
  const roleName = i18n._(roleTexts[name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkRoleDraft(draft, new Date());
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return focusFirstInvalid();
    await send(() => api.contacts.addRole({ params: { id: contactId, role: name }, body: checked.body }), {
      onSuccess: onSaved,
      keepBusy: true,
    });
  };

  return (
    <dialog {...dialogProps} className={styles.dialog}>
      <h2 id={titleId}>{role ? t`Change the dates of the ${roleName} role` : t`Add a role`}</h2>
      <form ref={ref} noValidate className={styles.form} onSubmit={(e) => void submit(e)}>
        {!role && (
          <SelectField
            label={t`Role`}
            value={name}
            options={addable.map((value) => ({ value, label: i18n._(roleTexts[value]) }))}
            onValueChange={setName}
          />
        )}
        <div className={own.dateChoice}>
          <ChoiceFieldset
            legend={t`Starts`}
            value={draft.starts}
            onChange={(starts) => update({ starts })}
            options={[
              { value: 'now', label: t`Now` },
              { value: 'date', label: t`On a date` },
            ]}
          />
          {draft.starts === 'date' && (
            <DayField
              label={t`Start day`}
              value={draft.startDay}
              onValueChange={(startDay) => update({ startDay })}
              error={errorOf('startDay')}
            />
          )}
        </div>
        <div className={own.dateChoice}>
          <ChoiceFieldset
            legend={t`Expires`}
            value={draft.expires}
            onChange={(expires) => update({ expires })}
            options={[
              { value: 'never', label: t`Never` },
              { value: 'date', label: t`On a date` },
            ]}
          />
          {draft.expires === 'date' && (
            <DayField
              label={t`Expiry day`}
              description={t`The role holds until the end of this day.`}
              value={draft.expiryDay}
              onValueChange={(expiryDay) => update({ expiryDay })}
              error={errorOf('expiryDay')}
            />
          )}
        </div>
        {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
        <div className={styles.actions}>
          <Button variant="greyOutlined" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            {role ? <Trans>Save dates</Trans> : <Trans>Add role</Trans>}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
