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
import { makeCallout, makeResponse, queryOf } from '@masthead/client/testing';
import { ada } from './contact.test-helper.ts';
import { accountServer, openTab, sent } from './account.test-helper.ts';

const housing = makeCallout();
const schools = makeCallout({ id: '0c0ffee0-0000-4000-8000-000000000002', slug: 'schools', title: 'Your school' });
/** `count` responses of Ada's, newest first, a day apart back from 30 November 2026. */
const responsesOf = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeResponse(i % 2 ? schools : housing, {
      id: `0e5f0000-0000-4000-8000-0000000000${String(i + 10)}`,
      number: count - i,
      createdAt: new Date(Date.UTC(2026, 10, 30 - i, 12)).toISOString(),
      bucket: i === 0 ? 'verified' : '',
    }),
  );

describe('Contact page, call-outs tab', () => {
  it('lists the contact’s responses newest first with links to each, 25 a page', async () => {
    const api = accountServer({ responses: responsesOf(30) });
    await openTab(api, 'callouts');
    await waitFor(() => getByText('Showing 1–25 of 30'));
    const tabs = getByRole('navigation', { name: 'Contact' });
    assert.equal(getByRole('link', { name: 'Call-outs' }, tabs).getAttribute('aria-current'), 'page');
    const call = sent(api, 'GET /callout-responses')[0]!;
    assert.deepEqual(JSON.parse(queryOf(call).get('rules')!), {
      condition: 'AND',
      rules: [{ field: 'contact', operator: 'equal', value: [ada.id] }],
    });
    assert.deepEqual(queryOf(call).getAll('with'), ['callout']);
    assert.equal(queryOf(call).get('sort'), 'createdAt');
    assert.equal(queryOf(call).get('order'), 'DESC');
    assert.equal(queryOf(call).get('limit'), '25');

    const rows = [...getByRole('region', { name: 'Call-out responses' }).querySelectorAll('tbody tr')];
    assert.equal(rows.length, 25);
    assert.deepEqual(
      [...rows[0]!.children].map((c) => c.textContent),
      ['What do you pay for housing?', 'Response 30', 'Nov 30, 2026, 12:00 PM', 'Verified'],
    );
    const first = getByRole('link', { name: 'Response 30' });
    assert.equal(
      first.getAttribute('href'),
      `/admin/crowdnewsroom/view/${housing.id}/responses/0e5f0000-0000-4000-8000-000000000010`,
    );
    assert.equal(
      getByRole('link', { name: 'Response 29' }).getAttribute('href'),
      `/admin/crowdnewsroom/view/${schools.id}/responses/0e5f0000-0000-4000-8000-000000000011`,
    );
    assert.deepEqual(await axeViolations(), []);

    getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => getByText('Showing 26–30 of 30'));
    assert.equal(queryOf(sent(api, 'GET /callout-responses').at(-1)!).get('offset'), '25');
    getByRole('link', { name: 'Response 1' });
  });

  it('says when the contact has answered no call-out', async () => {
    await openTab(accountServer(), 'callouts');
    await waitFor(() => getByText('This contact has not answered any call-outs.'));
    assert.equal(queryAllByRole('navigation', { name: 'Pages of call-out responses' }).length, 0);
  });
});
