import { msg } from '@lingui/core/macro';
import type { Notice } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../common/page-section.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { NotFoundPage } from '../../not-found-page.tsx';
import { isMissingNotice } from '../../profile/notices/notice-calls.ts';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { draftFromNotice, emptyNoticeDraft } from './notice-draft.ts';
import { NoticeForm } from './notice-form.tsx';

/** After saving: a notification, then the notice's own page. */
function useShowSaved() {
  const { router, notifications } = useAppContext();
  return (notice: Notice) => {
    notifications.notify({ variant: 'success', title: msg`The notice has been saved.` });
    router.navigate(`/admin/notices/view/${notice.id}`);
  };
}

/** `/admin/notices/add`: an empty form; saving creates the notice (`POST notice`). */
export function NoticeAddPage({ route }: PageProps) {
  const { api } = useAppContext();
  const showSaved = useShowSaved();
  return (
    <PageSection title={route.title}>
      <NoticeForm
        initial={emptyNoticeDraft}
        cancelHref="/admin/notices"
        onSave={(body) => api.notices.create({ body })}
        onSaved={showSaved}
      />
    </PageSection>
  );
}

/**
 * `/admin/notices/edit/{id}`: the notice's fields; saving sends them all
 * (`PATCH notice/{id}`), so emptied dates and button fields are cleared.
 * An unknown notice is the app's "Page not found".
 */
export function NoticeEditPage({ route, params }: PageProps) {
  const { api } = useAppContext();
  const showSaved = useShowSaved();
  const id = params.id ?? '';
  const { result } = useLoad(() => api.notices.get({ params: { id } }), [id]);
  if (result.state === 'failed' && isMissingNotice(result.error)) {
    return <NotFoundPage />;
  }
  return (
    <PageSection title={route.title}>
      <LoadState result={result}>
        {(notice) => (
          <NoticeForm
            initial={draftFromNotice(notice)}
            cancelHref={`/admin/notices/view/${notice.id}`}
            onSave={(body) => api.notices.update({ params: { id: notice.id }, body })}
            onSaved={showSaved}
          />
        )}
      </LoadState>
    </PageSection>
  );
}
