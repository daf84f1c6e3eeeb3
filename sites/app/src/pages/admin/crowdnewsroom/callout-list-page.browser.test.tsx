import {
  assert,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { fakeApi, listAnswer, pathOf, queryOf } from '@masthead/client/testing';
import type { SessionContact } from '@masthead/client';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { renderAdminPage, rulesOf } from '../../../admin-kit/admin-page.test-helper.ts';
import { CalloutListPage } from './callout-list-page.tsx';
import { axeViolations, calloutFixture, reviewerContact } from './review.test-helper.ts';

const callouts = [
  calloutFixture(),
  calloutFixture({ id: 'c2', slug: 'school-meals', title: 'School meals', status: 'draft', starts: null }),
];
const floodId = callouts[0]!.id;

type Rights = { canReview: boolean; canEdit: boolean };
const allAdmin: Record<string, Rights> = Object.fromEntries(
  callouts.map((callout) => [callout.id, { canReview: true, canEdit: true }]),
);

/** Answers the list with each call-out's rights (`with=rights`), as the server would for the caller. */
function server(rights: Record<string, Rights>) {
  return fakeApi((call) => {
    if (call.method !== 'GET' || pathOf(call) !== 'callout') return undefined;
    const asked = queryOf(call).getAll('with').includes('rights');
    return listAnswer(callouts.map((callout) => (asked ? { ...callout, ...rights[callout.id] } : callout)));
  });
}

async function open(contact: SessionContact, rights: Record<string, Rights> = allAdmin) {
  const api = server(rights);
  await renderAdminPage(CalloutListPage, '/admin/crowdnewsroom', api, contact);
  await waitFor(() => getByRole('link', { name: 'Flood stories' }));
  return api;
}

describe('Call-out list', () => {
  it('shows an admin every call-out with links to view, edit and create', async () => {
    const api = await open(adminContact);
    assert.deepEqual(
      api.calls.map((c) => [c.method, c.path]),
      [['GET', 'callout?limit=25&offset=0&with=rights']],
    );
    assert.equal(
      getByRole('link', { name: 'Flood stories' }).getAttribute('href'),
      `/admin/crowdnewsroom/view/${callouts[0]!.id}`,
    );
    assert.equal(getByRole('link', { name: 'School meals' }).getAttribute('href'), '/admin/crowdnewsroom/view/c2');
    assert.equal(getByRole('link', { name: 'Edit School meals' }).getAttribute('href'), '/admin/crowdnewsroom/edit/c2');
    assert.equal(
      getByRole('link', { name: 'Edit Flood stories' }).getAttribute('href'),
      `/admin/crowdnewsroom/edit/${floodId}`,
    );
    assert.equal(getByRole('link', { name: 'New call-out' }).getAttribute('href'), '/admin/crowdnewsroom/new');
    const row = getByRole('link', { name: 'School meals' }).closest('tr')!;
    assert.match(row.textContent ?? '', /Draft/);
    assert.deepEqual(await axeViolations(), []);
  });

  it('asks only for the call-outs a reviewer reviews, without edit links when they may edit none', async () => {
    const reviewOnly = { canReview: true, canEdit: false };
    const api = await open(reviewerContact, { [floodId]: reviewOnly, c2: reviewOnly });
    assert.deepEqual(rulesOf(api.calls[0]!), {
      condition: 'AND',
      rules: [{ field: 'canReview', operator: 'equal', value: [true] }],
    });
    assert.equal(queryAllByRole('link', { name: /^Edit/ }).length, 0);
    assert.equal(queryAllByRole('columnheader', { name: 'Actions' }).length, 0);
    assert.equal(queryAllByRole('link', { name: 'New call-out' }).length, 0);
  });

  it('shows a reviewer the edit link on the call-outs their record lets them edit only', async () => {
    await open(reviewerContact, {
      [floodId]: { canReview: true, canEdit: false },
      c2: { canReview: true, canEdit: true },
    });
    assert.equal(getByRole('link', { name: 'Edit School meals' }).getAttribute('href'), '/admin/crowdnewsroom/edit/c2');
    assert.equal(queryAllByRole('link', { name: 'Edit Flood stories' }).length, 0);
    assert.equal(queryAllByRole('link', { name: 'New call-out' }).length, 0);
    assert.deepEqual(await axeViolations(), []);
  });

  it('filters by status and searches by title', async () => {
    const api = await open(adminContact);
    const status = getByLabelText('Status') as unknown as HTMLSelectElement;
    status.value = 'open';
    status.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => assert.equal(api.calls.length, 2));
    assert.deepEqual(rulesOf(api.calls[1]!), {
      condition: 'AND',
      rules: [{ field: 'status', operator: 'equal', value: ['open'] }],
    });

    typeInto(getByLabelText('Search by title'), ' flood ');
    await sleep(0);
    getByRole('button', { name: 'Search' }).click();
    await waitFor(() => assert.equal(api.calls.length, 3));
    assert.deepEqual(rulesOf(api.calls[2]!), {
      condition: 'AND',
      rules: [
        { field: 'status', operator: 'equal', value: ['open'] },
        { field: 'title', operator: 'contains', value: ['flood'] },
      ],
    });
    assert.equal(queryOf(api.calls[2]!).get('offset'), '0');
  });

  it('invites an admin to create the first call-out when there is none', async () => {
    const api = fakeApi((call) => (pathOf(call) === 'callout' ? listAnswer([]) : undefined));
    await renderAdminPage(CalloutListPage, '/admin/crowdnewsroom', api);
    const said = await waitFor(() =>
      getByText('No call-outs yet. Create your first call-out to collect readers’ stories.'),
    );
    assert.equal(said.getAttribute('role'), 'status');
    const create = getByRole('link', { name: 'Create a call-out' });
    assert.equal(create.getAttribute('href'), '/admin/crowdnewsroom/new');
    assert.deepEqual(await axeViolations(document.body), []);
  });

  it('tells a reviewer with nothing to review who adds reviewers', async () => {
    const api = fakeApi((call) => (pathOf(call) === 'callout' ? listAnswer([]) : undefined));
    await renderAdminPage(CalloutListPage, '/admin/crowdnewsroom', api, reviewerContact);
    await waitFor(() => getByText('No call-outs to review yet. An admin adds you as a reviewer of a call-out.'));
    assert.equal(queryAllByRole('link', { name: 'Create a call-out' }).length, 0);
  });

  it('asks for another filter when nothing matches it', async () => {
    const api = fakeApi((call) => (pathOf(call) === 'callout' ? listAnswer([]) : undefined));
    await renderAdminPage(CalloutListPage, '/admin/crowdnewsroom', api);
    await waitFor(() => getByRole('link', { name: 'Create a call-out' }));
    typeInto(getByLabelText('Search by title'), 'nothing like it');
    await sleep(0);
    getByRole('button', { name: 'Search' }).click();
    await waitFor(() =>
      getByText('No call-outs match this status and search. Choose another status or change the search.'),
    );
    assert.equal(queryAllByRole('link', { name: 'Create a call-out' }).length, 0);
  });
});
