import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CalloutResponse, ResponsePatch } from '@masthead/core';
import { Button, CheckboxField, Fieldset } from '@masthead/ui';
import { useAppContext } from '../../../../app-context.ts';
import { LoadState } from '../../../../admin-kit/load-state.tsx';
import { buckets, bucketTexts } from '../callout-texts.ts';
import { useLoad } from '../../../../admin-kit/use-load.ts';
import { useAssignees } from './use-assignees.ts';
import { CardSection } from '../../../../layouts/card-section.tsx';
import * as css from '../../../../admin-kit/admin.css.ts';

/** What a review changes of one response (the answers are the respondent's). */
export type ResponseUpdates = Omit<ResponsePatch, 'answers'>;

/** Bucket move, tags and assignee of one response; each change is one PATCH. */
export function ResponseReview({
  calloutId,
  response,
  busy,
  onUpdate,
}: {
  calloutId: string;
  response: CalloutResponse;
  busy: boolean;
  onUpdate: (updates: ResponseUpdates, said: string) => Promise<void>;
}) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const id = useId();
  const { result: tagsResult } = useLoad(() => api.callouts.tags({ params: { id: calloutId } }), [calloutId]);
  const assignees = useAssignees(calloutId);
  const current = response.assignee?.id ?? '';
  const [assigneeId, setAssigneeId] = useState(current);
  const on = new Set((response.tags ?? []).map((tag) => tag.id));
  // Someone assigned by another reviewer may not be in our list: keep them choosable.
  const choices =
    response.assignee && !assignees.some((a) => a.id === response.assignee!.id)
      ? [...assignees, { id: response.assignee.id, name: response.assignee.displayName }]
      : assignees;

  return (
    <CardSection title={t`Review`}>
      <div className={css.row} role="group" aria-label={t`Bucket`}>
        {/* All three stay, the current one pressed: the button just used keeps focus after the move. */}
        {buckets.map((b) => {
          const name = i18n._(bucketTexts[b]);
          const here = b === response.bucket;
          return (
            <Button
              key={b}
              size="sm"
              variant={here ? 'primary' : 'primaryOutlined'}
              aria-pressed={here}
              onClick={() => {
                if (!here && !busy) void onUpdate({ bucket: b }, t`Moved to ${name}.`);
              }}
            >
              {name}
            </Button>
          );
        })}
      </div>
      <LoadState result={tagsResult}>
        {(tags) =>
          tags.length === 0 ? (
            <p className={css.muted}>
              <Trans>This call-out has no tags yet.</Trans>
            </p>
          ) : (
            <Fieldset legend={t`Tags`}>
              {tags.map((tag, index) => {
                const tagName = tag.name;
                return (
                  <CheckboxField
                    key={tag.id}
                    label={tagName}
                    checked={on.has(tag.id)}
                    disabled={busy}
                    data-shortcut-target={index === 0 ? 'tag' : undefined}
                    onCheckedChange={(checked) => {
                      const next = checked ? [...on, tag.id] : [...on].filter((x) => x !== tag.id);
                      void onUpdate({ tags: next }, checked ? t`Tag ${tagName} added.` : t`Tag ${tagName} removed.`);
                    }}
                  />
                );
              })}
            </Fieldset>
          )
        }
      </LoadState>
      <form
        className={css.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          const name = choices.find((a) => a.id === assigneeId)?.name;
          void onUpdate(
            { assigneeId: assigneeId || null },
            name ? t`Assigned to ${name}.` : t`Nobody is assigned any more.`,
          );
        }}
      >
        <div className={css.inlineField}>
          <label htmlFor={`${id}-assignee`} className={css.label}>
            {t`Assignee`}
          </label>
          <select
            id={`${id}-assignee`}
            data-shortcut-target="assign"
            className={css.select}
            value={assigneeId}
            onChange={(event) => setAssigneeId(event.currentTarget.value)}
          >
            <option value="">{t`Nobody`}</option>
            {choices.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" disabled={busy || assigneeId === current}>
          <Trans>Save assignee</Trans>
        </Button>
      </form>
    </CardSection>
  );
}
