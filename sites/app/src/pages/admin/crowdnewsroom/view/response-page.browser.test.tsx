import {
  assert,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  queryAllByText,
  sleep,
  waitFor,
} from '@masthead/test/browser-setup';
import type { SessionContact } from '@masthead/client';
import type { CalloutResponse, ResponseComment } from '@masthead/core';
import { fakeApi, listAnswer, pathOf, queryOf, type SentCall } from '@masthead/client/testing';
import { renderPage } from '../../../../testing/render-page.tsx';
import { adminContact, contactOf } from '../../../../admin-kit/admin-contacts.test-helper.ts';
import { chooseOption, rulesOf } from '../../../../admin-kit/admin-page.test-helper.ts';
import { axeViolations, calloutFixture, responseFixture, reviewerContact, tags } from '../review.test-helper.ts';
import { CalloutViewPage } from './callout-view-page.tsx';

const callout = calloutFixture();
const response = responseFixture(3, {
  answers: { s1: { name: 'Mo', happy: 'yes' }, s2: { agree: true } },
  tags: [tags[0]!],
});
const comment = (id: string, author: SessionContact, text: string): ResponseComment => ({
  id,
  responseId: response.id,
  contact: contactOf(author),
  text,
  createdAt: '2026-11-04T10:00:00.000Z',
  updatedAt: '2026-11-04T10:00:00.000Z',
});

function server() {
  let current: CalloutResponse = { ...response };
  let comments = [comment('k1', adminContact, 'Call her back'), comment('k2', reviewerContact, 'Checked the photo')];
  return fakeApi((call: SentCall) => {
    const path = pathOf(call);
    const body = call.body as Record<string, unknown>;
    if (call.method === 'GET' && path === `callout/${callout.id}`) return { status: 200, body: callout };
    if (call.method === 'GET' && path === `callout/${callout.id}/tags`) return { status: 200, body: tags };
    if (call.method === 'GET' && path === `callout/${callout.id}/reviewers`) {
      return { status: 200, body: [{ id: 'r1', contact: contactOf(reviewerContact), canEdit: false }] };
    }
    if (call.method === 'GET' && path === `callout/${callout.id}/responses`) {
      const older = JSON.stringify(rulesOf(call)).includes('"less"');
      return listAnswer([responseFixture(older ? 2 : 4)]);
    }
    if (path === `callout-responses/${response.id}` && call.method === 'GET') return { status: 200, body: current };
    if (path === `callout-responses/${response.id}` && call.method === 'PATCH') {
      const { tags: tagIds, assigneeId, ...rest } = body as { tags?: string[]; assigneeId?: string | null };
      current = { ...current, ...rest };
      if (tagIds) current.tags = tags.filter((t) => tagIds.includes(t.id));
      if (assigneeId !== undefined) current.assignee = assigneeId ? contactOf(reviewerContact) : null;
      const { contact: _contact, ...answered } = current;
      return { status: 200, body: answered };
    }
    if (path === 'callout-response-comments' && call.method === 'GET') return listAnswer(comments);
    if (path === 'callout-response-comments' && call.method === 'POST') {
      const added = comment('k3', adminContact, String(body.text));
      comments = [...comments, added];
      return { status: 200, body: added };
    }
    const one = /^callout-response-comments\/(.+)$/.exec(path);
    if (one && call.method === 'PATCH') {
      comments = comments.map((c) =>
        c.id === one[1] ? { ...c, text: String(body.text), updatedAt: '2026-11-05T10:00:00.000Z' } : c,
      );
      return { status: 200, body: comments.find((c) => c.id === one[1]) };
    }
    if (one && call.method === 'DELETE') {
      comments = comments.filter((c) => c.id !== one[1]);
      return { status: 204 };
    }
    return undefined;
  });
}

function typeText(field: HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

async function open(contact: SessionContact = adminContact) {
  const api = server();
  await renderPage(CalloutViewPage, {
    url: `/admin/crowdnewsroom/view/${callout.id}/responses/${response.id}`,
    route: '/admin/crowdnewsroom/view/:id/responses/:rid',
    params: { id: callout.id, rid: response.id },
    fetch: api.fetch,
    contact,
  });
  await waitFor(() => getByRole('heading', { name: 'Response 3' }));
  return api;
}

const answerOf = (label: string) => getByText(label).nextElementSibling?.textContent;
const patches = (api: ReturnType<typeof server>) =>
  api.calls.filter((c) => c.method === 'PATCH' && c.path === `callout-responses/${response.id}`).map((c) => c.body);

describe('Single response', () => {
  it('shows the answers read-only, labelled from the form, and links its neighbours', async () => {
    const api = await open();
    assert.deepEqual(queryOf(api.calls.find((c) => c.path.startsWith('callout-responses/'))!).getAll('with'), [
      'answers',
      'contact',
      'assignee',
      'tags',
    ]);
    assert.deepEqual(['Your name', 'Are you happy?', 'May we quote you?', 'Age'].map(answerOf), [
      'Mo',
      'Very much',
      'Yes',
      'No answer',
    ]);
    assert.ok(getByRole('heading', { name: 'About you', level: 3 }));
    assert.equal(queryAllByRole('textbox', { name: 'Your name' }).length, 0, 'answers are not form fields');
    const previous = await waitFor(() => getByRole('link', { name: 'Previous: response 2' }));
    const next = getByRole('link', { name: 'Next: response 4' });
    assert.equal(
      previous.getAttribute('href'),
      `/admin/crowdnewsroom/view/${callout.id}/responses/${responseFixture(2).id}`,
    );
    assert.equal(
      next.getAttribute('href'),
      `/admin/crowdnewsroom/view/${callout.id}/responses/${responseFixture(4).id}`,
    );
    const neighbourQueries = api.calls
      .filter((c) => pathOf(c) === `callout/${callout.id}/responses`)
      .map((c) => [rulesOf(c), queryOf(c).get('sort'), queryOf(c).get('order'), queryOf(c).get('limit')]);
    assert.deepEqual(neighbourQueries, [
      [
        {
          condition: 'AND',
          rules: [
            { field: 'bucket', operator: 'equal', value: [''] },
            { field: 'createdAt', operator: 'less', value: [response.createdAt] },
          ],
        },
        'number',
        'DESC',
        '1',
      ],
      [
        {
          condition: 'AND',
          rules: [
            { field: 'bucket', operator: 'equal', value: [''] },
            { field: 'createdAt', operator: 'greater', value: [response.createdAt] },
          ],
        },
        'number',
        'ASC',
        '1',
      ],
    ]);
  });

  it('tags, assigns and moves the response, one PATCH each', async () => {
    const api = await open();
    const photo = await waitFor(() => getByRole('checkbox', { name: 'Photo' }) as HTMLInputElement);
    assert.equal((getByRole('checkbox', { name: 'Follow up' }) as HTMLInputElement).checked, true);
    photo.click();
    await waitFor(() => getByText('Tag Photo added.'));
    assert.equal((getByRole('checkbox', { name: 'Photo' }) as HTMLInputElement).checked, true);

    await waitFor(() =>
      assert.ok(
        [...(getByLabelText('Assignee') as unknown as HTMLSelectElement).options].some(
          (o) => o.value === reviewerContact.id,
        ),
      ),
    );
    chooseOption('Assignee', reviewerContact.id);
    await sleep(0);
    getByRole('button', { name: 'Save assignee' }).click();
    await waitFor(() => getByText('Assigned to Rhea Viewer.'));

    const verified = getByRole('button', { name: 'Verified' });
    assert.equal(verified.getAttribute('aria-pressed'), 'false');
    verified.focus();
    verified.click();
    await waitFor(() => getByText('Moved to Verified.'));
    assert.equal(getByRole('button', { name: 'Verified' }).getAttribute('aria-pressed'), 'true');
    assert.equal(document.activeElement, getByRole('button', { name: 'Verified' }));
    assert.deepEqual(patches(api), [
      { tags: [tags[0]!.id, tags[1]!.id] },
      { assigneeId: reviewerContact.id },
      { bucket: 'verified' },
    ]);
    assert.equal(getByText('Bucket').nextElementSibling?.textContent, 'Verified');
    await waitFor(() => getByText('Call her back'));
    assert.deepEqual(await axeViolations(), []);
  });

  it('adds, edits and deletes comments', async () => {
    const api = await open();
    await waitFor(() => getByText('Call her back'));
    typeText(getByLabelText('Add a comment') as unknown as HTMLTextAreaElement, 'Spoke to Mo today');
    await sleep(0);
    getByRole('button', { name: 'Add comment' }).click();
    await waitFor(() => getByText('Comment added.'));
    assert.equal(getByText('Spoke to Mo today').tagName, 'P');
    assert.deepEqual(api.calls.find((c) => c.method === 'POST')?.body, {
      responseId: response.id,
      text: 'Spoke to Mo today',
    });
    assert.equal((getByLabelText('Add a comment') as unknown as HTMLTextAreaElement).value, '');

    getByRole('button', { name: 'Edit comment 1 by Ed Itor' }).click();
    const edit = await waitFor(() => getByLabelText('Edit comment 1 by Ed Itor') as unknown as HTMLTextAreaElement);
    assert.equal(edit.value, 'Call her back');
    typeText(edit, 'Call her back on Monday');
    await sleep(0);
    getByRole('button', { name: 'Save comment' }).click();
    await waitFor(() => getByText('Comment saved.'));
    assert.equal(getByText('Call her back on Monday').tagName, 'P');
    const patch = api.calls.find((c) => c.method === 'PATCH')!;
    assert.deepEqual([patch.path, patch.body], ['callout-response-comments/k1', { text: 'Call her back on Monday' }]);
    getByText('(edited)');

    getByRole('button', { name: 'Delete comment 2 by Rhea Viewer' }).click();
    (await waitFor(() => getByRole('button', { name: 'Yes, delete' }))).click();
    await waitFor(() => assert.equal(queryAllByText('Checked the photo').length, 0));
    assert.equal(api.calls.find((c) => c.method === 'DELETE')?.path, 'callout-response-comments/k2');
    getByText('Comment deleted.');
  });

  it('lets a reviewer change only their own comments and refuses an empty one', async () => {
    const api = await open(reviewerContact);
    await waitFor(() => getByText('Call her back'));
    assert.equal(queryAllByRole('button', { name: /comment \d+ by Ed Itor/ }).length, 0);
    assert.equal(queryAllByRole('button', { name: /comment \d+ by Rhea Viewer/ }).length, 2);
    getByRole('button', { name: 'Add comment' }).click();
    await waitFor(() => getByText('This field is required'));
    assert.equal(api.calls.filter((c) => c.method === 'POST').length, 0);
    assert.equal(api.calls.filter((c) => c.path.includes('reviewers')).length, 0);
  });

  it('works from the keyboard: a letter moves the response, j opens the next, ? lists the keys and turns them off', async () => {
    localStorage.removeItem('masthead.response-shortcuts');
    const api = await open();
    await waitFor(() => getByRole('link', { name: 'Next: response 4' }));
    const press = (key: string, target: Element = document.body) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

    // Typing in the comment box is typing, not a shortcut.
    const comment = (await waitFor(() => getByLabelText('Add a comment'))) as unknown as HTMLTextAreaElement;
    press('v', comment);
    await sleep(0);
    assert.deepEqual(patches(api), []);

    press('v');
    await waitFor(() => getByText('Moved to Verified.'));
    assert.deepEqual(patches(api), [{ bucket: 'verified' }]);
    press('t');
    assert.equal(document.activeElement, getByRole('checkbox', { name: 'Follow up' }));
    press('a');
    assert.equal(document.activeElement, getByLabelText('Assignee'));

    press('?');
    const help = await waitFor(() => getByRole('dialog', { name: 'Keyboard shortcuts' }));
    getByText('Move to Trash', help);
    assert.deepEqual(await axeViolations(), []);
    (getByRole('checkbox', { name: 'Use single-key shortcuts' }, help) as HTMLInputElement).click();
    getByRole('button', { name: 'Close' }, help).click();
    await waitFor(() => assert.equal(queryAllByRole('dialog').length, 0));
    press('x');
    await sleep(10);
    assert.deepEqual(patches(api), [{ bucket: 'verified' }], 'turned off: x does nothing');
    assert.equal(localStorage.getItem('masthead.response-shortcuts'), 'off');

    localStorage.removeItem('masthead.response-shortcuts');
    getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const again = await waitFor(() => getByRole('dialog', { name: 'Keyboard shortcuts' }));
    (getByRole('checkbox', { name: 'Use single-key shortcuts' }, again) as HTMLInputElement).click();
    getByRole('button', { name: 'Close' }, again).click();
    await waitFor(() => assert.equal(queryAllByRole('dialog').length, 0));
    press('j');
    await waitFor(() =>
      assert.equal(location.pathname, `/admin/crowdnewsroom/view/${callout.id}/responses/${responseFixture(4).id}`),
    );
  });
});
