import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { adminCallouts } from '@masthead/client';
import type { CalloutTag } from '@masthead/core';
import { Button, FormAlert, TextField, validationTexts } from '@masthead/ui';
import { useAppContext } from '../../../../app-context.ts';
import { errorText } from '../../../../forms/error-text.ts';
import { LoadState } from '../admin-shared.tsx';
import { useLoad } from '../use-load.ts';
import { CardSection } from '../../../../layouts/card-section.tsx';
import * as css from '../crowdnewsroom.css.ts';

const byName = (a: CalloutTag, b: CalloutTag) => a.name.localeCompare(b.name);

/** `responses/tags`: the tags reviewers put on this call-out's responses: list, add, rename, delete. */
export function TagsTab({ calloutId }: { calloutId: string }) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const client = adminCallouts(api);
  const { result, set } = useLoad(() => client.tags(calloutId), [calloutId]);
  const tags = result.state === 'done' ? result.value : [];
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<MessageDescriptor | null>(null);
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLSpanElement>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(validationTexts.required);
    setAdding(true);
    setNameError(null);
    try {
      const tag = await client.addTag(calloutId, name.trim());
      set([...tags, tag].sort(byName));
      setName('');
      const tagName = tag.name;
      setStatus(t`Tag ${tagName} added.`);
    } catch (error) {
      setNameError(errorText(error));
    } finally {
      setAdding(false);
    }
  };

  const replace = (tag: CalloutTag) => set(tags.map((x) => (x.id === tag.id ? tag : x)).sort(byName));
  const removed = (tag: CalloutTag) => {
    const tagName = tag.name;
    set(tags.filter((x) => x.id !== tag.id));
    setStatus(t`Tag ${tagName} deleted.`);
    heading.current?.focus();
  };

  return (
    <CardSection
      title={
        <span ref={heading} tabIndex={-1}>
          {t`Response tags`}
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
              <Trans>This call-out has no tags yet.</Trans>
            </p>
          ) : (
            <ul className={css.plainList} aria-label={t`Tags of this call-out`}>
              {list.map((tag) => (
                <TagRow
                  key={tag.id}
                  calloutId={calloutId}
                  tag={tag}
                  onSaved={(saved) => {
                    const tagName = saved.name;
                    replace(saved);
                    setStatus(t`Tag renamed to ${tagName}.`);
                  }}
                  onDeleted={() => removed(tag)}
                />
              ))}
            </ul>
          )
        }
      </LoadState>
      <form noValidate onSubmit={(event) => void add(event)} className={css.toolbar}>
        <TextField
          label={t`New tag`}
          value={name}
          onValueChange={setName}
          maxLength={100}
          error={nameError && i18n._(nameError)}
        />
        <Button type="submit" loading={adding}>
          <Trans>Add tag</Trans>
        </Button>
      </form>
    </CardSection>
  );
}

function TagRow({
  calloutId,
  tag,
  onSaved,
  onDeleted,
}: {
  calloutId: string;
  tag: CalloutTag;
  onSaved: (tag: CalloutTag) => void;
  onDeleted: () => void;
}) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const client = adminCallouts(api);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(tag.name);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const tagName = tag.name;
  const wasEditing = useRef(false);
  // Leaving the rename form (saved or cancelled) puts focus back on the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setFailure(validationTexts.required);
    setBusy(true);
    setFailure(null);
    try {
      onSaved(await client.renameTag(calloutId, tag.id, name.trim()));
      setEditing(false);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await client.deleteTag(calloutId, tag.id);
      onDeleted();
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <li className={css.listItem}>
        <form noValidate onSubmit={(event) => void save(event)} className={css.toolbar}>
          <TextField
            label={t`New name for ${tagName}`}
            value={name}
            onValueChange={setName}
            maxLength={100}
            autoFocus
            error={failure && i18n._(failure)}
          />
          <Button type="submit" size="sm" loading={busy}>
            <Trans>Save name</Trans>
          </Button>
          <Button
            size="sm"
            variant="greyOutlined"
            onClick={() => {
              setEditing(false);
              setName(tag.name);
              setFailure(null);
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
      <Button ref={renameButton} size="sm" variant="linkOutlined" onClick={() => setEditing(true)}>
        {t`Rename ${tagName}`}
      </Button>
      {confirming ? (
        <>
          <span>{t`Delete ${tagName} from every response?`}</span>
          <Button size="sm" variant="danger" loading={busy} onClick={() => void remove()} autoFocus>
            {t`Yes, delete ${tagName}`}
          </Button>
          <Button size="sm" variant="greyOutlined" onClick={() => setConfirming(false)}>
            <Trans>Keep it</Trans>
          </Button>
        </>
      ) : (
        <Button size="sm" variant="dangerText" onClick={() => setConfirming(true)}>
          {t`Delete ${tagName}`}
        </Button>
      )}
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
    </li>
  );
}
