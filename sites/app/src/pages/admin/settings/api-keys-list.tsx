import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiKey } from '@masthead/core';
import { Button, FormAlert, visuallyHidden } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../common/error-text.ts';
import { formatDate } from '../../../admin-kit/dates.ts';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import { ConfirmDialog } from '../../../admin-kit/confirm-dialog.tsx';
import { adminPageSize, PagedList, usePagedList } from '../../../admin-kit/paged-list.tsx';
import * as list from '../../../admin-kit/admin.css.ts';
import * as css from './api-keys-page.css.ts';

/** One key as a row: description, creator, created, expires (or "Never", or expired) and Revoke. */
function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  const { t, i18n } = useLingui();
  const expired = apiKey.expires !== null && Date.parse(apiKey.expires) <= Date.now();
  return (
    <tr>
      <th scope="row">{apiKey.description}</th>
      <td>{apiKey.creator?.displayName ?? t`Deleted contact`}</td>
      <td>{formatDate(i18n, apiKey.createdAt)}</td>
      <td>
        {formatDate(i18n, apiKey.expires, t`Never`)}
        {expired && (
          <>
            {' '}
            <span className={list.badge}>
              <Trans>Expired</Trans>
            </span>
          </>
        )}
      </td>
      <td>
        <Button variant="dangerOutlined" size="sm" onClick={() => onRevoke(apiKey)}>
          <Trans>Revoke</Trans>
          <span className={visuallyHidden}> {apiKey.description}</span>
        </Button>
      </td>
    </tr>
  );
}

/**
 * The API keys, newest first, 25 a page. Revoke asks first in a dialog
 * naming the key; afterwards a notification says so, the page reloads and
 * focus goes to the list's heading (the row it was on is gone). Give it a
 * new `key` to start again at the first page (after a key was created).
 */
export function ApiKeysList() {
  const { api, notifications } = useAppContext();
  const { t, i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<ApiKey | null>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const paged = usePagedList({}, (_, page) => api.apiKeys.list({ query: page }));
  const { result, offset, setOffset, reload } = paged;

  const revoke = async (key: ApiKey) => {
    setAsking(null);
    setFailure(null);
    try {
      await api.apiKeys.delete({ params: { id: key.id } });
      notifications.notify({ variant: 'success', title: msg`The API key “${key.description}” has been revoked.` });
      const lastOnPage = result.state === 'done' && result.value.count === 1;
      if (lastOnPage && offset > 0) setOffset(Math.max(0, offset - adminPageSize));
      else reload();
      heading.current?.focus();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <section aria-labelledby="api-keys-list">
      <h2 id="api-keys-list" ref={heading} tabIndex={-1} className={css.focusTarget}>
        <Trans>Keys</Trans>
      </h2>
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <PagedList
        paged={paged}
        label={t`Pages of API keys`}
        empty={
          <Trans>
            No API keys yet. A key lets another system, such as your CRM, use the API; a superadmin creates one on this
            page.
          </Trans>
        }
      >
        {(items) => (
          <TableScroller label={t`API keys`}>
            <table className={list.table}>
              <caption>
                <Trans>API keys</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t`Description`}</th>
                  <th scope="col">{t`Created by`}</th>
                  <th scope="col">{t`Created`}</th>
                  <th scope="col">{t`Expires`}</th>
                  <th scope="col">{t`Actions`}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((key) => (
                  <ApiKeyRow key={key.id} apiKey={key} onRevoke={setAsking} />
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </PagedList>
      {asking && (
        <ConfirmDialog
          title={t`Revoke the API key “${asking.description}”?`}
          confirmLabel={t`Revoke key`}
          danger
          onConfirm={() => void revoke(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>
            <Trans>Whatever uses it is refused from now on. This cannot be undone.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
