import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  queryAllByText,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import type { CalloutTag } from '@masthead/core';
import { apiError, fakeApi, pathOf, type SentCall } from '@masthead/client/testing';
import { renderPage } from '../../../../testing/render-page.tsx';
import { calloutFixture, reviewerContact, tags as startTags } from '../review.test-helper.ts';
import { CalloutViewPage } from './callout-view-page.tsx';

const callout = calloutFixture();

function server(initial: readonly CalloutTag[] = startTags) {
  let tags: CalloutTag[] = [...initial];
  return fakeApi((call: SentCall) => {
    const path = pathOf(call);
    const name = (call.body as { name?: string } | undefined)?.name;
    if (call.method === 'GET' && path === `callout/${callout.id}`) return { status: 200, body: callout };
    if (path === `callout/${callout.id}/tags` && call.method === 'GET') return { status: 200, body: tags };
    if (path === `callout/${callout.id}/tags` && call.method === 'POST') {
      if (tags.some((t) => t.name.toLowerCase() === name?.toLowerCase())) return apiError('duplicate-tag-name');
      const tag = { id: 'tag-new', name: name!, description: '' };
      tags = [...tags, tag];
      return { status: 200, body: tag };
    }
    const one = /^callout\/[^/]+\/tags\/(.+)$/.exec(path);
    if (one && call.method === 'PATCH') {
      tags = tags.map((t) => (t.id === one[1] ? { ...t, name: name! } : t));
      return { status: 200, body: tags.find((t) => t.id === one[1]) };
    }
    if (one && call.method === 'DELETE') {
      tags = tags.filter((t) => t.id !== one[1]);
      return { status: 204 };
    }
    return undefined;
  });
}

const tagNames = () =>
  [...getByRole('list', { name: 'Tags of this call-out' }).querySelectorAll('li > span:first-child')].map(
    (el) => el.textContent,
  );

/** The tags tab of the call-out, opened by a reviewer. */
async function openTags(api: ReturnType<typeof server>) {
  await renderPage(CalloutViewPage, {
    url: `/admin/crowdnewsroom/view/${callout.id}/responses/tags`,
    route: '/admin/crowdnewsroom/view/:id/responses/tags',
    params: { id: callout.id },
    fetch: api.fetch,
    contact: reviewerContact,
  });
}

describe('Response tags', () => {
  it('says how to start when the call-out has no tags, until the first one is added', async () => {
    await openTags(server([]));
    const empty =
      'This call-out has no tags yet. Add one under “New tag” below, then put it on responses to sort them.';
    await waitFor(() => getByText(empty));
    typeInto(getByLabelText('New tag'), 'Follow up');
    await sleep(0);
    getByRole('button', { name: 'Add tag' }).click();
    await waitFor(() => assert.deepEqual(tagNames(), ['Follow up']));
    assert.equal(queryAllByText(empty).length, 0);
    assert.deepEqual(await axeViolations(document.body), []);
  });

  it('lists, adds, renames and deletes the tags of a call-out (as a reviewer)', async () => {
    const api = server();
    await renderPage(CalloutViewPage, {
      url: `/admin/crowdnewsroom/view/${callout.id}/responses/tags`,
      route: '/admin/crowdnewsroom/view/:id/responses/tags',
      params: { id: callout.id },
      fetch: api.fetch,
      contact: reviewerContact,
    });
    await waitFor(() => getByRole('list', { name: 'Tags of this call-out' }));
    assert.deepEqual(tagNames(), ['Follow up', 'Photo']);
    assert.equal(getByRole('link', { name: 'Tags' }).getAttribute('aria-current'), 'page');

    typeInto(getByLabelText('New tag'), 'photo');
    await sleep(0);
    getByRole('button', { name: 'Add tag' }).click();
    await waitFor(() => getByText('A tag with this name already exists'));
    assert.equal(getByLabelText('New tag').getAttribute('aria-invalid'), 'true');

    typeInto(getByLabelText('New tag'), 'Legal check');
    await sleep(0);
    getByRole('button', { name: 'Add tag' }).click();
    await waitFor(() => getByText('Tag Legal check added.'));
    assert.deepEqual(tagNames(), ['Follow up', 'Legal check', 'Photo']);
    assert.equal(getByLabelText('New tag').value, '');

    getByRole('button', { name: 'Rename Photo' }).click();
    const field = await waitFor(() => getByLabelText('New name for Photo'));
    assert.equal(document.activeElement, field);
    typeInto(field, 'Photos');
    await sleep(0);
    getByRole('button', { name: 'Save name' }).click();
    await waitFor(() => getByText('Tag renamed to Photos.'));
    assert.deepEqual(tagNames(), ['Follow up', 'Legal check', 'Photos']);
    await waitFor(() => assert.equal(document.activeElement, getByRole('button', { name: 'Rename Photos' })));

    getByRole('button', { name: 'Delete Follow up' }).click();
    (await waitFor(() => getByRole('button', { name: 'Yes, delete Follow up' }))).click();
    await waitFor(() => getByText('Tag Follow up deleted.'));
    assert.deepEqual(tagNames(), ['Legal check', 'Photos']);
    assert.equal(queryAllByRole('button', { name: 'Delete Follow up' }).length, 0);

    assert.deepEqual(
      api.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]),
      [
        ['POST', `callout/${callout.id}/tags`, { name: 'photo' }],
        ['POST', `callout/${callout.id}/tags`, { name: 'Legal check' }],
        ['PATCH', `callout/${callout.id}/tags/${startTags[1]!.id}`, { name: 'Photos' }],
        ['DELETE', `callout/${callout.id}/tags/${startTags[0]!.id}`, undefined],
      ],
    );
  });
});
