import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Callout, ContactSort, RuleGroup, Segment } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../common/page-section.tsx';
import { RuleBuilder } from '../../../common/rules/rule-builder.tsx';
import { CardSection } from '../../../layouts/card-section.tsx';
import { Link } from '../../../routes/link.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { Pagination } from '../../../admin-kit/pagination.tsx';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { BulkNewsletter } from './bulk-newsletter.tsx';
import { BulkTags } from './bulk-tags.tsx';
import { contactFilterFields } from './contact-filter-fields.ts';
import { ContactsCsvLink } from './contacts-csv-link.tsx';
import { bulkRules, matchingRules, nextOrder, noFilter, rulesParam, type ContactOrder } from './contact-list-query.ts';
import { ContactTable } from './contact-table.tsx';
import { SaveSegment } from './save-segment.tsx';
import { SegmentTabs } from './segment-tabs.tsx';
import * as css from '../../../admin-kit/admin.css.ts';

export const contactPageSize = 25;
const listWith: ('roles' | 'tags')[] = ['roles', 'tags'];
/** The call-outs offered as "Answered call-out: …" rules: the newest hundred (one page of `GET callout`). */
const calloutQuery = { limit: 100, sort: 'createdAt', order: 'DESC' } as const;
const noCallouts: Callout[] = [];

/**
 * `/admin/contacts`: segment tabs, the rule builder, the sortable list with
 * its pages, and what acts on every matching contact: tags, newsletter
 * status, "Save as segment" and the CSV export (with its progress).
 * `?segment=<id>` keeps the chosen tab.
 */
export function ContactsPage({ route }: PageProps) {
  const { api, router } = useAppContext();
  const { t, i18n } = useLingui();
  const [segmentId, setSegmentId] = useState<string | null>(() => new URLSearchParams(location.search).get('segment'));
  const [filter, setFilter] = useState<RuleGroup>(noFilter);
  const [order, setOrder] = useState<ContactOrder | null>(null);
  const [offset, setOffset] = useState(0);
  const [builderKey, setBuilderKey] = useState(0);
  const [allTotal, setAllTotal] = useState<number | null>(null);
  const [saved, setSaved] = useState('');
  const segmentsLoad = useLoad(() => api.segments.list({ query: { with: ['contactCount'] } }), []);
  const segments = segmentsLoad.result.state === 'done' ? segmentsLoad.result.value : [];
  const segment = segments.find((s) => s.id === segmentId) ?? null;
  const { result: tagsResult } = useLoad(() => api.contactTags.list(), []);
  const tags = tagsResult.state === 'done' ? tagsResult.value : [];
  const { result: calloutsResult } = useLoad(() => api.callouts.list({ query: calloutQuery }), []);
  const callouts = calloutsResult.state === 'done' ? calloutsResult.value.items : noCallouts;
  const fields = useMemo(
    () => contactFilterFields(tags, i18n, callouts),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- i18n is one object for every language: its locale says when the labels change.
    [tags, callouts, i18n.locale],
  );
  const filterKey = JSON.stringify(filter);
  const segmentReady = segmentId === null || segmentsLoad.result.state !== 'loading';

  const { result, reload } = useLoad(async () => {
    // Until the segments are known, `?segment=` cannot be told from a gone one: wait (this run is superseded).
    if (!segmentReady) return new Promise<never>(() => {});
    const query = {
      ...rulesParam(filter),
      ...(order ?? {}),
      limit: contactPageSize,
      offset,
      with: listWith,
    };
    // A segment's own list; a segment id that is gone lists everyone.
    const list = segment
      ? await api.segments.contacts({ params: { id: segment.id }, query })
      : await api.contacts.list({ query });
    if (!segment && filter.rules.length === 0) setAllTotal(list.total);
    return list;
  }, [segmentReady, segment?.id, filterKey, order?.sort, order?.order, offset]);

  const choose = (next: Segment | null) => {
    setSegmentId(next?.id ?? null);
    setOffset(0);
    router.navigate(next ? `/admin/contacts?segment=${next.id}` : '/admin/contacts', { replace: true });
  };
  const applyFilter = (group: RuleGroup) => {
    setFilter(group);
    setOffset(0);
  };
  const onSaved = (created: Segment) => {
    const name = created.name;
    setSaved(t`Segment ${name} saved.`);
    // The new tab lists the same contacts; the builder starts afresh inside it.
    setFilter(noFilter);
    setBuilderKey((k) => k + 1);
    segmentsLoad.reload();
    choose(created);
  };
  // A bulk change may move contacts in or out of the list and of any segment.
  const afterBulkChange = () => {
    reload();
    segmentsLoad.reload();
  };
  const sortBy = (column: ContactSort) => {
    setOrder(nextOrder(order, column));
    setOffset(0);
  };

  const rules = matchingRules({ segment, filter });
  const bulk = bulkRules({ segment, filter });
  const csvHref = api.url('GET /contact.csv', { query: { ...rulesParam(rules), ...(order ?? {}) } });
  const caption = segment ? segment.name : t`All contacts`;

  return (
    <PageSection title={route.title}>
      <p className={css.row}>
        <Link href="/admin/contacts/add">{t`Add contact`}</Link>
        <Link href="/admin/contacts/tags">{t`Tags`}</Link>
      </p>
      <CardSection title={t`Search`}>
        <RuleBuilder
          key={builderKey}
          fields={fields}
          label={t`Search contacts`}
          matchLabel={t`Show contacts that match`}
          onApply={applyFilter}
        />
      </CardSection>
      <p role="status">{saved}</p>
      <SegmentTabs segments={segments} selected={segment?.id ?? null} total={allTotal} onSelect={choose}>
        <LoadState result={result}>
          {(list) => (
            <>
              {list.items.length === 0 ? (
                <p role="status">{t`No contacts match.`}</p>
              ) : (
                <ContactTable caption={caption} items={list.items} tags={tags} order={order} onSort={sortBy} />
              )}
              <Pagination
                label={t`Pages of contacts`}
                offset={list.offset}
                count={list.count}
                total={list.total}
                pageSize={contactPageSize}
                onOffset={setOffset}
              />
              <CardSection title={t`All matching contacts`}>
                <BulkTags tags={tags} rules={bulk} total={list.total} onDone={afterBulkChange} />
                <BulkNewsletter rules={bulk} total={list.total} onDone={afterBulkChange} />
                <SaveSegment rules={rules} onSaved={onSaved} />
                <p>
                  <ContactsCsvLink href={csvHref}>
                    <Trans>Download CSV</Trans>
                  </ContactsCsvLink>
                </p>
              </CardSection>
            </>
          )}
        </LoadState>
      </SegmentTabs>
    </PageSection>
  );
}
