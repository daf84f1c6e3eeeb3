import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { adminCallouts, bucketRule, type ResponseUpdates } from '@masthead/client';
import type { Callout, CalloutResponse } from '@masthead/core';
import { FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../../app-context.ts';
import { errorText } from '../../../../forms/error-text.ts';
import { Link } from '../../../../router/link.tsx';
import { formatDate, LoadState } from '../admin-shared.tsx';
import { bucketSlug, bucketTexts } from '../callout-texts.ts';
import { useLoad } from '../use-load.ts';
import { AnswerList } from './answer-list.tsx';
import { CommentsThread } from './comments-thread.tsx';
import { ResponseReview } from './response-review.tsx';
import { responderName } from './response-table.tsx';
import { CardSection } from '../../../../layouts/card-section.tsx';
import * as css from '../crowdnewsroom.css.ts';

/** `responses/{rid}`: one response's answers, its review (bucket, tags, assignee), comments and neighbours. */
export function ResponsePage({ callout, responseId }: { callout: Callout; responseId: string }) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const client = adminCallouts(api);
  const { result, set } = useLoad(
    () => client.response(responseId, ['answers', 'contact', 'assignee', 'tags']),
    [responseId],
  );
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const base = `/admin/crowdnewsroom/view/${callout.id}/responses`;
  // Moving to a neighbour keeps this page: what was said about the last one goes.
  useEffect(() => {
    setStatus('');
    setFailure(null);
  }, [responseId]);

  return (
    <LoadState result={result}>
      {(response) => {
        const update = async (updates: ResponseUpdates, said: string) => {
          setBusy(true);
          setFailure(null);
          try {
            const saved = await client.updateResponse(response.id, updates);
            // The PATCH answers without the contact, which only a GET with=contact gives.
            set({ ...response, ...saved, contact: response.contact });
            setStatus(said);
          } catch (error) {
            setFailure(errorText(error));
          } finally {
            setBusy(false);
          }
        };
        const number = response.number;
        const from = responderName(response);
        return (
          <>
            <h2>{t`Response ${number}`}</h2>
            <p>
              <Link href={`${base}?bucket=${bucketSlug(response.bucket)}`}>
                <Trans>Back to the responses</Trans>
              </Link>
            </p>
            <Neighbours calloutId={callout.id} response={response} />
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

/**
 * Previous (lower number) and next (higher number) response in the same
 * bucket, so a reviewer can work through the inbox one by one.
 */
function Neighbours({ calloutId, response }: { calloutId: string; response: CalloutResponse }) {
  const { api } = useAppContext();
  const { t } = useLingui();
  const client = adminCallouts(api);
  const { result } = useLoad(() => {
    const near = (operator: 'less' | 'greater', order: 'ASC' | 'DESC') =>
      client
        .responses(calloutId, {
          rules: {
            condition: 'AND',
            rules: [bucketRule(response.bucket), { field: 'createdAt', operator, value: [response.createdAt] }],
          },
          sort: 'number',
          order,
          limit: 1,
        })
        .then((page) => page.items[0] ?? null);
    return Promise.all([near('less', 'DESC'), near('greater', 'ASC')]);
    // Neighbours follow the bucket the response was opened in, not where it was just moved.
  }, [response.id]);
  if (result.state !== 'done') return null;
  const [previous, next] = result.value;
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
