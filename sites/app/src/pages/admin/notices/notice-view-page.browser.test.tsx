import { assert, axeViolations, describe, getByRole, getByText, it, waitFor } from '@masthead/test/browser-setup';
import type { Notice } from '@masthead/core';
import { apiError, fakeApi, pathOf } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { makeNotice } from '../../profile/notices/notice.test-helper.ts';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { NoticeViewPage } from './notice-view-page.tsx';

const notice = makeNotice({ name: 'Summer appeal', status: 'scheduled', starts: '2027-01-01T09:00:00.000Z' });

async function open(shown: Notice, { refuseDelete = false } = {}) {
  const api = fakeApi((call) => {
    if (pathOf(call) !== `notice/${shown.id}`) return undefined;
    if (call.method === 'DELETE') return refuseDelete ? apiError('forbidden') : { status: 204 };
    return { status: 200, body: shown };
  });
  await renderPage(NoticeViewPage, {
    url: `/admin/notices/view/${shown.id}`,
    route: '/admin/notices/view/:id',
    params: { id: shown.id },
    fetch: api.fetch,
    contact: adminContact,
  });
  await waitFor(() => getByRole('heading', { name: 'Summer appeal', level: 1 }));
  return api;
}

describe('A notice', () => {
  it('shows its status, dates and the notice as members see it, with Edit', async () => {
    await open(notice);
    getByText('Scheduled');
    getByText(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(notice.expires!)),
    );
    const preview = getByRole('region', { name: 'How members see it' });
    getByText('Members see a notice on their home page only while it is open.', preview);
    const card = preview.querySelector<HTMLElement>(`[data-notice="${notice.id}"]`)!;
    getByRole('heading', { name: 'Summer appeal', level: 3 }, card);
    getByText('summer appeal', card);
    assert.equal(
      getByRole('link', { name: 'Give now (opens in a new tab)' }, card).getAttribute('rel'),
      'noopener noreferrer',
    );
    assert.equal(getByRole('link', { name: 'Edit' }).getAttribute('href'), `/admin/notices/edit/${notice.id}`);
    assert.deepEqual(await axeViolations(), []);
  });

  it('asks before deleting, naming the notice; cancelling keeps it', async () => {
    const api = await open(notice);
    getByRole('button', { name: 'Delete' }).click();
    const dialog = await waitFor(() => getByRole('dialog', { name: 'Delete the notice “Summer appeal”?' }));
    assert.equal(document.activeElement, getByRole('button', { name: 'Cancel' }, dialog));
    getByRole('button', { name: 'Cancel' }, dialog).click();
    await waitFor(() => assert.equal(document.querySelector('dialog'), null));
    assert.ok(api.calls.every((c) => c.method !== 'DELETE'));
  });

  it('deletes after the confirmation and goes back to the list with a notification', async () => {
    const api = await open(notice);
    getByRole('button', { name: 'Delete' }).click();
    const dialog = await waitFor(() => getByRole('dialog'));
    getByRole('button', { name: 'Delete notice' }, dialog).click();
    await waitFor(() => assert.equal(location.pathname, '/admin/notices'));
    assert.equal(api.calls.at(-1)!.method, 'DELETE');
    await waitFor(() => getByText(/^Success: The notice “Summer appeal” has been deleted\.$/));
  });

  it('says so and stays when the delete is refused', async () => {
    await open(notice, { refuseDelete: true });
    getByRole('button', { name: 'Delete' }).click();
    getByRole('button', { name: 'Delete notice' }, await waitFor(() => getByRole('dialog'))).click();
    await waitFor(() => getByText("You don't have access to that."));
    assert.equal(location.pathname, `/admin/notices/view/${notice.id}`);
  });
});
