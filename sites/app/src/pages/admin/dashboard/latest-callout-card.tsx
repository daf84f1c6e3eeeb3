import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { Callout } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { Link } from '../../../routes/link.tsx';
import { formatDate } from '../../../admin-kit/dates.ts';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { calloutListQuery } from '../crowdnewsroom/callout-list-query.ts';
import { bucketSlug, buckets, bucketTexts, statusTexts } from '../crowdnewsroom/callout-texts.ts';
import { bucketCountQuery } from '../crowdnewsroom/view/response-rules.ts';
import { useLoad } from '../../../admin-kit/use-load.ts';
import * as css from '../../../admin-kit/admin.css.ts';

/** The dashboard's "latest call-out" card: the newest call-out, its status, responses per bucket and links. */
export function LatestCalloutCard() {
  const { api } = useAppContext();
  const { t } = useLingui();
  const id = useId();
  const { result } = useLoad(async () => {
    const [latest] = (await api.callouts.list({ query: calloutListQuery({ limit: 1 }) })).items;
    if (!latest) return null;
    const counts = await Promise.all(
      buckets.map((bucket) =>
        api.responses
          .listForCallout({ params: { id: latest.id }, query: bucketCountQuery(bucket) })
          .then((page) => page.total),
      ),
    );
    return { latest, counts };
  }, []);

  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Latest call-out`}
      </h2>
      <LoadState result={result}>
        {(found) =>
          found ? (
            <CardBody callout={found.latest} counts={found.counts} />
          ) : (
            <p>
              <Trans>
                There are no call-outs yet. <Link href="/admin/crowdnewsroom/new">Create the first one</Link>.
              </Trans>
            </p>
          )
        }
      </LoadState>
    </section>
  );
}

function CardBody({ callout, counts }: { callout: Callout; counts: number[] }) {
  const { t, i18n } = useLingui();
  const view = `/admin/crowdnewsroom/view/${callout.id}`;
  return (
    <>
      <h3>
        <Link href={view}>{callout.title}</Link>
      </h3>
      <dl className={css.details}>
        <dt>{t`Status`}</dt>
        <dd>{i18n._(statusTexts[callout.status])}</dd>
        <dt>{t`Starts`}</dt>
        <dd>{formatDate(i18n, callout.starts, t`Not scheduled`)}</dd>
        <dt>{t`Ends`}</dt>
        <dd>{formatDate(i18n, callout.expires, t`Never`)}</dd>
        {buckets.map((bucket, i) => {
          const count = counts[i] ?? 0;
          return (
            <div key={bucket} style={{ display: 'contents' }}>
              <dt>{i18n._(bucketTexts[bucket])}</dt>
              <dd>
                <Link href={`${view}/responses?bucket=${bucketSlug(bucket)}`}>
                  {t({ message: plural(count, { one: '# response', other: '# responses' }) })}
                </Link>
              </dd>
            </div>
          );
        })}
      </dl>
      <ul className={css.row} style={{ listStyle: 'none', padding: 0 }}>
        <li>
          <Link href={`${view}/responses`}>
            <Trans>Review responses</Trans>
          </Link>
        </li>
        <li>
          <Link href={`/admin/crowdnewsroom/edit/${callout.id}`}>
            <Trans>Edit call-out</Trans>
          </Link>
        </li>
        <li>
          <Link href={`/crowdnewsroom/${encodeURIComponent(callout.slug)}`}>
            <Trans>Public page</Trans>
          </Link>
        </li>
        <li>
          <Link href="/admin/crowdnewsroom">
            <Trans>All call-outs</Trans>
          </Link>
        </li>
      </ul>
    </>
  );
}
