import { useId, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { ContactTag, RuleGroup } from '@masthead/core';
import { Button, FormAlert, MultiSelect } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { Link } from '../../../routes/link.tsx';
import { tagUpdates } from './contact-list-query.ts';
import * as css from '../../../admin-kit/admin.css.ts';
import * as own from './contacts-list.css.ts';

/**
 * Adds or removes the tags chosen in the multi-select on every contact the
 * list matches (the whole filter, not only the page) in one `PATCH contact`;
 * a progress bar shows while it runs and the server's count is announced.
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
  const input = useRef<HTMLInputElement>(null);
  const options = useMemo(() => tags.map((tag) => ({ value: tag.id, label: tag.name })), [tags]);

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
      input.current?.focus();
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
      <MultiSelect
        ref={input}
        label={t`Tags`}
        className={own.multiSelect}
        options={options}
        value={chosen}
        onValueChange={(next) => {
          setChosen(next);
          setMissing(false);
        }}
        error={missing ? t`Choose at least one tag.` : undefined}
      />
      <div className={own.actions}>
        <Button size="sm" disabled={busy || total === 0} onClick={() => void run('add')}>
          <Trans>Add tags</Trans>
        </Button>
        <Button size="sm" variant="greyOutlined" disabled={busy || total === 0} onClick={() => void run('remove')}>
          <Trans>Remove tags</Trans>
        </Button>
      </div>
      {busy && <progress aria-label={t`Changing contacts`} />}
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <p role="status" ref={statusRef} tabIndex={-1} style={{ margin: 0 }}>
        {done}
      </p>
    </div>
  );
}
