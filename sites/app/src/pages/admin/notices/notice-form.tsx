import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@masthead/client';
import { errorCatalogue, type FieldError, type Notice, type NoticeCreate } from '@masthead/core';
import { Button, FormAlert, TextField, useFocusFirstInvalid } from '@masthead/ui';
import { RichTextEditor } from '@masthead/ui/rich-text';
import { errorText } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { Link } from '../../../routes/link.tsx';
import { ControlField } from '../../../admin-kit/control-field.tsx';
import { checkNoticeDraft, noticeLimits, type NoticeDraft } from './notice-draft.ts';
import { noticeFieldTexts } from './notice-texts.ts';
import * as css from './notices.css.ts';

interface NoticeFormProps {
  initial: NoticeDraft;
  /** Where "Cancel" leads: the list, or the notice's page. */
  cancelHref: string;
  /** Sends the checked body; a refusal is shown by the form. */
  onSave: (body: Required<NoticeCreate>) => Promise<Notice>;
  onSaved: (notice: Notice) => void;
}

/**
 * The notice's fields: name, text (rich text), button text and address,
 * start and end. Checked by the server's rules first (nothing is sent
 * while a field is wrong); the server's refusals show on their fields too,
 * and the catalogue's text under the form. Focus goes to the first wrong field.
 */
export function NoticeForm({ initial, cancelHref, onSave, onSaved }: NoticeFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const texts = noticeFieldTexts(i18n, errors);
  const update = (patch: Partial<NoticeDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = checkNoticeDraft(draft);
    setErrors(checked.ok ? [] : checked.errors);
    if (!checked.ok) {
      setFailure(errorCatalogue.validation.text);
      return focusFirstInvalid();
    }
    await send(() => onSave(checked.body), {
      onSuccess: onSaved,
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
        label={t`Name`}
        description={t`Members see it as the notice's heading.`}
        required
        maxLength={noticeLimits.name}
        value={draft.name}
        onValueChange={(name) => update({ name })}
        error={texts.name}
      />
      <RichTextEditor
        label={t`Text`}
        description={t`Headings, bold, italic, lists and links.`}
        value={draft.text}
        onChange={(text) => update({ text })}
        error={texts.text}
      />
      <TextField
        label={t`Button text`}
        description={t`Leave the button text and the address empty for a notice without a button.`}
        maxLength={noticeLimits.buttonText}
        value={draft.buttonText}
        onValueChange={(buttonText) => update({ buttonText })}
        error={texts.buttonText}
      />
      <TextField
        label={t`Button address`}
        description={t`Starting with https:// or http://. Another site's page opens in a new tab.`}
        inputMode="url"
        autoComplete="url"
        value={draft.url}
        onValueChange={(url) => update({ url })}
        error={texts.url}
      />
      <div className={css.dates}>
        <ControlField
          id="notice-starts"
          label={t`Starts`}
          description={t`Empty: a draft that members do not see.`}
          error={texts.starts}
        >
          {(attributes) => (
            <input
              {...attributes}
              type="datetime-local"
              value={draft.starts}
              onChange={(event) => update({ starts: event.currentTarget.value })}
            />
          )}
        </ControlField>
        <ControlField
          id="notice-expires"
          label={t`Ends`}
          description={t`Empty: shown until ended.`}
          error={texts.expires}
        >
          {(attributes) => (
            <input
              {...attributes}
              type="datetime-local"
              value={draft.expires}
              onChange={(event) => update({ expires: event.currentTarget.value })}
            />
          )}
        </ControlField>
      </div>
      {/* Under the fields, as the catalogue's "check the fields above" has it. */}
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <div className={css.actions}>
        <Button type="submit" loading={busy}>
          <Trans>Save notice</Trans>
        </Button>
        <Link href={cancelHref}>
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </form>
  );
}
