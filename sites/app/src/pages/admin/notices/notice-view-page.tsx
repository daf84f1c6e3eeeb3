import { Fragment, useId, useState, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Notice } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../common/error-text.ts';
import type { PageProps } from '../../../routes/pages.ts';
import { NotFoundPage } from '../../not-found-page.tsx';
import { NoticeCard } from '../../profile/notices/notice-card.tsx';
import { isMissingNotice } from '../../profile/notices/notice-calls.ts';
import { formatDate } from '../../../admin-kit/dates.ts';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { ConfirmDialog } from '../../../admin-kit/confirm-dialog.tsx';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { noticeStatusTexts } from './notice-texts.ts';
import * as list from '../../../admin-kit/admin.css.ts';
import * as css from './notices.css.ts';

/** Its status, dates and last change, as a description list. */
function NoticeFacts({ notice }: { notice: Notice }) {
  const { t, i18n } = useLingui();
  const facts: [string, string][] = [
    [t`Starts`, formatDate(i18n, notice.starts, t`Not set`)],
    [t`Ends`, formatDate(i18n, notice.expires, t`Never`)],
    [t`Last changed`, formatDate(i18n, notice.updatedAt)],
  ];
  return (
    <dl className={css.facts}>
      <dt className={css.term}>{t`Status`}</dt>
      <dd className={css.value}>
        <span className={list.badge}>{i18n._(noticeStatusTexts[notice.status])}</span>
      </dd>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={css.term}>{term}</dt>
          <dd className={css.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Edit and Delete; deleting asks first, naming the notice, then returns to the list. */
function NoticeActions({ notice }: { notice: Notice }) {
  const { api, router, notifications } = useAppContext();
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const edit = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.navigate(`/admin/notices/edit/${notice.id}`);
  };
  const remove = async () => {
    setAsking(false);
    setFailure(null);
    try {
      await api.notices.delete({ params: { id: notice.id } });
      notifications.notify({ variant: 'success', title: msg`The notice “${notice.name}” has been deleted.` });
      router.navigate('/admin/notices');
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <>
      <div className={css.actions}>
        <Button href={`/admin/notices/edit/${notice.id}`} variant="primaryOutlined" onClick={edit}>
          <Trans>Edit</Trans>
        </Button>
        <Button variant="dangerOutlined" onClick={() => setAsking(true)}>
          <Trans>Delete</Trans>
        </Button>
      </div>
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      {asking && (
        <ConfirmDialog
          title={t`Delete the notice “${notice.name}”?`}
          confirmLabel={t`Delete notice`}
          danger
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        >
          <p>
            <Trans>Members will no longer see it. This cannot be undone.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * `/admin/notices/view/{id}`: the notice's name as the heading, its status
 * and dates, the notice as members see it on their home, Edit and Delete.
 * An unknown notice is the app's "Page not found".
 */
export function NoticeViewPage({ route, params }: PageProps) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const previewId = useId();
  const id = params.id ?? '';
  const { result } = useLoad(() => api.notices.get({ params: { id } }), [id]);
  if (result.state === 'failed' && isMissingNotice(result.error)) return <NotFoundPage />;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{result.state === 'done' ? result.value.name : i18n._(route.title)}</h1>
      <LoadState result={result}>
        {(notice) => (
          <>
            <NoticeFacts notice={notice} />
            <NoticeActions notice={notice} />
            <section aria-labelledby={previewId} className={css.preview}>
              <h2 id={previewId}>
                <Trans>How members see it</Trans>
              </h2>
              {notice.status !== 'open' && (
                <p>
                  <Trans>Members see a notice on their home page only while it is open.</Trans>
                </p>
              )}
              <NoticeCard notice={notice} headingLevel={3} region={false} />
            </section>
          </>
        )}
      </LoadState>
    </section>
  );
}
