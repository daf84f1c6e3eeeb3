import {
  assert,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  press,
  queryAllByRole,
  sleep,
  waitFor,
} from '@masthead/test/browser-setup';
import type { CalloutResponse } from '@masthead/core';
import { fakeApi, listAnswer, pathOf, queryOf, type SentCall } from '@masthead/client/testing';
import { renderPage } from '../../../../testing/render-page.tsx';
import { adminContact, contactOf } from '../../../../admin-kit/admin-contacts.test-helper.ts';
import { chooseOption, rulesOf } from '../../../../admin-kit/admin-page.test-helper.ts';
import {
  axeViolations,
  reviewerContact,
  bucketOf,
  calloutFixture,
  responseFixture,
  tags,
} from '../review.test-helper.ts';
import { CalloutViewPage } from './callout-view-page.tsx';

const callout = calloutFixture();
const inbox = [responseFixture(3), responseFixture(2, { tags: [tags[0]!] }), responseFixture(1)];
const verified = [responseFixture(4, { bucket: 'verified' })];

function server(inboxTotal = inbox.length) {
  let byBucket: Record<string, CalloutResponse[]> = { '': inbox, verified, trash: [] };
  return fakeApi((call: SentCall) => {
    const path = pathOf(call);
    if (call.method === 'GET' && path === `callout/${callout.id}`) return { status: 200, body: callout };
    if (call.method === 'GET' && path === `callout/${callout.id}/tags`) return { status: 200, body: tags };
    if (call.method === 'GET' && path === `callout/${callout.id}/reviewers`) {
      return { status: 200, body: [{ id: 'r1', contact: contactOf(reviewerContact), canEdit: false }] };
    }
    if (call.method === 'GET' && path === `callout/${callout.id}/responses`) {
      const bucket = bucketOf(call) ?? '';
      const items = byBucket[bucket] ?? [];
      return listAnswer(items, bucket === '' && items.length > 0 ? inboxTotal : items.length);
    }
    if (call.method === 'PATCH' && path === 'callout-responses') {
      const moved = byBucket['']!;
      byBucket = { ...byBucket, '': [], trash: moved };
      return { status: 200, body: { affected: moved.length } };
    }
    return undefined;
  });
}

const responseCalls = (api: ReturnType<typeof server>) =>
  api.calls.filter((c) => c.method === 'GET' && pathOf(c) === `callout/${callout.id}/responses`);

async function open(url = `/admin/crowdnewsroom/view/${callout.id}/responses`, first = 'Response 3', total?: number) {
  const api = server(total);
  await renderPage(CalloutViewPage, {
    url,
    route: '/admin/crowdnewsroom/view/:id/responses',
    params: { id: callout.id },
    fetch: api.fetch,
    contact: adminContact,
  });
  await waitFor(() => getByRole('link', { name: first }));
  return api;
}

describe('Responses table', () => {
  it('lists a bucket per tab and moves between tabs with the arrow keys', async () => {
    const api = await open();
    const [first] = responseCalls(api);
    assert.deepEqual(rulesOf(first!), {
      condition: 'AND',
      rules: [{ field: 'bucket', operator: 'equal', value: [''] }],
    });
    assert.deepEqual(queryOf(first!).getAll('with'), ['contact', 'assignee', 'tags', 'answers']);
    assert.equal(getByRole('tab', { name: 'Inbox' }).getAttribute('aria-selected'), 'true');
    assert.equal(getByRole('link', { name: 'Response 2' }).closest('tr')?.textContent?.includes('Follow up'), true);

    getByRole('tab', { name: 'Verified' }).click();
    await waitFor(() => getByRole('link', { name: 'Response 4' }));
    assert.equal(bucketOf(responseCalls(api).at(-1)!), 'verified');
    assert.equal(location.search, '?bucket=verified');

    getByRole('tab', { name: 'Verified' }).focus();
    await press('ArrowRight');
    await waitFor(() => assert.equal(getByRole('tab', { name: 'Trash' }).getAttribute('aria-selected'), 'true'));
    assert.equal(document.activeElement, getByRole('tab', { name: 'Trash' }));
    await waitFor(() =>
      getByText('No responses in Trash. Move responses here with the bulk actions or from a response’s page.'),
    );
  });

  it("names each row by the answer the response title setting points at, else 'Response N'", async () => {
    const titled = calloutFixture({
      responseViewSchema: {
        buckets: [],
        titleProp: 'answers.s1.name',
        imageProp: '',
        links: [],
        gallery: false,
        map: null,
      },
    });
    const rows = [
      responseFixture(3, { answers: { s1: { name: '  Ana from the harbour ' } } }),
      responseFixture(2, { answers: { s1: { name: '' } } }),
      responseFixture(1, { answers: { s2: { age: 40 } } }),
    ];
    const api = fakeApi((call: SentCall) => {
      const path = pathOf(call);
      if (call.method !== 'GET') return undefined;
      if (path === `callout/${callout.id}`) {
        // The view page asks for the call-out once, with its view settings.
        const wanted = queryOf(call).getAll('with');
        return { status: 200, body: wanted.includes('responseViewSchema') ? titled : callout };
      }
      if (path === `callout/${callout.id}/tags`) return { status: 200, body: tags };
      if (path === `callout/${callout.id}/reviewers`) return { status: 200, body: [] };
      if (path === `callout/${callout.id}/responses`) return listAnswer(rows, rows.length);
      return undefined;
    });
    await renderPage(CalloutViewPage, {
      url: `/admin/crowdnewsroom/view/${callout.id}/responses`,
      route: '/admin/crowdnewsroom/view/:id/responses',
      params: { id: callout.id },
      fetch: api.fetch,
      contact: adminContact,
    });
    await waitFor(() => getByRole('link', { name: 'Ana from the harbour' }));
    const asked = api.calls.filter((call) => call.method === 'GET' && pathOf(call) === `callout/${callout.id}`);
    assert.equal(asked.length, 1, 'the call-out is loaded once, by the view page');
    const links = queryAllByRole('link').filter((link) => link.closest('tbody'));
    assert.deepEqual(
      links.map((link) => link.textContent),
      ['Ana from the harbour', 'Response 2', 'Response 1'],
      'an empty or missing answer falls back to the number',
    );
    assert.ok(
      links[0]!.closest('tr')!.querySelector('input[aria-label="Select response 3"]'),
      'the title is its own row',
    );
    assert.deepEqual(await axeViolations(), []);
  });

  it("never shows the old tab's rows while the new tab loads", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = server();
    // The verified list answers only when the test says so.
    const fetch: typeof api.fetch = async (input, init) => {
      const url = decodeURIComponent(input instanceof Request ? input.url : String(input));
      if (url.includes('"verified"')) await held;
      return api.fetch(input, init);
    };
    await renderPage(CalloutViewPage, {
      url: `/admin/crowdnewsroom/view/${callout.id}/responses`,
      route: '/admin/crowdnewsroom/view/:id/responses',
      params: { id: callout.id },
      fetch,
      contact: adminContact,
    });
    await waitFor(() => getByRole('link', { name: 'Response 3' }));
    getByRole('tab', { name: 'Verified' }).click();
    await waitFor(() => assert.equal(getByRole('tab', { name: 'Verified' }).getAttribute('aria-selected'), 'true'));
    await sleep(50);
    assert.equal(queryAllByRole('link', { name: 'Response 3' }).length, 0, 'no inbox rows under the Verified tab');
    assert.equal(queryAllByRole('checkbox', { name: /Response 3/ }).length, 0);
    release();
    await waitFor(() => getByRole('link', { name: 'Response 4' }));
  });

  it('opens on the bucket named in the address', async () => {
    const api = await open(`/admin/crowdnewsroom/view/${callout.id}/responses?bucket=verified`, 'Response 4');
    assert.equal(getByRole('tab', { name: 'Verified' }).getAttribute('aria-selected'), 'true');
    assert.deepEqual(responseCalls(api).map(bucketOf), ['verified']);
  });

  it('sends the rules built in the filter to the server', async () => {
    const api = await open();
    getByRole('button', { name: 'Add a rule' }).click();
    await waitFor(() => getByLabelText('Field'));
    getByRole('button', { name: 'Apply filters' }).click();
    await waitFor(() => getByText('Enter a value'));
    assert.equal(responseCalls(api).length, 1, 'nothing is sent while a value is missing');

    chooseOption('Field', 'answers.s1.happy');
    await waitFor(() => getByLabelText('Value'));
    chooseOption('Condition', 'not_equal');
    chooseOption('Value', 'no');
    await sleep(0);
    getByRole('button', { name: 'Apply filters' }).click();
    await waitFor(() => assert.equal(responseCalls(api).length, 2));
    assert.deepEqual(rulesOf(responseCalls(api)[1]!), {
      condition: 'AND',
      rules: [
        { field: 'bucket', operator: 'equal', value: [''] },
        { condition: 'AND', rules: [{ field: 'answers.s1.happy', operator: 'not_equal', value: ['no'] }] },
      ],
    });

    chooseOption('Show responses that match', 'OR');
    getByRole('button', { name: 'Add a rule' }).click();
    const second = await waitFor(() => {
      const found = [...document.querySelectorAll('fieldset')].find(
        (f) => f.querySelector('legend')?.textContent === 'Rule 2',
      );
      assert.ok(found, 'a second rule');
      return found;
    });
    const pick = (label: string, value: string) => {
      const select = getByLabelText(label, second) as unknown as HTMLSelectElement;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    pick('Field', 'assignee');
    await waitFor(() =>
      assert.deepEqual(
        [...(getByLabelText('Value', second) as unknown as HTMLSelectElement).options].map((o) => o.text),
        ['Me', 'Rhea Viewer'],
      ),
    );
    pick('Value', reviewerContact.id);
    await sleep(0);
    getByRole('button', { name: 'Apply filters' }).click();
    await waitFor(() => assert.equal(responseCalls(api).length, 3));
    assert.deepEqual((rulesOf(responseCalls(api)[2]!) as { rules: unknown[] }).rules[1], {
      condition: 'OR',
      rules: [
        { field: 'answers.s1.happy', operator: 'not_equal', value: ['no'] },
        { field: 'assignee', operator: 'equal', value: [reviewerContact.id] },
      ],
    });
  });

  it('selects the whole page and moves it to the trash in one bulk change', async () => {
    const api = await open();
    assert.equal(queryAllByRole('button', { name: 'Move' }).length, 0);
    getByRole('checkbox', { name: 'Select all responses on this page' }).click();
    await waitFor(() => getByText('3 responses selected'));
    assert.deepEqual(
      ['Select response 3', 'Select response 2', 'Select response 1'].map(
        (name) => (getByRole('checkbox', { name }) as HTMLInputElement).checked,
      ),
      [true, true, true],
    );
    chooseOption('Move to', 'trash');
    await sleep(0);
    getByRole('button', { name: 'Move' }).click();
    await waitFor(() => getByText('3 responses moved to Trash.'));
    const patch = api.calls.find((c) => c.method === 'PATCH')!;
    assert.deepEqual(patch.body, {
      rules: {
        condition: 'AND',
        rules: [
          { field: 'calloutId', operator: 'equal', value: [callout.id] },
          { condition: 'OR', rules: inbox.map((r) => ({ field: 'id', operator: 'equal', value: [r.id] })) },
        ],
      },
      updates: { bucket: 'trash' },
    });
    await waitFor(() =>
      getByText('No responses in Inbox. New responses arrive here: share the call-out’s public page to collect more.'),
    );
    const publicPage = getByRole('link', { name: 'Open the call-out’s public page' });
    assert.equal(publicPage.getAttribute('href'), '/crowdnewsroom/flood-stories');
  });

  it('offers to select every matching response, and then changes them by the filter', async () => {
    const api = await open(undefined, undefined, 30);
    getByRole('checkbox', { name: 'Select all responses on this page' }).click();
    (await waitFor(() => getByRole('button', { name: 'Select all 30 matching responses' }))).click();
    await waitFor(() => getByText('30 responses selected'));
    getByText('All 30 matching responses are selected.');
    chooseOption('Assign to', adminContact.id);
    await sleep(0);
    getByRole('button', { name: 'Assign' }).click();
    await waitFor(() => getByText('3 responses assigned.'));
    assert.deepEqual(api.calls.find((c) => c.method === 'PATCH')?.body, {
      rules: {
        condition: 'AND',
        rules: [
          { field: 'calloutId', operator: 'equal', value: [callout.id] },
          { field: 'bucket', operator: 'equal', value: [''] },
        ],
      },
      updates: { assigneeId: adminContact.id },
    });
  });

  it('unticks one response and offers the CSV export', async () => {
    await open();
    getByRole('checkbox', { name: 'Select all responses on this page' }).click();
    await waitFor(() => getByText('3 responses selected'));
    getByRole('checkbox', { name: 'Select response 2' }).click();
    await waitFor(() => getByText('2 responses selected'));
    getByRole('button', { name: 'Add a rule' }).click();
    await waitFor(() => getByLabelText('Field'));
    assert.deepEqual(await axeViolations(), []);
    assert.equal(
      (getByRole('checkbox', { name: 'Select all responses on this page' }) as HTMLInputElement).indeterminate,
      true,
    );
    assert.equal(
      getByRole('link', { name: 'Export all responses as CSV' }).getAttribute('href'),
      `/api/1.0/callout/${callout.id}/responses.csv`,
    );
  });
});
