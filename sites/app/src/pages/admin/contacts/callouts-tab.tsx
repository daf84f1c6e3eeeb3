import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CalloutResponse, ResponseListQuery } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { Link } from '../../../routes/link.tsx';
import { formatDate } from '../../../admin-kit/dates.ts';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import { bucketTexts } from '../crowdnewsroom/callout-texts.ts';
import { PagedList, usePagedList } from '../../../admin-kit/paged-list.tsx';
import * as css from '../../../admin-kit/admin.css.ts';

/**
 * The query for one page of a contact's responses: the response field
 * `contact` equal to them (docs/product/api.md, "Fields by resource": callout
 * response), with each response's call-out, newest first.
 */
export function contactResponsesQuery(contactId: string, page: { limit: number; offset: number }): ResponseListQuery {
  return {
    rules: JSON.stringify({ condition: 'AND', rules: [{ field: 'contact', operator: 'equal', value: [contactId] }] }),
    with: ['callout'],
    sort: 'createdAt',
    order: 'DESC',
    ...page,
  };
}

function ResponseRow({ response }: { response: CalloutResponse }) {
  const { t, i18n } = useLingui();
  const { number, callout } = response;
  return (
    <tr>
      <td>{callout?.title ?? t`Unknown call-out`}</td>
      <td>
        {callout ? (
          <Link href={`/admin/crowdnewsroom/view/${callout.id}/responses/${response.id}`}>{t`Response ${number}`}</Link>
        ) : (
          t`Response ${number}`
        )}
      </td>
      <td>{formatDate(i18n, response.createdAt)}</td>
      <td>
        <span className={css.badge}>{i18n._(bucketTexts[response.bucket])}</span>
      </td>
    </tr>
  );
}

/**
 * `/admin/contacts/{id}/callouts`: the contact's call-out responses
 * (`GET callout-responses`), newest first, 25 a page, each linking to the
 * response in its call-out's admin view.
 */
export function CalloutsTab({ contactId }: { contactId: string }) {
  const { api } = useAppContext();
  const { t } = useLingui();
  const id = useId();
  const paged = usePagedList({}, (_, page) => api.responses.list({ query: contactResponsesQuery(contactId, page) }), [
    contactId,
  ]);
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Call-out responses`}
      </h2>
      <PagedList
        paged={paged}
        label={t`Pages of call-out responses`}
        empty={<Trans>This contact has not answered any call-outs.</Trans>}
      >
        {(items) => (
          <TableScroller label={t`Call-out responses`}>
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col">{t`Call-out`}</th>
                  <th scope="col">{t`Response`}</th>
                  <th scope="col">{t`Submitted`}</th>
                  <th scope="col">{t`Bucket`}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((response) => (
                  <ResponseRow key={response.id} response={response} />
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </PagedList>
    </section>
  );
}
