import { useId, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { maxCommentLength, type ResponseComment } from '@masthead/core';
import { Button, FormAlert, validationTexts } from '@masthead/ui';
import { useAppContext } from '../../../../app-context.ts';
import { errorText } from '../../../../common/error-text.ts';
import { useSubmit } from '../../../../common/use-submit.ts';
import { formatDate } from '../../../../admin-kit/dates.ts';
import { LoadState } from '../../../../admin-kit/load-state.tsx';
import { useIsAdmin } from '../use-is-admin.ts';
import { useLoad } from '../../../../admin-kit/use-load.ts';
import { CardSection } from '../../../../layouts/card-section.tsx';
import * as css from '../../../../admin-kit/admin.css.ts';

/** The newsroom's comments on one response: read, add; authors change their own, admins any. */
export function CommentsThread({ responseId }: { responseId: string }) {
  const { api, session } = useAppContext();
  const { contact } = useSnapshot(session);
  const isAdmin = useIsAdmin();
  const { t } = useLingui();
  const { result, set } = useLoad(
    async () => (await api.comments.list({ query: { responseId, limit: 100 } })).items,
    [responseId],
  );
  const comments = result.state === 'done' ? result.value : [];
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLSpanElement>(null);

  return (
    <CardSection
      title={
        <span ref={heading} tabIndex={-1}>
          {t`Comments`}
        </span>
      }
    >
      <p role="status" className={css.muted}>
        {status}
      </p>
      <LoadState result={result}>
        {(list) =>
          list.length === 0 ? (
            <p>
              <Trans>No comments yet.</Trans>
            </p>
          ) : (
            <ol className={css.plainList} aria-label={t`Comments`}>
              {list.map((comment, index) => (
                <CommentItem
                  key={comment.id}
                  number={index + 1}
                  comment={comment}
                  mayChange={isAdmin || (comment.contact !== null && comment.contact.id === contact?.id)}
                  onSaved={(saved) => {
                    set(comments.map((c) => (c.id === saved.id ? saved : c)));
                    setStatus(t`Comment saved.`);
                  }}
                  onDeleted={() => {
                    set(comments.filter((c) => c.id !== comment.id));
                    setStatus(t`Comment deleted.`);
                    heading.current?.focus();
                  }}
                />
              ))}
            </ol>
          )
        }
      </LoadState>
      <CommentForm
        label={t`Add a comment`}
        submitText={t`Add comment`}
        initial=""
        onSubmit={async (text) => {
          const added = await api.comments.create({ body: { responseId, text } });
          set([...comments, added]);
          setStatus(t`Comment added.`);
          return true;
        }}
      />
    </CardSection>
  );
}

function CommentItem({
  number,
  comment,
  mayChange,
  onSaved,
  onDeleted,
}: {
  /** Its place in the thread, which tells apart the buttons of comments by one author. */
  number: number;
  comment: ResponseComment;
  mayChange: boolean;
  onSaved: (comment: ResponseComment) => void;
  onDeleted: () => void;
}) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { busy, error: failure, submit } = useSubmit();
  const author = comment.contact?.displayName ?? t`A former reviewer`;
  const when = formatDate(i18n, comment.createdAt);
  const edited = comment.updatedAt !== comment.createdAt;

  const remove = () =>
    submit(() => api.comments.delete({ params: { id: comment.id } }), { onSuccess: onDeleted, keepBusy: true });

  return (
    <li className={css.listItem}>
      <p style={{ margin: 0 }}>
        <strong>{author}</strong> <span className={css.muted}>{when}</span>
        {edited && <span className={css.muted}> {t`(edited)`}</span>}
      </p>
      {editing ? (
        <CommentForm
          label={t`Edit comment ${number} by ${author}`}
          submitText={t`Save comment`}
          initial={comment.text}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (text) => {
            onSaved(await api.comments.update({ params: { id: comment.id }, body: { text } }));
            setEditing(false);
            return true;
          }}
        />
      ) : (
        <p style={{ whiteSpace: 'pre-wrap', marginBlock: 'var(--mh-space-xs)' }}>{comment.text}</p>
      )}
      {mayChange && !editing && (
        <div className={css.row}>
          <Button size="xs" variant="linkOutlined" onClick={() => setEditing(true)}>
            {t`Edit comment ${number} by ${author}`}
          </Button>
          {confirming ? (
            <>
              <span>{t`Delete comment ${number}?`}</span>
              <Button size="xs" variant="danger" loading={busy} autoFocus onClick={() => void remove()}>
                <Trans>Yes, delete</Trans>
              </Button>
              <Button size="xs" variant="greyOutlined" onClick={() => setConfirming(false)}>
                <Trans>Keep it</Trans>
              </Button>
            </>
          ) : (
            <Button size="xs" variant="dangerText" onClick={() => setConfirming(true)}>
              {t`Delete comment ${number} by ${author}`}
            </Button>
          )}
        </div>
      )}
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
    </li>
  );
}

function CommentForm({
  label,
  submitText,
  initial,
  autoFocus,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitText: string;
  initial: string;
  autoFocus?: boolean;
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState(initial);
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit();
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setFailure(validationTexts.required);
      field.current?.focus();
      return;
    }
    await send(() => onSubmit(text), {
      onSuccess: (cleared) => {
        if (cleared) setText('');
      },
      onError: (error) => {
        field.current?.focus();
        return errorText(error);
      },
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <div className={css.inlineField}>
        <label htmlFor={id} className={css.label}>
          {label}
        </label>
        <textarea
          ref={field}
          id={id}
          className={css.textarea}
          rows={3}
          maxLength={maxCommentLength}
          value={text}
          autoFocus={autoFocus}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-error` : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <div aria-live="polite">
          {failure && (
            <p id={`${id}-error`} className={css.errorText}>
              {i18n._(failure)}
            </p>
          )}
        </div>
      </div>
      <div className={css.row}>
        <Button type="submit" size="sm" loading={busy}>
          {submitText}
        </Button>
        {onCancel && (
          <Button size="sm" variant="greyOutlined" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        )}
      </div>
    </form>
  );
}
