import { useState } from 'react';
import { setViewport } from '@web/test-runner-commands';
import {
  afterEach,
  assert,
  axeViolations,
  describe,
  getByRole,
  getByText,
  it,
  waitFor,
} from '@masthead/test/browser-setup';
import { fakeApi, listAnswer, pathOf, queryOf, type SentCall } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { useAppContext } from '../../../app-context.ts';
import type { PageProps } from '../../../routes/pages.ts';
import { adminContact, contactOf } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { bucketOf, calloutFixture } from '../crowdnewsroom/review.test-helper.ts';
import { DashboardPage } from './dashboard-page.tsx';

const callout = calloutFixture();
const counts: Record<string, number> = { '': 5, verified: 1, trash: 0 };

const days = [
  { day: '2026-11-24', newContacts: 3, revenue: 0, newResponses: 1 },
  { day: '2026-11-25', newContacts: 0, revenue: 12.5, newResponses: 0 },
  { day: '2026-11-26', newContacts: 1, revenue: 5, newResponses: 4 },
];

/** The dashboard with three days of stats; answers the stats card. */
async function openWithDays() {
  const stats = {
    from: '2026-11-24T00:00:00.000Z',
    to: '2026-11-27T00:00:00.000Z',
    ...{ newContacts: 4, averageContribution: null, totalRevenue: 17.5, newResponses: 5, days },
    ...{ joinsByPage: [], joinsByCallout: [] },
  };
  const api = fakeApi((call) => {
    if (pathOf(call) === 'stats') return { status: 200, body: stats };
    return ['callout', 'contact'].includes(pathOf(call)) ? listAnswer([]) : undefined;
  });
  await renderPage(DashboardPage, { url: '/admin', route: '/admin', fetch: api.fetch, contact: adminContact });
  return waitFor(() => getByRole('region', { name: 'The last 30 days' }));
}

describe('Admin dashboard', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

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
    const members = getByRole('region', { name: 'Newest members' });
    await waitFor(() => getByText('No members yet. Readers join through the join form on your site.', members));
    const setUp = getByRole('link', { name: 'Set up the join form' }, members);
    assert.equal(setUp.getAttribute('href'), '/admin/membership-builder');
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
    const asked = api.calls.find((c) => pathOf(c) === 'contact' && queryOf(c).get('sort') === 'lastname')!;
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
    const table = card.querySelector('table:not(details table)')!;
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

  it('charts joins and revenue per day, with the same numbers in a table behind it', async () => {
    const card = await openWithDays();
    await waitFor(() => assert.equal(card.querySelectorAll('figure').length, 2));
    const [joins, revenue] = [...card.querySelectorAll('figure')];
    const nameOf = (figure: Element) => document.getElementById(figure.getAttribute('aria-labelledby')!)?.textContent;
    assert.equal(nameOf(joins!), 'New contacts per day, Nov 24 to Nov 26: 4 in all');
    assert.equal(nameOf(revenue!), 'Revenue per day, Nov 24 to Nov 26: €17.50 in all');
    const bars = [...joins!.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('height')));
    assert.equal(bars.length, 3);
    assert.ok(bars[0]! > bars[2]! && bars[2]! > 0 && bars[1] === 0, `bars follow the joins: ${bars.join(' ')}`);
    assert.equal(joins!.querySelector('svg')!.getAttribute('aria-hidden'), 'true');
    const latestOf = (figure: Element) => figure.querySelector('figcaption + p')?.textContent;
    assert.equal(latestOf(joins!), 'Latest, Nov 26: 1. Most in a day: 3 on Nov 24.');
    assert.equal(latestOf(revenue!), 'Latest, Nov 26: €5.00. Most in a day: €12.50 on Nov 25.');
    const scale = (figure: Element) =>
      [...figure.querySelectorAll('[aria-hidden="true"] span:not(:has(span))')].map((s) => s.textContent);
    assert.deepEqual(scale(joins!), ['3', '0', 'Nov 24', 'Nov 26']);
    assert.deepEqual(scale(revenue!), ['€12.50', '€0.00', 'Nov 24', 'Nov 26']);
    const marked = [...joins!.querySelectorAll('rect')].map((rect) => rect.classList.length > 1);
    assert.deepEqual(marked, [false, false, true], 'the latest bar is marked');
    const rows = [...card.querySelectorAll('details tbody tr')].map((tr) =>
      [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );
    assert.deepEqual(rows, [
      ['Nov 24', '3', '€0.00', '1'],
      ['Nov 25', '0', '€12.50', '0'],
      ['Nov 26', '1', '€5.00', '4'],
    ]);
    assert.deepEqual(await axeViolations(document.body), []);
  });

  it('keeps both charts, their scales and the empty states within a 375 px screen', async () => {
    await setViewport({ width: 375, height: 700 });
    const card = await openWithDays();
    await waitFor(() => assert.equal(card.querySelectorAll('figure').length, 2));
    await waitFor(() => getByRole('link', { name: 'Set up the join form' }));
    assert.ok(document.documentElement.scrollWidth <= 375, `scrollWidth ${document.documentElement.scrollWidth}`);
    for (const figure of card.querySelectorAll('figure')) {
      const svg = figure.querySelector('svg')!.getBoundingClientRect();
      assert.ok(svg.width > 150 && svg.right <= 375, `chart ${svg.left}–${svg.right}`);
    }
  });

  it('lists the newest members, newest first, and the help links', async () => {
    const members = [
      { ...contactOf(adminContact), id: 'n1', displayName: 'Nell Newest', joined: '2026-11-26T10:00:00.000Z' },
      { ...contactOf(adminContact), id: 'n2', displayName: 'Olu Older', joined: '2026-11-20T10:00:00.000Z' },
    ];
    const api = fakeApi((call) => {
      if (pathOf(call) === 'contact' && queryOf(call).get('sort') === 'joined') return listAnswer(members, 9);
      return ['callout', 'contact'].includes(pathOf(call)) ? listAnswer([]) : undefined;
    });
    await renderPage(DashboardPage, { url: '/admin', route: '/admin', fetch: api.fetch, contact: adminContact });
    const card = await waitFor(() => getByRole('region', { name: 'Newest members' }));
    await waitFor(() => getByRole('link', { name: 'Nell Newest' }, card));
    const asked = api.calls.find((c) => pathOf(c) === 'contact' && queryOf(c).get('sort') === 'joined')!;
    assert.equal(queryOf(asked).get('order'), 'DESC');
    assert.deepEqual(JSON.parse(queryOf(asked).get('rules')!).rules, [
      { field: 'activeMembership', operator: 'equal', value: [true] },
    ]);
    const items = [...card.querySelectorAll('li')].map((li) => li.textContent);
    assert.deepEqual(items, ['Nell Newest joined Nov 26, 2026', 'Olu Older joined Nov 20, 2026']);
    const help = getByRole('region', { name: 'Help' });
    const links = [...help.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    assert.deepEqual(links, [
      '/admin/crowdnewsroom/new',
      '/admin/membership-builder',
      '/admin/contacts',
      '/admin/notices',
      '/admin/settings',
      '/api/1.0/openapi.json',
    ]);
  });

  it('in newsroom mode leaves the join form out of the help links', async () => {
    function NewsroomDashboard(props: PageProps) {
      const { settings } = useAppContext();
      useState(() => (settings.newsroomMode = true));
      return <DashboardPage {...props} />;
    }
    const api = fakeApi((call) => (['callout', 'contact'].includes(pathOf(call)) ? listAnswer([]) : undefined));
    await renderPage(NewsroomDashboard, { url: '/admin', route: '/admin', fetch: api.fetch, contact: adminContact });
    const help = await waitFor(() => getByRole('region', { name: 'Help' }));
    const links = [...help.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    assert.deepEqual(links, [
      '/admin/crowdnewsroom/new',
      '/admin/contacts',
      '/admin/notices',
      '/admin/settings',
      '/api/1.0/openapi.json',
    ]);
  });
});
