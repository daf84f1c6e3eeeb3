import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CalloutResponse, ResponseListQuery } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { Link } from '../../../router/link.tsx';
import { formatDate, LoadState, TableScroller } from '../crowdnewsroom/admin-shared.tsx';
import { bucketTexts } from '../crowdnewsroom/callout-texts.ts';
import { Pagination } from '../crowdnewsroom/pagination.tsx';
import { useLoad } from '../crowdnewsroom/use-load.ts';
import * as css from '../crowdnewsroom/crowdnewsroom.css.ts';

export const calloutsPageSize = 25;

/**
 * The query for one page of a contact's responses: the response field
 * `contact` equal to them (API.md, callout response fields), with each
 * response's call-out, newest first.
 */
export function contactResponsesQuery(contactId: string, offset: number): ResponseListQuery {
  return {
    rules: JSON.stringify({ condition: 'AND', rules: [{ field: 'contact', operator: 'equal', value: [contactId] }] }),
    with: ['callout'],
    sort: 'createdAt',
    order: 'DESC',
    limit: calloutsPageSize,
    offset,
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
  const [offset, setOffset] = useState(0);
  const { result } = useLoad(
    () => api.responses.list({ query: contactResponsesQuery(contactId, offset) }),
    [contactId, offset],
  );
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Call-out responses`}
      </h2>
      <LoadState result={result}>
        {(page) =>
          page.items.length === 0 ? (
            <p role="status">
              <Trans>This contact has not answered any call-outs.</Trans>
            </p>
          ) : (
            <>
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
                    {page.items.map((response) => (
                      <ResponseRow key={response.id} response={response} />
                    ))}
                  </tbody>
                </table>
              </TableScroller>
              <Pagination
                label={t`Pages of call-out responses`}
                offset={page.offset}
                count={page.count}
                total={page.total}
                pageSize={calloutsPageSize}
                onOffset={setOffset}
              />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
