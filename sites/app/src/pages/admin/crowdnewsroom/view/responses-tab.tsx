import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Callout, type ResponseBucket, type RuleGroup } from '@masthead/core';
import { useAppContext } from '../../../../app-context.ts';
import { LoadState } from '../../../../admin-kit/load-state.tsx';
import { bucketFromSlug, bucketSlug, bucketTexts } from '../callout-texts.ts';
import { Pagination } from '../../../../admin-kit/pagination.tsx';
import { useLoad } from '../../../../admin-kit/use-load.ts';
import { BucketTabs } from './bucket-tabs.tsx';
import { BulkActions } from './bulk-actions.tsx';
import { EmptyBucket } from './empty-bucket.tsx';
import { ResponsesCsvLink } from './csv-download.tsx';
import { filterFields } from './filter-fields.ts';
import { bulkRules, listRules } from './response-rules.ts';
import { ResponseTable } from './response-table.tsx';
import { RuleBuilder } from '../../../../common/rules/rule-builder.tsx';
import { useAssignees } from './use-assignees.ts';
import { CardSection } from '../../../../layouts/card-section.tsx';
import * as css from '../../../../admin-kit/admin.css.ts';

export const responsePageSize = 25;
const noFilter: RuleGroup = { condition: 'AND', rules: [] };

/** The responses tab: bucket tabs, the rule filter, a selectable table, bulk changes and the CSV export. */
export function ResponsesTab({ callout }: { callout: Callout }) {
  const { api, router, session } = useAppContext();
  const { t, i18n } = useLingui();
  const base = `/admin/crowdnewsroom/view/${callout.id}/responses`;
  const [bucket, setBucket] = useState<ResponseBucket>(() =>
    bucketFromSlug(new URLSearchParams(location.search).get('bucket')),
  );
  const [filter, setFilter] = useState<RuleGroup>(noFilter);
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const filterKey = JSON.stringify(filter);
  const { result: tagsResult } = useLoad(() => api.callouts.tags({ params: { id: callout.id } }), [callout.id]);
  const tags = tagsResult.state === 'done' ? tagsResult.value : [];
  // The reader is "Me" in the filter; the others are the reviewers an admin may pick.
  const others = useAssignees(callout.id).filter((a) => a.id !== session.contact?.id);
  const othersKey = JSON.stringify(others);
  const fields = useMemo(
    () => filterFields(callout.formSchema, tags, others, i18n),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `others` (new each render) counts by content, i18n (one object) by its locale.
    [callout.formSchema, tags, othersKey, i18n.locale],
  );
  // The row titles follow the response title setting (the view page loads the call-out with it).
  const titleProp = callout.responseViewSchema?.titleProp;
  const { result, reload } = useLoad(
    () =>
      api.responses.listForCallout({
        params: { id: callout.id },
        query: {
          rules: JSON.stringify(listRules(bucket, filter)),
          limit: responsePageSize,
          offset,
          with: ['contact', 'assignee', 'tags', 'answers'],
        },
      }),
    [callout.id, bucket, filterKey, offset],
  );

  const resetSelection = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const chooseBucket = (next: ResponseBucket) => {
    setBucket(next);
    setOffset(0);
    resetSelection();
    router.navigate(`${base}?bucket=${bucketSlug(next)}`, { replace: true });
  };
  const applyFilter = (group: RuleGroup) => {
    setFilter(group);
    setOffset(0);
    resetSelection();
  };

  const page = result.state === 'done' ? result.value : null;
  const target = allMatching
    ? ({ kind: 'matching', bucket, filter } as const)
    : ({ kind: 'selected', ids: [...selected] } as const);
  const targetCount = allMatching ? (page?.total ?? 0) : selected.size;

  return (
    <>
      <CardSection title={t`Filter`}>
        <RuleBuilder
          fields={fields}
          label={t`Filter responses`}
          matchLabel={t`Show responses that match`}
          onApply={applyFilter}
        />
      </CardSection>
      <p>
        <ResponsesCsvLink
          href={api.url('GET /callout/{id}/responses.csv', { params: { id: callout.id } })}
          fileName={`${callout.slug}-responses.csv`}
        >
          <Trans>Export all responses as CSV</Trans>
        </ResponsesCsvLink>
      </p>
      <BucketTabs bucket={bucket} onSelect={chooseBucket} label={t`Buckets`}>
        <BulkActions
          calloutId={callout.id}
          count={targetCount}
          bucket={bucket}
          tags={tags}
          rules={bulkRules(callout.id, target)}
          onDone={() => {
            resetSelection();
            reload();
          }}
        />
        <LoadState result={result}>
          {(list) => {
            const total = list.total;
            return list.items.length === 0 ? (
              <EmptyBucket callout={callout} bucket={bucket} filtered={filter.rules.length > 0} />
            ) : (
              <>
                <ResponseTable
                  calloutId={callout.id}
                  caption={i18n._(bucketTexts[bucket])}
                  form={callout.formSchema}
                  titleProp={titleProp}
                  items={list.items}
                  selected={selected}
                  onSelect={(next) => {
                    setSelected(next);
                    setAllMatching(false);
                  }}
                />
                {selected.size === list.items.length && list.total > list.items.length && (
                  <p className={css.row}>
                    {allMatching ? (
                      <Trans>All {total} matching responses are selected.</Trans>
                    ) : (
                      <button type="button" className={css.tabButton} onClick={() => setAllMatching(true)}>
                        <Trans>Select all {total} matching responses</Trans>
                      </button>
                    )}
                  </p>
                )}
                <Pagination
                  label={t`Pages of responses`}
                  offset={list.offset}
                  count={list.count}
                  total={list.total}
                  pageSize={responsePageSize}
                  onOffset={(next) => {
                    setOffset(next);
                    resetSelection();
                  }}
                />
              </>
            );
          }}
        </LoadState>
      </BucketTabs>
    </>
  );
}
