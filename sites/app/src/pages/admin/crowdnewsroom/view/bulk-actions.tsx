import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { CalloutTag, ResponseBucket, ResponseBulkPatch, RuleGroup } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../../app-context.ts';
import { useSubmit } from '../../../../common/use-submit.ts';
import { buckets, bucketTexts } from '../callout-texts.ts';
import { useAssignees } from './use-assignees.ts';
import * as css from '../../../../admin-kit/admin.css.ts';

/**
 * Move, tag or assign the selected responses in one bulk PATCH; while it
 * runs a progress bar shows, and the number the server changed is announced.
 */
export function BulkActions({
  calloutId,
  count,
  bucket,
  tags,
  rules,
  onDone,
}: {
  calloutId: string;
  count: number;
  bucket: ResponseBucket;
  tags: readonly CalloutTag[];
  rules: RuleGroup;
  onDone: () => void;
}) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const id = useId();
  const assignees = useAssignees(calloutId);
  const others = buckets.filter((b) => b !== bucket);
  const [moveTo, setMoveTo] = useState<ResponseBucket>(others[0]!);
  const [tagId, setTagId] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  const [done, setDone] = useState('');
  const { busy, error: failure, submit } = useSubmit();
  const target = moveTo !== bucket ? moveTo : others[0]!;
  const statusRef = useRef<HTMLParagraphElement>(null);

  const run = async (updates: ResponseBulkPatch['updates'], said: (affected: number) => string) => {
    setDone('');
    await submit(() => api.responses.bulkUpdate({ body: { rules, updates } }), {
      onSuccess: ({ affected }) => {
        setDone(said(affected));
        onDone();
        // The controls go with the selection: the reader lands on what happened.
        statusRef.current?.focus();
      },
    });
  };

  const bucketName = i18n._(bucketTexts[target]);
  const tagName = tags.find((tag) => tag.id === (tagId || tags[0]?.id))?.name ?? '';
  const status = (
    <p role="status" ref={statusRef} tabIndex={-1} style={{ margin: 0 }}>
      {done}
    </p>
  );
  if (count === 0) return status;
  return (
    <div className={css.section} role="group" aria-label={t`Change selected responses`}>
      <p className={css.label}>
        {t({ message: plural(count, { one: '# response selected', other: '# responses selected' }) })}
      </p>
      <div className={css.toolbar}>
        <div className={css.inlineField}>
          <label htmlFor={`${id}-move`}>{t`Move to`}</label>
          <select
            id={`${id}-move`}
            className={css.select}
            value={target}
            onChange={(event) => setMoveTo(event.currentTarget.value as ResponseBucket)}
          >
            {others.map((b) => (
              <option key={b} value={b}>
                {i18n._(bucketTexts[b])}
              </option>
            ))}
          </select>
        </div>
        <Button
          size="sm"
          disabled={busy}
          onClick={() =>
            void run({ bucket: target }, (affected) =>
              t({
                message: plural(affected, {
                  one: `# response moved to ${bucketName}.`,
                  other: `# responses moved to ${bucketName}.`,
                }),
              }),
            )
          }
        >
          <Trans>Move</Trans>
        </Button>
        {tags.length > 0 && (
          <>
            <div className={css.inlineField}>
              <label htmlFor={`${id}-tag`}>{t`Tag`}</label>
              <select
                id={`${id}-tag`}
                className={css.select}
                value={tagId || tags[0]!.id}
                onChange={(event) => setTagId(event.currentTarget.value)}
              >
                {tags.map((tag) => (
                  <option key={tag.id} value={tag.id}>
                    {tag.name}
                  </option>
                ))}
              </select>
            </div>
            <Button
              size="sm"
              disabled={busy}
              onClick={() =>
                void run({ tags: [`+${tagId || tags[0]!.id}`] }, (affected) =>
                  t({
                    message: plural(affected, {
                      one: `# response tagged ${tagName}.`,
                      other: `# responses tagged ${tagName}.`,
                    }),
                  }),
                )
              }
            >
              <Trans>Add tag</Trans>
            </Button>
            <Button
              size="sm"
              variant="greyOutlined"
              disabled={busy}
              onClick={() =>
                void run({ tags: [`-${tagId || tags[0]!.id}`] }, (affected) =>
                  t({
                    message: plural(affected, {
                      one: `Tag ${tagName} removed from # response.`,
                      other: `Tag ${tagName} removed from # responses.`,
                    }),
                  }),
                )
              }
            >
              <Trans>Remove tag</Trans>
            </Button>
          </>
        )}
        <div className={css.inlineField}>
          <label htmlFor={`${id}-assign`}>{t`Assign to`}</label>
          <select
            id={`${id}-assign`}
            className={css.select}
            value={assigneeId}
            onChange={(event) => setAssigneeId(event.currentTarget.value)}
          >
            <option value="">{t`Nobody`}</option>
            {assignees.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <Button
          size="sm"
          disabled={busy}
          onClick={() =>
            void run({ assigneeId: assigneeId || null }, (affected) =>
              t({ message: plural(affected, { one: '# response assigned.', other: '# responses assigned.' }) }),
            )
          }
        >
          <Trans>Assign</Trans>
        </Button>
      </div>
      {busy && <progress aria-label={t`Changing responses`} />}
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      {status}
    </div>
  );
}
