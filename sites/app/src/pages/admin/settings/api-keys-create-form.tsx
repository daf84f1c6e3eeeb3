import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@masthead/client';
import { errorCatalogue, type FieldError } from '@masthead/core';
import { Button, CheckboxField, FormAlert, SelectField, TextField, useFocusFirstInvalid } from '@masthead/ui';
import * as fieldStyles from '@masthead/ui/field-styles';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import {
  checkApiKeyDraft,
  descriptionLimit,
  emptyApiKeyDraft,
  expiryChoices,
  type ApiKeyDraft,
} from './api-keys-draft.ts';
import { apiKeyFieldTexts, expiryTexts } from './api-keys-texts.ts';
import * as css from './api-keys-page.css.ts';

/** A key just made: its token, which the server never shows again. */
export interface CreatedApiKey {
  description: string;
  token: string;
}

/**
 * "Create API key": a description, an expiry in days or never — never only
 * with the risk box ticked (docs/product/rules.md, "Text limits and other
 * rules"). Checked here first; the server's
 * refusals show on their fields, the catalogue's text under the form, and
 * focus goes to the first wrong field.
 */
export function ApiKeysCreateForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<ApiKeyDraft>(emptyApiKeyDraft);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const texts = apiKeyFieldTexts(i18n, errors);
  const update = (patch: Partial<ApiKeyDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = checkApiKeyDraft(draft, new Date());
    setErrors(checked.ok ? [] : checked.errors);
    if (!checked.ok) {
      setFailure(errorCatalogue.validation.text);
      return focusFirstInvalid();
    }
    await send(() => api.apiKeys.create({ body: checked.body }), {
      onSuccess: ({ token }) => onCreated({ description: checked.body.description, token }),
      onError: (error) => {
        if (error instanceof ApiError && Array.isArray(error.errors)) {
          setErrors(error.errors);
          focusFirstInvalid();
        }
        return errorText(error);
      },
      keepBusy: true,
    });
  };

  return (
    <form ref={ref} noValidate className={css.form} onSubmit={(e) => void submit(e)}>
      <TextField
        label={t`Description`}
        description={t`What uses this key, so that you know later what revoking it stops.`}
        required
        maxLength={descriptionLimit}
        value={draft.description}
        onValueChange={(description) => update({ description })}
        error={texts.description}
      />
      <SelectField
        label={t`Expires`}
        description={t`An expiry is advised: a forgotten key stops working by itself.`}
        value={draft.expiry}
        options={expiryChoices.map((value) => ({ value, label: i18n._(expiryTexts[value]) }))}
        onValueChange={(expiry) => update({ expiry, acceptNever: false })}
        error={texts.expiry}
      />
      {draft.expiry === 'never' && (
        <div>
          <CheckboxField
            label={t`I understand that a key without expiry works until someone revokes it.`}
            description={t`Anyone who gets hold of it can act as an admin for as long as it exists.`}
            checked={draft.acceptNever}
            onCheckedChange={(acceptNever) => update({ acceptNever })}
            aria-invalid={texts.acceptNever ? true : undefined}
          />
          <div aria-live="polite">{texts.acceptNever && <p className={fieldStyles.error}>{texts.acceptNever}</p>}</div>
        </div>
      )}
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <div className={css.actions}>
        <Button type="submit" loading={busy}>
          <Trans>Create API key</Trans>
        </Button>
      </div>
    </form>
  );
}
