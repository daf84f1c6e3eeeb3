import {
  assert,
  axeViolations,
  describe,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  waitFor,
} from '@masthead/test/browser-setup';
import { fakeApi, listAnswer, pathOf, queryOf } from '@masthead/client/testing';
import { makeNotice } from '../../profile/notices/notice.test-helper.ts';
import { chooseOption, renderAdminPage, rulesOf } from '../../../admin-kit/admin-page.test-helper.ts';
import { NoticeListPage } from './notice-list-page.tsx';

const statuses = ['open', 'scheduled', 'ended', 'draft'] as const;
/** 30 notices, newest first. */
const notices = Array.from({ length: 30 }, (_, i) =>
  makeNotice({
    name: `Notice ${String(i + 1).padStart(2, '0')}`,
    status: statuses[i % 4]!,
    starts: i % 4 === 3 ? null : '2026-11-01T09:00:00.000Z',
    expires: i % 2 === 0 ? null : '2026-12-31T18:00:00.000Z',
  }),
);

async function open() {
  const api = fakeApi((call) => {
    if (pathOf(call) !== 'notice') return undefined;
    const offset = Number(queryOf(call).get('offset') ?? 0);
    const limit = Number(queryOf(call).get('limit') ?? 50);
    return listAnswer(notices.slice(offset, offset + limit), notices.length, offset);
  });
  await renderAdminPage(NoticeListPage, '/admin/notices', api);
  await waitFor(() => table());
  return api;
}

/** A date as the admin screens write it in English, in this browser's time zone. */
const when = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const table = () => getByRole('group', { name: 'Notices' }).querySelector('table')!;
const cells = (row: number) => [...table().querySelectorAll('tbody tr')[row]!.children].map((c) => c.textContent);

describe('Notices list', () => {
  it('shows name, status, starts and ends, newest first, 25 a page with start, end and total', async () => {
    const api = await open();
    assert.equal(queryOf(api.calls[0]!).toString(), 'limit=25&offset=0&sort=createdAt&order=DESC');
    assert.deepEqual(cells(0), ['Notice 01', 'Open', when('2026-11-01T09:00:00.000Z'), 'Never']);
    assert.deepEqual(cells(3), ['Notice 04', 'Draft', 'Not set', when('2026-12-31T18:00:00.000Z')]);
    const link = getByRole('link', { name: 'Notice 02' });
    assert.equal(link.getAttribute('href'), `/admin/notices/view/${notices[1]!.id}`);
    assert.equal(getByRole('link', { name: 'Add notice' }).getAttribute('href'), '/admin/notices/add');
    getByText('Showing 1–25 of 30');
    assert.deepEqual(await axeViolations(), []);

    getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => getByText('Showing 26–30 of 30'));
    assert.equal(queryOf(api.calls.at(-1)!).get('offset'), '25');
    assert.equal((getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled, true);
  });

  it('filters by status with a rule and sorts, starting again at the first page', async () => {
    const api = await open();
    getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => getByText('Showing 26–30 of 30'));
    chooseOption('Status', 'scheduled');
    await waitFor(() => assert.equal(api.calls.length, 3));
    assert.equal(queryOf(api.calls[2]!).get('offset'), '0');
    assert.deepEqual(rulesOf(api.calls[2]!), {
      condition: 'AND',
      rules: [{ field: 'status', operator: 'equal', value: ['scheduled'] }],
    });
    chooseOption('Sort by', 'name:ASC');
    await waitFor(() => assert.equal(api.calls.length, 4));
    assert.equal(queryOf(api.calls[3]!).get('sort'), 'name');
    assert.equal(queryOf(api.calls[3]!).get('order'), 'ASC');
  });

  it('moves to the add page from "Add notice"', async () => {
    await open();
    getByRole('link', { name: 'Add notice' }).click();
    await waitFor(() => assert.equal(location.pathname, '/admin/notices/add'));
  });

  it('invites to add the first notice when there is none, and asks for another status when one has none', async () => {
    const api = fakeApi((call) => (pathOf(call) === 'notice' ? listAnswer([]) : undefined));
    await renderAdminPage(NoticeListPage, '/admin/notices', api);
    await waitFor(() =>
      getByText('No notices yet. Add a notice to tell members about news, events or changes on their page.'),
    );
    assert.equal(getByRole('link', { name: 'Add the first notice' }).getAttribute('href'), '/admin/notices/add');
    assert.deepEqual(await axeViolations(document.body), []);
    chooseOption('Status', 'ended');
    await waitFor(() => getByText('No notices with this status. Choose another status to see the rest.'));
    assert.equal(queryAllByRole('link', { name: 'Add the first notice' }).length, 0);
  });
});
