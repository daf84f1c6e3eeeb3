import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FormAlert, TextField, validationTexts } from '@masthead/ui';
import { useSubmit } from '../../../common/use-submit.ts';
import * as css from '../../../admin-kit/admin.css.ts';

/** A tag as both kinds are: call-out response tags and contact tags. */
export interface NamedTag {
  id: string;
  name: string;
}

export interface TagRowProps<T extends NamedTag> {
  tag: T;
  rename: (name: string) => Promise<T>;
  remove: () => Promise<void>;
  /** The question before deleting, naming the tag and what it leaves. */
  deleteQuestion: string;
  onSaved: (tag: T) => void;
  onDeleted: () => void;
}

/**
 * One tag: its name, "Rename" (a form in place; a taken name shows on its
 * field) and "Delete" (asks first, naming the tag). Leaving the rename form
 * or the question puts focus back on the button that opened it.
 */
export function TagRow<T extends NamedTag>({
  tag,
  rename,
  remove,
  deleteQuestion,
  onSaved,
  onDeleted,
}: TagRowProps<T>) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view');
  const [name, setName] = useState(tag.name);
  // One busy flag and one failure for both: the failure shows on the name field or under the row.
  const { busy, error: failure, setError: setFailure, submit } = useSubmit();
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const left = useRef<'rename' | 'confirm' | null>(null);
  const tagName = tag.name;
  useEffect(() => {
    if (mode !== 'view' || !left.current) return;
    (left.current === 'rename' ? renameButton : deleteButton).current?.focus();
    left.current = null;
  }, [mode]);
  const back = () => {
    left.current = mode === 'view' ? null : mode;
    setMode('view');
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setFailure(validationTexts.required);
    await submit(() => rename(name.trim()), {
      onSuccess: (saved) => {
        onSaved(saved);
        back();
      },
    });
  };

  const confirmDelete = () => submit(remove, { onSuccess: onDeleted, keepBusy: true });

  if (mode === 'rename') {
    return (
      <li className={css.listItem}>
        <form noValidate onSubmit={(event) => void save(event)} className={css.toolbar}>
          <TextField
            label={t`New name for ${tagName}`}
            value={name}
            onValueChange={setName}
            maxLength={100}
            autoFocus
            required
            error={failure && i18n._(failure)}
          />
          <Button type="submit" size="sm" loading={busy}>
            <Trans>Save name</Trans>
          </Button>
          <Button
            size="sm"
            variant="greyOutlined"
            onClick={() => {
              setName(tag.name);
              setFailure(null);
              back();
            }}
          >
            <Trans>Cancel</Trans>
          </Button>
        </form>
      </li>
    );
  }

  return (
    <li className={`${css.listItem} ${css.row}`}>
      <span className={css.badge}>{tag.name}</span>
      <Button ref={renameButton} size="sm" variant="linkOutlined" onClick={() => setMode('rename')}>
        {t`Rename ${tagName}`}
      </Button>
      {mode === 'confirm' ? (
        <span role="group" aria-label={t`Delete ${tagName}?`} className={css.row}>
          <span>{deleteQuestion}</span>
          <Button size="sm" variant="danger" loading={busy} onClick={() => void confirmDelete()} autoFocus>
            {t`Yes, delete ${tagName}`}
          </Button>
          <Button size="sm" variant="greyOutlined" onClick={back}>
            <Trans>Keep it</Trans>
          </Button>
        </span>
      ) : (
        <Button ref={deleteButton} size="sm" variant="dangerText" onClick={() => setMode('confirm')}>
          {t`Delete ${tagName}`}
        </Button>
      )}
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
    </li>
  );
}
