import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField, validationTexts } from '@masthead/ui';
import { EmptyState } from '../../../common/empty-state.tsx';
import { useSubmit } from '../../../common/use-submit.ts';
import { CardSection } from '../../../layouts/card-section.tsx';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { TagRow, type NamedTag } from './tag-row.tsx';
import * as css from '../../../admin-kit/admin.css.ts';

/** What a kind of tags is called on and said about. */
export interface TagListProps<T extends NamedTag> {
  /** Reloads when one of these changes (the call-out's id). */
  deps: readonly unknown[];
  load: () => Promise<T[]>;
  add: (name: string) => Promise<T>;
  rename: (id: string, name: string) => Promise<T>;
  remove: (id: string) => Promise<void>;
  title: string;
  /** The list's accessible name. */
  listLabel: string;
  empty: ReactNode;
  /** The question before deleting one, naming it and what it leaves. */
  deleteQuestion: (tagName: string) => string;
}

const byName = (a: NamedTag, b: NamedTag) => a.name.localeCompare(b.name);

/**
 * Tags by name, with a form to add one; each renamed in place or deleted
 * after a question. What happened is announced; a deleted tag's row is
 * gone, so focus goes to the list's heading. A taken name (the server's
 * `duplicate-tag-name`) shows on the name field.
 */
export function TagList<T extends NamedTag>(props: TagListProps<T>) {
  const { t, i18n } = useLingui();
  const { result, set } = useLoad(props.load, props.deps);
  const tags = result.state === 'done' ? result.value : [];
  const [name, setName] = useState('');
  // The name field shows both what is missing and what the server refused.
  const { busy: adding, error: nameError, setError: setNameError, submit } = useSubmit();
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLSpanElement>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(validationTexts.required);
    await submit(() => props.add(name.trim()), {
      onSuccess: (tag) => {
        set([...tags, tag].sort(byName));
        setName('');
        const tagName = tag.name;
        setStatus(t`Tag ${tagName} added.`);
      },
    });
  };

  const saved = (tag: T) => {
    const tagName = tag.name;
    set(tags.map((x) => (x.id === tag.id ? tag : x)).sort(byName));
    setStatus(t`Tag renamed to ${tagName}.`);
  };
  const deleted = (tag: T) => {
    const tagName = tag.name;
    set(tags.filter((x) => x.id !== tag.id));
    setStatus(t`Tag ${tagName} deleted.`);
    heading.current?.focus();
  };

  return (
    <CardSection
      title={
        <span ref={heading} tabIndex={-1}>
          {props.title}
        </span>
      }
    >
      <p role="status" className={css.muted}>
        {status}
      </p>
      <LoadState result={result}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{props.empty}</EmptyState>
          ) : (
            <ul className={css.plainList} aria-label={props.listLabel}>
              {list.map((tag) => (
                <TagRow
                  key={tag.id}
                  tag={tag}
                  rename={(next) => props.rename(tag.id, next)}
                  remove={() => props.remove(tag.id)}
                  deleteQuestion={props.deleteQuestion(tag.name)}
                  onSaved={saved}
                  onDeleted={() => deleted(tag)}
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
          required
          error={nameError && i18n._(nameError)}
        />
        <Button type="submit" loading={adding}>
          <Trans>Add tag</Trans>
        </Button>
      </form>
    </CardSection>
  );
}
