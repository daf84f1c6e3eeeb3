import { assert, describe, getByRole, getByText, it, waitFor } from '@masthead/test/browser-setup';
import { fakeApi, listAnswer, pathOf, queryOf, type SentCall } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact, bucketOf, calloutFixture, contactOf } from '../crowdnewsroom/review.test-helper.ts';
import { DashboardPage } from './dashboard-page.tsx';

const callout = calloutFixture();
const counts: Record<string, number> = { '': 5, verified: 1, trash: 0 };

describe('Admin dashboard', () => {
  it('shows the latest call-out with its status, responses per bucket and links', async () => {
    const api = fakeApi((call: SentCall) => {
      if (pathOf(call) === 'callout') return listAnswer([callout], 3);
      if (pathOf(call) === `callout/${callout.id}/responses`) return listAnswer([], counts[bucketOf(call) ?? ''] ?? 0);
      if (pathOf(call) === 'contact') return listAnswer([]);
      return undefined;
    });
    await renderPage(DashboardPage, { url: '/admin', route: '/admin', fetch: api.fetch, contact: adminContact });
    const card = await waitFor(() => getByRole('region', { name: 'Latest call-out' }));
    await waitFor(() => getByRole('link', { name: 'Flood stories' }, card));
    assert.equal(queryOf(api.calls[0]!).get('limit'), '1');
    assert.equal(queryOf(api.calls[0]!).get('rules'), null);
    assert.ok(getByText('Open', card));
    const view = `/admin/crowdnewsroom/view/${callout.id}`;
    const links = [...card.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    assert.deepEqual(links, [
      ['Flood stories', view],
      ['5 responses', `${view}/responses?bucket=inbox`],
      ['1 response', `${view}/responses?bucket=verified`],
      ['0 responses', `${view}/responses?bucket=trash`],
      ['Review responses', `${view}/responses`],
      ['Edit call-out', `/admin/crowdnewsroom/edit/${callout.id}`],
      ['Public page', '/crowdnewsroom/flood-stories'],
      ['All call-outs', '/admin/crowdnewsroom'],
    ]);
  });

  it('invites to create the first call-out when there is none', async () => {
    const api = fakeApi((call) => (['callout', 'contact'].includes(pathOf(call)) ? listAnswer([]) : undefined));
    await renderPage(DashboardPage, { url: '/admin', route: '/admin', fetch: api.fetch, contact: adminContact });
    const link = await waitFor(() => getByRole('link', { name: 'Create the first one' }));
    assert.equal(link.getAttribute('href'), '/admin/crowdnewsroom/new');
  });

  it('names the members whose payments are failing, each linking to the contact', async () => {
    const failing = [
      { ...contactOf(adminContact), id: 'c1', displayName: 'Mina Member' },
      { ...contactOf(adminContact), id: 'c2', displayName: 'Rae Reviewer' },
    ];
    const api = fakeApi((call) => {
      if (pathOf(call) === 'contact') return listAnswer(failing, 7);
      return pathOf(call) === 'callout' ? listAnswer([]) : undefined;
    });
    await renderPage(DashboardPage, { url: '/admin', route: '/admin', fetch: api.fetch, contact: adminContact });
    const card = await waitFor(() => getByRole('region', { name: 'Payments failing' }));
    await waitFor(() => getByText(/^7 members’ payments are failing/, card));
    const asked = api.calls.find((c) => pathOf(c) === 'contact')!;
    assert.deepEqual(JSON.parse(queryOf(asked).get('rules')!).rules, [
      { field: 'paymentFailing', operator: 'equal', value: [true] },
    ]);
    const links = [...card.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    assert.deepEqual(links, [
      ['Mina Member', '/admin/contacts/c1'],
      ['Rae Reviewer', '/admin/contacts/c2'],
    ]);
  });

  it('shows the last 30 days and the articles and call-outs members joined from', async () => {
    const stats = {
      from: '2026-10-27T00:00:00.000Z',
      to: '2026-11-26T00:00:00.000Z',
      newContacts: 12,
      averageContribution: 7.5,
      totalRevenue: 1234.5,
      newResponses: 40,
      days: [],
      joinsByPage: [{ pageUrl: 'https://news.example/rivers', pageTitle: 'Who owns the rivers?', joins: 5 }],
      joinsByCallout: [{ calloutSlug: 'river-watch', joins: 2 }],
    };
    const api = fakeApi((call) => {
      if (pathOf(call) === 'stats') return { status: 200, body: stats };
      return ['callout', 'contact'].includes(pathOf(call)) ? listAnswer([]) : undefined;
    });
    await renderPage(DashboardPage, { url: '/admin', route: '/admin', fetch: api.fetch, contact: adminContact });
    const card = await waitFor(() => getByRole('region', { name: 'The last 30 days' }));
    await waitFor(() => getByText('12', card));
    const figures = [...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    assert.deepEqual(figures, [
      ['New contacts', '12'],
      ['Average monthly contribution of new members', '€7.50'],
      ['Revenue', '€1,234.50'],
      ['New responses', '40'],
    ]);
    const table = card.querySelector('table')!;
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    assert.deepEqual(rows, [
      ['Who owns the rivers?', '5'],
      ['Call-out river-watch', '2'],
    ]);
    assert.equal(
      getByRole('link', { name: 'Who owns the rivers?' }, card).getAttribute('href'),
      'https://news.example/rivers',
    );
  });
});
