import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button, FormAlert, TextField, validationTexts } from '@masthead/ui';
import { errorText } from '../../../common/error-text.ts';
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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
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
    setBusy(true);
    setFailure(null);
    try {
      onSaved(await rename(name.trim()));
      back();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await remove();
      onDeleted();
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

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
