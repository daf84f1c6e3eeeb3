import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { ContactTag, RuleGroup } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { Link } from '../../../routes/link.tsx';
import { tagUpdates } from './contact-list-query.ts';
import * as css from '../../../admin-kit/admin.css.ts';
import * as own from './contacts-list.css.ts';

/**
 * Adds or removes the chosen tags on every contact the list matches (the
 * whole filter, not only the page) in one `PATCH contact`; a progress bar
 * shows while it runs and the server's count is announced.
 */
export function BulkTags({
  tags,
  rules,
  total,
  onDone,
}: {
  tags: readonly ContactTag[];
  /** The list's matching rules (`matchingRules`). */
  rules: RuleGroup;
  /** How many contacts the list matches, for the heading. */
  total: number;
  onDone: () => void;
}) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const { busy, error: failure, submit } = useSubmit();
  const [missing, setMissing] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const select = useRef<HTMLSelectElement>(null);

  if (tags.length === 0) {
    return (
      <p>
        <Trans>
          There are no tags yet. <Link href="/admin/contacts/tags">Add tags</Link> to tag contacts.
        </Trans>
      </p>
    );
  }

  const run = async (action: 'add' | 'remove') => {
    if (chosen.length === 0) {
      setMissing(true);
      select.current?.focus();
      return;
    }
    setDone('');
    await submit(() => api.contacts.bulkUpdate({ body: { rules, updates: { tags: tagUpdates(action, chosen) } } }), {
      onSuccess: ({ affected }) => {
        const many = chosen.length > 1;
        setDone(
          action === 'add'
            ? many
              ? t({
                  message: plural(affected, { one: 'Tags added to # contact', other: 'Tags added to # contacts' }),
                })
              : t({ message: plural(affected, { one: 'Tag added to # contact', other: 'Tag added to # contacts' }) })
            : many
              ? t({
                  message: plural(affected, {
                    one: 'Tags removed from # contact',
                    other: 'Tags removed from # contacts',
                  }),
                })
              : t({
                  message: plural(affected, {
                    one: 'Tag removed from # contact',
                    other: 'Tag removed from # contacts',
                  }),
                }),
        );
        onDone();
        statusRef.current?.focus();
      },
    });
  };

  const count = i18n.number(total);
  return (
    <div role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={css.label}>
        {t({
          message: plural(total, { one: `Tag the # matching contact`, other: `Tag all ${count} matching contacts` }),
        })}
      </p>
      <div className={css.toolbar}>
        <div className={css.inlineField}>
          <label htmlFor={`${id}-tags`}>{t`Tags`}</label>
          <select
            ref={select}
            id={`${id}-tags`}
            multiple
            className={own.multiSelect}
            aria-describedby={missing ? `${id}-hint ${id}-error` : `${id}-hint`}
            aria-invalid={missing || undefined}
            value={chosen}
            onChange={(event) => {
              setChosen([...event.currentTarget.selectedOptions].map((o) => o.value));
              setMissing(false);
            }}
          >
            {tags.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </select>
          <p id={`${id}-hint`} className={css.muted} style={{ margin: 0 }}>
            <Trans>Hold Ctrl (Cmd on a Mac) or Shift to choose several.</Trans>
          </p>
          <div aria-live="polite">
            {missing && (
              <p id={`${id}-error`} className={css.errorText}>
                {t`Choose at least one tag.`}
              </p>
            )}
          </div>
        </div>
        <div className={own.actions}>
          <Button size="sm" disabled={busy || total === 0} onClick={() => void run('add')}>
            <Trans>Add tags</Trans>
          </Button>
          <Button size="sm" variant="greyOutlined" disabled={busy || total === 0} onClick={() => void run('remove')}>
            <Trans>Remove tags</Trans>
          </Button>
        </div>
      </div>
      {busy && <progress aria-label={t`Changing contacts`} />}
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <p role="status" ref={statusRef} tabIndex={-1} style={{ margin: 0 }}>
        {done}
      </p>
    </div>
  );
}
