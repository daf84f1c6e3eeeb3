import { Trans, useLingui } from '@lingui/react/macro';
import { useAppContext } from '../../../../app-context.ts';
import { Link } from '../../../../routes/link.tsx';
import type { PageProps } from '../../../../routes/pages.ts';
import { LoadState } from '../../../../admin-kit/load-state.tsx';
import { useLoad } from '../../../../admin-kit/use-load.ts';
import { NoReviewAccess } from './no-review-access.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ResponsePage } from './response-page.tsx';
import { ResponsesTab } from './responses-tab.tsx';
import { TagsTab } from './tags-tab.tsx';
import { TabLinks } from '../../../../layouts/tab-links.tsx';

type Tab = 'overview' | 'responses' | 'response' | 'tags';

const tabOf = (path: string): Tab => {
  if (path.endsWith('/responses/tags')) return 'tags';
  if (path.endsWith('/responses/:rid')) return 'response';
  if (path.endsWith('/responses')) return 'responses';
  return 'overview';
};

/** `/admin/crowdnewsroom/view/{id}` and its tabs: overview, responses, one response, tags. */
export function CalloutViewPage({ route, params }: PageProps) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const id = params.id ?? '';
  const tab = tabOf(route.path);
  const { result } = useLoad(
    () => api.callouts.get({ params: { id }, query: { with: ['form', 'rights', 'responseViewSchema'] } }),
    [id],
  );
  const base = `/admin/crowdnewsroom/view/${encodeURIComponent(id)}`;
  const tabs: { key: Tab; href: string; label: string }[] = [
    { key: 'overview', href: base, label: t`Overview` },
    { key: 'responses', href: `${base}/responses`, label: t`Responses` },
    { key: 'tags', href: `${base}/responses/tags`, label: t`Tags` },
  ];
  const current = tab === 'response' ? 'responses' : tab;

  return (
    <section aria-labelledby="page-title">
      <p>
        <Link href="/admin/crowdnewsroom">
          <Trans>Back to call-outs</Trans>
        </Link>
      </p>
      <h1 id="page-title">{result.state === 'done' ? result.value.title : i18n._(route.title)}</h1>
      <TabLinks label={t`Call-out`} tabs={tabs} current={current} />
      <LoadState result={result}>
        {(callout) => {
          if (tab !== 'overview' && callout.canReview === false) return <NoReviewAccess />;
          if (tab === 'responses') return <ResponsesTab callout={callout} />;
          if (tab === 'response') return <ResponsePage callout={callout} responseId={params.rid ?? ''} />;
          if (tab === 'tags') return <TagsTab calloutId={callout.id} />;
          return <OverviewTab callout={callout} />;
        }}
      </LoadState>
    </section>
  );
}
