import { useEffect, useId, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailPreview, EmailTemplateView, FieldError } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { ConfirmDialog } from '../../../admin-kit/confirm-dialog.tsx';
import { ControlField } from '../../../admin-kit/control-field.tsx';
import { fieldId } from '../membership-builder/builder-errors.ts';
import { SaveBar, TabLoadState } from '../membership-builder/save-bar.tsx';
import { useContentForm } from '../membership-builder/use-content-form.ts';
import * as builder from '../membership-builder/membership-builder.css.ts';
import { emailDraftOf, emailFieldOf, emailPatch, insertAt, type EmailDraft } from './email-draft.ts';
import { emailErrorText } from './email-error-text.ts';
import * as css from './email-page.css.ts';

export interface EmailEditorProps {
  id: string;
  locale: string;
  /** The email's name, for the form's heading. */
  name: string;
  /** A security email: its link is a secret, so its text must keep that link alone and once. */
  secureLink: boolean;
  /** False: the email is shown read-only (a security email, for anyone but a superadmin). */
  canChange: boolean;
  /** Told whenever the draft starts or stops differing from what is saved. */
  onDirty: (dirty: boolean) => void;
  /** After a reset to the default: the page loads the email again. */
  onReset: () => void;
}

/** Why a security email is read-only, or that its link stays as Masthead makes it. */
function SecureLinkNote({ canChange }: { canChange: boolean }) {
  return (
    <p className={builder.hint}>
      {canChange ? (
        <Trans>
          This email carries a secret link. You can change the words around it, but the link stays as Masthead makes it:
          keep *|URL|* once in the body, as [Link text](*|URL|*) on its own line or on its own between spaces.
        </Trans>
      ) : (
        <Trans>Only a superadmin can change this email, because it carries a secret link.</Trans>
      )}
    </p>
  );
}

/**
 * One email in one locale: subject and body, the merge fields beside them
 * (a click puts one in at the cursor of the field last used), a preview
 * with sample data, Save and "Reset to default" after a confirmation.
 * Without `canChange` the subject and body are read-only and only the
 * preview is offered.
 */
export function EmailEditor({ id, locale, name, secureLink, canChange, onDirty, onReset }: EmailEditorProps) {
  const { api, notifications, session } = useAppContext();
  const testNoteId = useId();
  const sendingTest = useSubmit();
  const { t, i18n } = useLingui();
  const form = useContentForm<EmailTemplateView, EmailDraft, object>({
    load: () => api.emailTemplates.get({ params: { id }, query: { locale } }),
    save: (body) =>
      api.emailTemplates.update({
        params: { id },
        body: body as EmailDraft & { locale: string },
      }),
    draftOf: emailDraftOf,
    patchOf: (draft, saved) => emailPatch(draft, saved, locale, secureLink),
    fieldOf: emailFieldOf,
    savedText: msg`The email has been saved`,
    leaveText: t`The email has changes that are not saved. Leave and lose them?`,
    errorText: emailErrorText,
  });
  const { ready, update, errors, dirty } = form;
  // The page hears of each change of `dirty` once, whichever `onDirty` it rendered last.
  const latestOnDirty = useRef(onDirty);
  latestOnDirty.current = onDirty;
  useEffect(() => {
    latestOnDirty.current(dirty);
  }, [dirty]);
  const fields = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const lastUsed = useRef<'subject' | 'body'>('body');
  const cursor = useRef<{ field: 'subject' | 'body'; at: number } | null>(null);
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const [previewFailure, setPreviewFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [resetFailure, setResetFailure] = useState<MessageDescriptor | null>(null);

  // After an insert the field keeps focus with the cursor just after the merge field.
  useEffect(() => {
    const moved = cursor.current;
    if (!moved) return;
    cursor.current = null;
    const element = fields[moved.field].current;
    element?.focus();
    element?.setSelectionRange(moved.at, moved.at);
  });

  if (!ready) return <TabLoadState loaded={form.loaded} />;
  const { draft, saved } = ready;

  const insert = (mergeField: string) => {
    const field = lastUsed.current;
    const element = fields[field].current;
    const value = draft[field];
    const start = element?.selectionStart ?? value.length;
    const { text, cursor: at } = insertAt(value, start, element?.selectionEnd ?? start, `*|${mergeField}|*`);
    cursor.current = { field, at };
    update({ [field]: text });
  };

  const showPreview = async () => {
    setPreviewFailure(null);
    try {
      setPreview(
        await api.emailTemplates.preview({
          params: { id },
          body: { locale, ...draft },
        }),
      );
    } catch (error) {
      const problems = error instanceof Error && 'errors' in error && Array.isArray(error.errors) ? error.errors : [];
      const texts = (problems as FieldError[]).map((problem) => emailErrorText(i18n, problem));
      setPreviewFailure(texts.length > 0 ? texts.join(' ') : i18n._(errorText(error) ?? msg`The preview failed.`));
    }
  };

  // The saved text (not the unsaved draft) with the preview's sample values, to the admin's own address.
  const sendTest = () =>
    sendingTest.submit(() => api.emailTemplates.sendTest({ params: { id }, query: { locale } }), {
      onSuccess: () => {
        const address = session.contact?.email ?? '';
        notifications.notify({ variant: 'success', title: msg`A test of this email is on its way to ${address}.` });
      },
    });

  const reset = async () => {
    setAsking(false);
    setResetFailure(null);
    try {
      await api.emailTemplates.reset({ params: { id }, query: { locale } });
      notifications.notify({ variant: 'success', title: msg`The email is back to its default text` });
      onReset();
    } catch (error) {
      setResetFailure(errorText(error));
    }
  };

  return (
    <form
      ref={form.form}
      noValidate
      className={css.form}
      aria-labelledby="email-editor-title"
      onSubmit={(e) => (canChange ? void form.submit(e) : e.preventDefault())}
    >
      <h2 id="email-editor-title">{name}</h2>
      <p role="status">{saved.custom ? t`Your own text for this language.` : t`The default text.`}</p>
      {secureLink && <SecureLinkNote canChange={canChange} />}
      <div className={css.editor}>
        <div className={css.fields}>
          <ControlField id={fieldId('subject')} label={t`Subject`} error={errors.subject}>
            {(attributes) => (
              <input
                {...attributes}
                ref={fields.subject}
                readOnly={!canChange}
                value={draft.subject}
                onFocus={() => (lastUsed.current = 'subject')}
                onChange={(event) => update({ subject: event.currentTarget.value })}
              />
            )}
          </ControlField>
          <ControlField
            id={fieldId('body')}
            label={t`Body`}
            description={t`A blank line starts a new paragraph. [Link text](*|URL|*) on its own line is the button. The greeting and the sign-off are added.`}
            error={errors.body}
          >
            {(attributes) => (
              <textarea
                {...attributes}
                ref={fields.body}
                rows={14}
                readOnly={!canChange}
                value={draft.body}
                onFocus={() => (lastUsed.current = 'body')}
                onChange={(event) => update({ body: event.currentTarget.value })}
              />
            )}
          </ControlField>
        </div>
        {canChange && (
          <section aria-labelledby="email-merge-fields" className={css.mergeFields}>
            <h3 id="email-merge-fields">
              <Trans>Merge fields</Trans>
            </h3>
            <p className={builder.hint}>
              <Trans>Click one to put it in at the cursor.</Trans>
            </p>
            <ul className={css.mergeFieldList}>
              {saved.mergeFields.map((field) => (
                <li key={field}>
                  <Button variant="greyOutlined" size="sm" onClick={() => insert(field)}>
                    {`*|${field}|*`}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {canChange && <SaveBar form={form} />}
      <div className={css.actions}>
        <Button variant="primaryOutlined" onClick={() => void showPreview()}>
          <Trans>Preview</Trans>
        </Button>
        <Button
          variant="primaryOutlined"
          disabled={sendingTest.busy}
          aria-describedby={testNoteId}
          onClick={() => void sendTest()}
        >
          <Trans>Send a test to me</Trans>
        </Button>
        {canChange && saved.custom && (
          <Button variant="dangerOutlined" onClick={() => setAsking(true)}>
            <Trans>Reset to default</Trans>
          </Button>
        )}
      </div>
      <p id={testNoteId} className={builder.hint}>
        <Trans>The test is the saved text with sample values and a dummy link, sent to your own address.</Trans>
      </p>
      {sendingTest.error && <FormAlert>{i18n._(sendingTest.error)}</FormAlert>}
      {resetFailure && <FormAlert>{i18n._(resetFailure)}</FormAlert>}
      {previewFailure && <FormAlert>{previewFailure}</FormAlert>}
      {preview && (
        <section aria-labelledby="email-preview-title">
          <h3 id="email-preview-title">
            <Trans>Preview</Trans>
          </h3>
          <p>
            <Trans>Subject: {preview.subject}</Trans>
          </p>
          <iframe className={css.preview} sandbox="" srcDoc={preview.html} title={t`Email preview`} />
        </section>
      )}
      {asking && (
        <ConfirmDialog
          title={t`Reset this email to its default text?`}
          confirmLabel={t`Reset to default`}
          danger
          onConfirm={() => void reset()}
          onCancel={() => setAsking(false)}
        >
          <p>
            <Trans>Your own subject and body for this language are removed. This cannot be undone.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
