import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { outboxStatuses, type OutboxStatus } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../forms/page-section.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { InlineSelect, LoadState } from '../crowdnewsroom/admin-shared.tsx';
import { Pagination } from '../crowdnewsroom/pagination.tsx';
import { useLoad } from '../crowdnewsroom/use-load.ts';
import * as list from '../crowdnewsroom/crowdnewsroom.css.ts';
import { emailsOf } from './email-calls.ts';
import { EmailItem } from './email-item.tsx';
import { emailStatusTexts } from './email-texts.ts';

const pageSize = 25;

/**
 * `/admin/emails` (issue 18): every email the server wrote, newest first,
 * with where it is (queued, sent, failed; kept when no mail server is set).
 * A failed one shows its last error and a Retry button.
 */
export function EmailsPage({ route }: PageProps) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [offset, setOffset] = useState(0);
  const [announced, setAnnounced] = useState('');
  const { result, reload } = useLoad(
    () => emailsOf(api).list({ query: { limit: pageSize, offset, ...(status ? { status } : {}) } }),
    [status, offset],
  );

  return (
    <PageSection title={route.title}>
      <p>
        <Trans>
          Emails to readers and to the newsroom. One that failed after every attempt shows its last error and can be
          sent again.
        </Trans>
      </p>
      <div className={list.toolbar}>
        <InlineSelect
          id="email-status"
          label={<Trans>Status</Trans>}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setOffset(0);
          }}
          options={[
            { value: '' as const, label: t`All statuses` },
            ...outboxStatuses.map((s) => ({ value: s, label: i18n._(emailStatusTexts[s]) })),
          ]}
        />
      </div>
      <p role="status">{announced}</p>
      <LoadState result={result}>
        {(page) =>
          page.items.length === 0 ? (
            <p role="status">{status === 'failed' ? <Trans>No failed emails.</Trans> : <Trans>No emails.</Trans>}</p>
          ) : (
            <>
              <ul className={list.plainList} aria-label={t`Emails`}>
                {page.items.map((email) => (
                  <EmailItem
                    key={email.id}
                    email={email}
                    onRetried={(text) => {
                      setAnnounced(text);
                      reload();
                    }}
                  />
                ))}
              </ul>
              <Pagination
                label={t`Pages of emails`}
                offset={page.offset}
                count={page.count}
                total={page.total}
                pageSize={pageSize}
                onOffset={setOffset}
              />
            </>
          )
        }
      </LoadState>
    </PageSection>
  );
}
