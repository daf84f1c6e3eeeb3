import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { outboxStatuses, type OutboxStatus } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../common/page-section.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { InlineSelect } from '../../../admin-kit/inline-select.tsx';
import { PagedList, usePagedList } from '../../../admin-kit/paged-list.tsx';
import * as list from '../../../admin-kit/admin.css.ts';
import { EmailItem } from './email-item.tsx';
import { emailStatusTexts } from './email-texts.ts';

/**
 * `/admin/emails`: every email the server wrote, newest first,
 * with where it is (queued, sent, failed; kept when no mail server is set).
 * A failed one shows its last error and a Retry button.
 */
export function EmailsPage({ route }: PageProps) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const [announced, setAnnounced] = useState('');
  const paged = usePagedList({ status: '' as OutboxStatus | '' }, ({ status }, page) =>
    api.outbox.list({ query: { ...page, ...(status ? { status } : {}) } }),
  );
  const { status } = paged.filters;

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
          onChange={(next) => paged.setFilter('status', next)}
          options={[
            { value: '' as const, label: t`All statuses` },
            ...outboxStatuses.map((s) => ({ value: s, label: i18n._(emailStatusTexts[s]) })),
          ]}
        />
      </div>
      <p role="status">{announced}</p>
      <PagedList paged={paged} label={t`Pages of emails`} empty={emptyEmails(status)}>
        {(items) => (
          <ul className={list.plainList} aria-label={t`Emails`}>
            {items.map((email) => (
              <EmailItem
                key={email.id}
                email={email}
                onRetried={(text) => {
                  setAnnounced(text);
                  paged.reload();
                }}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </PageSection>
  );
}

/** What the empty list says for the chosen status: why it is empty, and what fills it. */
function emptyEmails(status: OutboxStatus | '') {
  if (status === 'failed') return <Trans>No failed emails: every email was sent or is still waiting its turn.</Trans>;
  if (status) return <Trans>No emails with this status. Choose another status to see the rest.</Trans>;
  return (
    <Trans>
      No emails yet. Every email the app sends — login links, receipts, notifications to the newsroom — appears here.
    </Trans>
  );
}
