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
import type { SessionContact } from '@masthead/client';
import type { CalloutReviewer } from '@masthead/core';
import { fakeApi, listAnswer, pathOf, queryOf, type SentCall } from '@masthead/client/testing';
import { renderPage } from '../../../../testing/render-page.tsx';
import { adminContact, contactOf } from '../../../../admin-kit/admin-contacts.test-helper.ts';
import { bucketOf, calloutFixture, reviewerContact } from '../review.test-helper.ts';
import { CalloutViewPage } from './callout-view-page.tsx';

const callout = calloutFixture();
const counts: Record<string, number> = { '': 4, verified: 2, trash: 1 };
const ana = contactOf({
  ...reviewerContact,
  id: '00000000-0000-4000-8000-0000000000c3',
  displayName: 'Ana Lyst',
  email: 'ana@example.org',
});

/** The server's reviewer records; the caller's rights come from them, as `with=rights` answers. */
function server(contact: SessionContact, reviewerCanEdit = false) {
  let reviewers: CalloutReviewer[] = [{ id: 'r1', contact: contactOf(reviewerContact), canEdit: reviewerCanEdit }];
  const rightsOf = () => {
    if (adminContact.id === contact.id) return { canReview: true, canEdit: true };
    const record = reviewers.find((r) => r.contact.id === contact.id);
    return { canReview: !!record, canEdit: !!record?.canEdit };
  };
  return fakeApi((call: SentCall) => {
    const path = pathOf(call);
    const body = call.body as { contactId?: string; canEdit?: boolean };
    if (call.method === 'GET' && path === `callout/${callout.id}`) {
      const asked = queryOf(call).getAll('with');
      return { status: 200, body: asked.includes('rights') ? { ...callout, ...rightsOf() } : callout };
    }
    if (call.method === 'GET' && path === `callout/${callout.id}/responses`) {
      return listAnswer([], counts[bucketOf(call) ?? ''] ?? 0);
    }
    if (path === `callout/${callout.id}/reviewers` && call.method === 'GET') return { status: 200, body: reviewers };
    if (path === `callout/${callout.id}/reviewers` && call.method === 'POST') {
      const added = { id: 'r2', contact: ana, canEdit: body.canEdit ?? false };
      reviewers = [...reviewers, added];
      return { status: 200, body: added };
    }
    const one = /^callout\/[^/]+\/reviewers\/(.+)$/.exec(path);
    if (one && call.method === 'PATCH') {
      reviewers = reviewers.map((r) => (r.contact.id === one[1] ? { ...r, canEdit: !!body.canEdit } : r));
      return { status: 200, body: reviewers.find((r) => r.contact.id === one[1]) };
    }
    if (one && call.method === 'DELETE') {
      reviewers = reviewers.filter((r) => r.contact.id !== one[1]);
      return { status: 204 };
    }
    if (call.method === 'GET' && path === 'contact') {
      const rules = JSON.parse(queryOf(call).get('rules') ?? '{}') as { rules: { value: string[] }[] };
      return listAnswer(rules.rules[0]?.value[0] === 'ana' ? [ana] : []);
    }
    return undefined;
  });
}

async function open(contact: SessionContact, reviewerCanEdit = false) {
  const api = server(contact, reviewerCanEdit);
  await renderPage(CalloutViewPage, {
    url: `/admin/crowdnewsroom/view/${callout.id}`,
    route: '/admin/crowdnewsroom/view/:id',
    params: { id: callout.id },
    fetch: api.fetch,
    contact,
  });
  await waitFor(() => getByRole('heading', { name: 'Flood stories', level: 1 }));
  return api;
}

describe('Call-out overview', () => {
  it('shows the status, the responses per bucket, the public page and the embed code', async () => {
    const api = await open(adminContact);
    await waitFor(() => getByRole('link', { name: 'Verified' }));
    const counted = getByRole('list', { name: 'Responses per bucket' }).textContent;
    assert.equal(counted, '4Inbox2Verified1Trash');
    assert.deepEqual(api.calls.filter((c) => pathOf(c).endsWith('/responses')).map(bucketOf), [
      '',
      'verified',
      'trash',
    ]);
    assert.equal(
      getByRole('link', { name: 'Verified' }).getAttribute('href'),
      `/admin/crowdnewsroom/view/${callout.id}/responses?bucket=verified`,
    );
    assert.equal(
      getByRole('link', { name: '/crowdnewsroom/flood-stories' }).getAttribute('href'),
      '/crowdnewsroom/flood-stories',
    );
    assert.equal(getByRole('link', { name: 'Overview' }).getAttribute('aria-current'), 'page');
    const snippet = getByLabelText('Embed code') as unknown as HTMLTextAreaElement;
    assert.equal(
      snippet.value,
      `<script type="module" src="${location.origin}/embed/masthead.js"></script>\n` +
        `<callout-form slug="flood-stories">\n  <a href="${location.origin}/crowdnewsroom/flood-stories">Answer this call-out on our site</a>\n</callout-form>`,
    );
    getByRole('button', { name: 'Copy embed code' }).click();
    await waitFor(() =>
      getByText(/^(Copied to the clipboard\.|The code is selected: press Ctrl\+C \(or ⌘\+C\) to copy it\.)$/),
    );
    assert.ok(getByText(/Open|Ended|Draft|Scheduled/));
    assert.equal(
      getByRole('link', { name: 'Edit this call-out' }).getAttribute('href'),
      `/admin/crowdnewsroom/edit/${callout.id}`,
    );
  });

  it('shows the bucket counts as cards, without list bullets or indent', async () => {
    await open(adminContact);
    await waitFor(() => getByRole('link', { name: 'Verified' }));
    const list = getByRole('list', { name: 'Responses per bucket' });
    assert.equal(getComputedStyle(list).paddingInlineStart, '0px');
    const markers = [...list.querySelectorAll('li')].map((item) => getComputedStyle(item).listStyleType);
    assert.deepEqual(markers, ['none', 'none', 'none']);
  });

  it('lets an admin find, add, allow editing and remove reviewers', async () => {
    const api = await open(adminContact);
    await waitFor(() => getByRole('checkbox', { name: 'Rhea Viewer may edit the call-out' }));

    typeInto(getByLabelText('Name or email'), 'zed');
    await sleep(0);
    getByRole('button', { name: 'Find contact' }).click();
    await waitFor(() => getByText('Contact not found'));

    typeInto(getByLabelText('Name or email'), 'ana');
    await sleep(0);
    getByRole('button', { name: 'Find contact' }).click();
    (await waitFor(() => getByRole('button', { name: 'Add Ana Lyst as a reviewer' }))).click();
    await waitFor(() => getByRole('checkbox', { name: 'Ana Lyst may edit the call-out' }));
    assert.deepEqual(api.calls.find((c) => c.method === 'POST')?.body, { contactId: ana.id, canEdit: false });
    getByText('Ana Lyst is now a reviewer.');

    getByRole('checkbox', { name: 'Rhea Viewer may edit the call-out' }).click();
    await waitFor(() =>
      assert.equal(
        (getByRole('checkbox', { name: 'Rhea Viewer may edit the call-out' }) as HTMLInputElement).checked,
        true,
      ),
    );
    const patch = api.calls.find((c) => c.method === 'PATCH')!;
    assert.deepEqual(
      [patch.path, patch.body],
      [`callout/${callout.id}/reviewers/${reviewerContact.id}`, { canEdit: true }],
    );

    getByRole('button', { name: 'Remove Rhea Viewer' }).click();
    await waitFor(() => assert.equal(queryAllByRole('button', { name: 'Remove Rhea Viewer' }).length, 0));
    assert.equal(
      api.calls.find((c) => c.method === 'DELETE')?.path,
      `callout/${callout.id}/reviewers/${reviewerContact.id}`,
    );
    getByText('Rhea Viewer is no longer a reviewer.');
  });

  it('shows a reviewer no reviewer management and asks nothing about reviewers', async () => {
    const api = await open(reviewerContact);
    await waitFor(() => getByRole('link', { name: 'Trash' }));
    await sleep(50);
    assert.equal(queryAllByRole('heading', { name: 'Reviewers' }).length, 0);
    assert.equal(queryAllByRole('link', { name: 'Edit this call-out' }).length, 0);
    assert.equal(api.calls.filter((c) => c.path.includes('reviewers')).length, 0);
  });

  it('shows a reviewer who may edit the call-out the edit link, asking the server for their rights', async () => {
    const api = await open(reviewerContact, true);
    await waitFor(() => getByRole('link', { name: 'Edit this call-out' }));
    assert.equal(
      getByRole('link', { name: 'Edit this call-out' }).getAttribute('href'),
      `/admin/crowdnewsroom/edit/${callout.id}`,
    );
    assert.deepEqual(queryOf(api.calls[0]!).getAll('with'), ['form', 'rights', 'responseViewSchema']);
    assert.equal(queryAllByRole('heading', { name: 'Reviewers' }).length, 0);
  });

  it('tells a reviewer of other call-outs that she does not review this one, instead of counting 0 responses', async () => {
    const other = { ...reviewerContact, id: '00000000-0000-4000-8000-0000000000d4', email: 'other@example.org' };
    const api = await open(other);
    await waitFor(() => getByText('You do not review this call-out'));
    await sleep(50);
    assert.equal(queryAllByRole('list', { name: 'Responses per bucket' }).length, 0);
    assert.equal(api.calls.filter((c) => pathOf(c).endsWith('/responses')).length, 0, 'no counts asked');
    // The responses tab says the same.
    getByRole('link', { name: 'Responses' }).click();
    await waitFor(() => assert.equal(location.pathname, `/admin/crowdnewsroom/view/${callout.id}/responses`));
    await waitFor(() => getByText(/Its responses are shown only to admins and the call-out's reviewers/));
    assert.equal(api.calls.filter((c) => pathOf(c).endsWith('/responses')).length, 0);
  });
});
