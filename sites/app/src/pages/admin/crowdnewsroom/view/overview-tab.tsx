import { Trans, useLingui } from '@lingui/react/macro';
import type { Callout } from '@masthead/core';
import { useAppContext } from '../../../../app-context.ts';
import { Link } from '../../../../routes/link.tsx';
import { formatDate } from '../../../../admin-kit/dates.ts';
import { LoadState } from '../../../../admin-kit/load-state.tsx';
import { useIsAdmin } from '../use-is-admin.ts';
import { bucketSlug, buckets, bucketTexts, statusTexts } from '../callout-texts.ts';
import { useLoad } from '../../../../admin-kit/use-load.ts';
import { bucketCountQuery } from './response-rules.ts';
import { EmbedSnippet } from './embed-snippet.tsx';
import { ReviewersSection } from './reviewers-section.tsx';
import { NoReviewAccess } from './no-review-access.tsx';
import { CardSection } from '../../../../layouts/card-section.tsx';
import * as css from '../../../../admin-kit/admin.css.ts';
import * as viewCss from './callout-view.css.ts';

/**
 * The overview tab: status, dates, responses per bucket, public page, embed
 * code, the edit link for those who may edit (`canEdit`, asked with
 * `with=rights`) and (admins) reviewers.
 */
export function OverviewTab({ callout }: { callout: Callout }) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const isAdmin = useIsAdmin();
  const base = `/admin/crowdnewsroom/view/${callout.id}`;
  // A call-out she may not review (another reviewer's): no counts, which would all read 0.
  const reviews = callout.canReview !== false;
  const { result } = useLoad(
    () =>
      !reviews
        ? Promise.resolve([])
        : Promise.all(
            buckets.map((bucket) =>
              api.responses
                .listForCallout({ params: { id: callout.id }, query: bucketCountQuery(bucket) })
                .then((page) => page.total),
            ),
          ),
    [callout.id, reviews],
  );

  return (
    <>
      <CardSection title={t`About this call-out`}>
        <dl className={css.details}>
          <dt>{t`Status`}</dt>
          <dd>{i18n._(statusTexts[callout.status])}</dd>
          <dt>{t`Starts`}</dt>
          <dd>{formatDate(i18n, callout.starts, t`Not scheduled`)}</dd>
          <dt>{t`Ends`}</dt>
          <dd>{formatDate(i18n, callout.expires, t`Never`)}</dd>
          <dt>{t`Public page`}</dt>
          <dd>
            <Link href={`/crowdnewsroom/${encodeURIComponent(callout.slug)}`}>/crowdnewsroom/{callout.slug}</Link>
          </dd>
        </dl>
        {callout.canEdit && (
          <p>
            <Link href={`/admin/crowdnewsroom/edit/${callout.id}`}>
              <Trans>Edit this call-out</Trans>
            </Link>
          </p>
        )}
      </CardSection>
      <CardSection title={t`Responses`}>
        {!reviews ? (
          <NoReviewAccess />
        ) : (
          <LoadState result={result}>
            {(counts) => (
              <ul className={viewCss.counts} aria-label={t`Responses per bucket`}>
                {buckets.map((bucket, i) => (
                  <li key={bucket} className={viewCss.count}>
                    <p className={viewCss.countNumber}>{counts[i]}</p>
                    <Link href={`${base}/responses?bucket=${bucketSlug(bucket)}`}>{i18n._(bucketTexts[bucket])}</Link>
                  </li>
                ))}
              </ul>
            )}
          </LoadState>
        )}
      </CardSection>
      <CardSection title={t`Embed`}>
        <EmbedSnippet slug={callout.slug} title={callout.title} />
      </CardSection>
      {isAdmin && <ReviewersSection calloutId={callout.id} />}
    </>
  );
}
