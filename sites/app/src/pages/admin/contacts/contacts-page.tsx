import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
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
import { bulkRules, matchingRules, nextOrder, noFilter, rulesParam } from './contact-list-query.ts';
import { contactsUrl, readContactsUrl, type ContactsUrlState } from './contacts-url.ts';
import { ContactTable } from './contact-table.tsx';
import { SaveSegment } from './save-segment.tsx';
import { SegmentRules } from './segment-rules.tsx';
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
 * The address keeps the tab, the search, the order and the page
 * (`contacts-url.ts`); a segment's tab shows and edits its rules.
 */
export function ContactsPage({ route }: PageProps) {
  const { api, router } = useAppContext();
  const { t, i18n } = useLingui();
  const { pathname, search } = useSnapshot(router.location);
  // The address is the list's state; while the app is leaving for another page, the last one here still counts.
  const [kept, setKept] = useState(search);
  const here = pathname.replace(/\/+$/, '') === route.path;
  if (here && search !== kept) setKept(search);
  const urlSearch = here ? search : kept;
  const { segmentId, filter, order, page } = useMemo(() => readContactsUrl(urlSearch), [urlSearch]);
  const offset = (page - 1) * contactPageSize;
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
  // The builder shows the address's search: it starts again when Back, Forward or a reload bring another one.
  const [builder, setBuilder] = useState({ shows: filterKey, key: 0 });
  if (builder.shows !== filterKey) setBuilder({ shows: filterKey, key: builder.key + 1 });

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

  /** Moves to another state of the list: a new search is a step Back returns from, tabs, order and pages are not. */
  const go = (next: Partial<ContactsUrlState>, { push = false } = {}) =>
    router.navigate(contactsUrl({ segmentId, filter, order, page, ...next }, urlSearch), { replace: !push });
  const choose = (next: Segment | null) => go({ segmentId: next?.id ?? null, page: 1 });
  const applyFilter = (group: RuleGroup) => {
    const next = group.rules.length > 0 ? group : noFilter;
    // The builder already shows what it applied: it is not started again.
    setBuilder({ shows: JSON.stringify(next), key: builder.key });
    // The same search again reads it again (contacts may have changed); from a later page it starts at the first.
    if (JSON.stringify(next) === filterKey && page === 1) return reload();
    go({ filter: next, page: 1 }, { push: true });
  };
  const onSaved = (created: Segment) => {
    const name = created.name;
    setSaved(t`Segment ${name} saved.`);
    // The new tab lists the same contacts; the builder starts afresh inside it.
    segmentsLoad.reload();
    go({ segmentId: created.id, filter: noFilter, page: 1 });
  };
  // A bulk change may move contacts in or out of the list and of any segment.
  const afterBulkChange = () => {
    reload();
    segmentsLoad.reload();
  };
  // A changed segment lists anew (the server reads its stored rules) and counts again.
  const afterSegmentChange = () => {
    segmentsLoad.reload();
    reload();
  };
  const afterSegmentDelete = (gone: Segment) => {
    const name = gone.name;
    setSaved(t`Segment ${name} deleted.`);
    segmentsLoad.reload();
    go({ segmentId: null, page: 1 });
    document.getElementById('segment-tab-all')?.focus();
  };
  const sortBy = (column: ContactSort) => go({ order: nextOrder(order, column), page: 1 });
  const toOffset = (next: number) => go({ page: Math.floor(next / contactPageSize) + 1 });

  const rules = matchingRules({ segment, filter });
  const bulk = bulkRules({ segment, filter });
  const csvHref = api.url('GET /contact.csv', { query: { ...rulesParam(rules), ...(order ?? {}) } });
  const caption = segment ? segment.name : t`All contacts`;

  return (
    <PageSection title={route.title}>
      <p className={css.row}>
        <Link href="/admin/contacts/add">{t`Add contact`}</Link>
        <Link href="/admin/contacts/tags">{t`Tags`}</Link>
        <Link href="/admin/contacts/import">{t`Import contacts`}</Link>
      </p>
      <CardSection title={t`Search`}>
        <RuleBuilder
          key={builder.key}
          initial={filter}
          fields={fields}
          label={t`Search contacts`}
          matchLabel={t`Show contacts that match`}
          onApply={applyFilter}
        />
      </CardSection>
      <p role="status">{saved}</p>
      <SegmentTabs segments={segments} selected={segment?.id ?? null} total={allTotal} onSelect={choose}>
        {segment && (
          <SegmentRules
            key={segment.id}
            segment={segment}
            fields={fields}
            onSaved={afterSegmentChange}
            onDeleted={afterSegmentDelete}
          />
        )}
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
                onOffset={toOffset}
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
