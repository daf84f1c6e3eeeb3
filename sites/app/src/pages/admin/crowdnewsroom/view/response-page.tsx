import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Callout, CalloutResponse, ResponseBucket, RuleGroup } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../../app-context.ts';
import { useSubmit } from '../../../../common/use-submit.ts';
import { Link } from '../../../../routes/link.tsx';
import { formatDate } from '../../../../admin-kit/dates.ts';
import { LoadState } from '../../../../admin-kit/load-state.tsx';
import { bucketSlug, bucketTexts } from '../callout-texts.ts';
import { useLoad } from '../../../../admin-kit/use-load.ts';
import { AnswerList } from './answer-list.tsx';
import { CommentsThread } from './comments-thread.tsx';
import { ResponseReview, type ResponseUpdates } from './response-review.tsx';
import { bucketRule } from './response-rules.ts';
import { responderName } from './response-table.tsx';
import { ShortcutsHelp, useShortcuts, useShortcutsSetting } from './response-shortcuts.tsx';
import { CardSection } from '../../../../layouts/card-section.tsx';
import * as css from '../../../../admin-kit/admin.css.ts';

/** `responses/{rid}`: one response's answers, its review (bucket, tags, assignee), comments and neighbours. */
export function ResponsePage({ callout, responseId }: { callout: Callout; responseId: string }) {
  const { api, router } = useAppContext();
  const { t, i18n } = useLingui();
  const { result, set } = useLoad(
    () =>
      api.responses.get({ params: { id: responseId }, query: { with: ['answers', 'contact', 'assignee', 'tags'] } }),
    [responseId],
  );
  const { busy, error: failure, setError: setFailure, submit } = useSubmit();
  const [status, setStatus] = useState('');
  const [helpOpen, setHelpOpen] = useState(false);
  const [shortcutsOn, setShortcutsOn] = useShortcutsSetting();
  const base = `/admin/crowdnewsroom/view/${callout.id}/responses`;
  const response = result.state === 'done' ? result.value : null;
  const neighbours = useNeighbours(callout.id, response);
  // Moving to a neighbour keeps this page: what was said about the last one goes.
  useEffect(() => {
    setStatus('');
    setFailure(null);
  }, [responseId, setFailure]);

  const update = async (updates: ResponseUpdates, said: string) => {
    if (!response) return;
    await submit(() => api.responses.update({ params: { id: response.id }, body: updates }), {
      onSuccess: (saved) => {
        // The PATCH answers without the contact, which only a GET with=contact gives.
        set({ ...response, ...saved, contact: response.contact });
        setStatus(said);
      },
    });
  };

  useShortcuts(shortcutsOn && !helpOpen, (action) => {
    if (action === 'help') return setHelpOpen(true);
    if (!response) return;
    if (action === 'next' || action === 'previous') {
      const to = neighbours?.[action === 'next' ? 1 : 0];
      if (to) router.navigate(`${base}/${to.id}`);
      else
        setStatus(
          action === 'next'
            ? t`This is the last response in this bucket.`
            : t`This is the first response in this bucket.`,
        );
      return;
    }
    if (action === 'tag' || action === 'assign') {
      document.querySelector<HTMLElement>(`[data-shortcut-target="${action}"]`)?.focus();
      return;
    }
    const bucket: ResponseBucket = action === 'inbox' ? '' : action;
    const name = i18n._(bucketTexts[bucket]);
    if (!busy && response.bucket !== bucket) void update({ bucket }, t`Moved to ${name}.`);
  });

  return (
    <LoadState result={result}>
      {(response) => {
        const number = response.number;
        const from = responderName(response);
        return (
          <>
            <h2>{t`Response ${number}`}</h2>
            <div className={css.row}>
              <Link href={`${base}?bucket=${bucketSlug(response.bucket)}`}>
                <Trans>Back to the responses</Trans>
              </Link>
              <Button size="sm" variant="greyOutlined" aria-keyshortcuts="?" onClick={() => setHelpOpen(true)}>
                <Trans>Keyboard shortcuts</Trans>
              </Button>
            </div>
            {helpOpen && (
              <ShortcutsHelp enabled={shortcutsOn} onEnabled={setShortcutsOn} onClose={() => setHelpOpen(false)} />
            )}
            <Neighbours calloutId={callout.id} neighbours={neighbours} />
            <dl className={css.details}>
              <dt>{t`Received`}</dt>
              <dd>{formatDate(i18n, response.createdAt)}</dd>
              <dt>{t`From`}</dt>
              <dd>
                {from ?? t`Anonymous`}
                {(response.contact?.email ?? response.guestEmail) && (
                  <span className={css.muted}> ({response.contact?.email ?? response.guestEmail})</span>
                )}
              </dd>
              <dt>{t`Bucket`}</dt>
              <dd>{i18n._(bucketTexts[response.bucket])}</dd>
            </dl>
            {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
            <p role="status" className={css.muted}>
              {status}
            </p>
            <ResponseReview
              key={response.id}
              calloutId={callout.id}
              response={response}
              busy={busy}
              onUpdate={update}
            />
            <CardSection title={t`Answers`}>
              <AnswerList form={callout.formSchema ?? { slides: [] }} answers={response.answers ?? {}} />
            </CardSection>
            <CommentsThread responseId={response.id} />
          </>
        );
      }}
    </LoadState>
  );
}

type NeighbourPair = [previous: CalloutResponse | null, next: CalloutResponse | null];

/**
 * Previous (lower number) and next (higher number) response in the same
 * bucket, so a reviewer can work through the inbox one by one; null while loading.
 */
function useNeighbours(calloutId: string, response: CalloutResponse | null): NeighbourPair | null {
  const { api } = useAppContext();
  const { result } = useLoad((): Promise<NeighbourPair> => {
    if (!response) return Promise.resolve([null, null]);
    const near = (operator: 'less' | 'greater', order: 'ASC' | 'DESC') =>
      api.responses
        .listForCallout({
          params: { id: calloutId },
          query: {
            rules: JSON.stringify({
              condition: 'AND',
              rules: [bucketRule(response.bucket), { field: 'createdAt', operator, value: [response.createdAt] }],
            } satisfies RuleGroup),
            sort: 'number',
            order,
            limit: 1,
          },
        })
        .then((page) => page.items[0] ?? null);
    return Promise.all([near('less', 'DESC'), near('greater', 'ASC')]);
    // Neighbours follow the bucket the response was opened in, not where it was just moved.
  }, [response?.id]);
  return response && result.state === 'done' ? result.value : null;
}

function Neighbours({ calloutId, neighbours }: { calloutId: string; neighbours: NeighbourPair | null }) {
  const { t } = useLingui();
  if (!neighbours) return null;
  const [previous, next] = neighbours;
  const base = `/admin/crowdnewsroom/view/${calloutId}/responses`;
  if (!previous && !next) return null;
  const before = previous?.number;
  const after = next?.number;
  return (
    <nav aria-label={t`Other responses`} className={css.row}>
      {previous && <Link href={`${base}/${previous.id}`}>{t`Previous: response ${before}`}</Link>}
      {next && <Link href={`${base}/${next.id}`}>{t`Next: response ${after}`}</Link>}
    </nav>
  );
}
