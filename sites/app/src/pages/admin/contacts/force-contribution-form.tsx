import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@masthead/client';
import type { ContributionInfo, FieldError } from '@masthead/core';
import { Button, FormAlert, TextField, useFocusFirstInvalid } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { useFormatMoney, ChoiceFieldset, periodLabels } from '@masthead/forms/contribution';
import { paymentErrorText } from '../../profile/contribution/payment-error-text.ts';
import { isRunning } from '../../profile/contribution/use-contribution.ts';
import { checkForceDraft, initialForceDraft, type ForceDraft } from './force-draft.ts';
import { forceFieldTexts } from './force-field-errors.ts';
import * as css from '../../../admin-kit/admin.css.ts';
import * as styles from './contacts.css.ts';

interface ForceContributionFormProps {
  contactId: string;
  info: ContributionInfo;
  onSaved: (info: ContributionInfo) => void;
}

/**
 * "Set a manual contribution" (`PATCH contact/{id}/contribution/force`):
 * manual (amount, period, source, reference) or none. Checked in the
 * browser by the server's rules first; nothing is sent while a field is
 * wrong. The server's refusals show on their fields and as the catalogue
 * text above the form.
 */
export function ForceContributionForm({ contactId, info, onSaved }: ForceContributionFormProps) {
  const { api, notifications } = useAppContext();
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const id = useId();
  const [draft, setDraft] = useState<ForceDraft>(() => initialForceDraft(info));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit(paymentErrorText);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const update = (patch: Partial<ForceDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const texts = forceFieldTexts(i18n, errors, money);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkForceDraft(draft);
    setErrors(checked.ok ? [] : checked.errors);
    if (!checked.ok) return focusFirstInvalid();
    await send(() => api.contributions.force({ params: { id: contactId }, body: checked.body }), {
      onSuccess: (saved) => {
        notifications.notify({ variant: 'success', title: msg`The contribution has been saved.` });
        onSaved(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && Array.isArray(error.errors)) {
          setErrors(error.errors);
          focusFirstInvalid();
        }
        return paymentErrorText(error);
      },
    });
  };

  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Set a manual contribution`}
      </h2>
      <p>
        <Trans>
          For contributions paid outside the payment providers, such as a bank transfer or a standing order.
        </Trans>
      </p>
      <form ref={ref} noValidate className={styles.form} onSubmit={(e) => void submit(e)}>
        <ChoiceFieldset
          legend={t`Contribution`}
          value={draft.type}
          onChange={(type) => update({ type })}
          options={[
            { value: 'Manual', label: t`Manual contribution` },
            { value: 'None', label: t`No contribution` },
          ]}
        />
        {isRunning(info) && (
          <p>
            <Trans>The automatic contribution is cancelled at the payment provider first.</Trans>
          </p>
        )}
        {draft.type === 'Manual' && (
          <>
            <TextField
              label={t`Amount`}
              inputMode="decimal"
              autoComplete="off"
              required
              value={draft.amount}
              onValueChange={(amount) => update({ amount })}
              error={texts.amount}
            />
            <ChoiceFieldset
              legend={t`Period`}
              value={draft.period}
              onChange={(period) => update({ period })}
              options={[
                { value: 'monthly', label: i18n._(periodLabels.monthly) },
                { value: 'annually', label: i18n._(periodLabels.annually) },
              ]}
              error={texts.period}
            />
            <TextField
              label={t`Source`}
              description={t`How the contact pays, such as “Standing order”. Left empty, it reads “Bank transfer”.`}
              value={draft.source}
              onValueChange={(source) => update({ source })}
              error={texts.source}
            />
            <TextField
              label={t`Reference`}
              value={draft.reference}
              onValueChange={(reference) => update({ reference })}
              error={texts.reference}
            />
          </>
        )}
        {/* Under the fields, as the catalogue's "check the fields above" has it. */}
        {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            <Trans>Save contribution</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
