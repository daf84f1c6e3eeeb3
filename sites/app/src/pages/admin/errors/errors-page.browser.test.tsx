import { assert, axeViolations, describe, getByRole, getByText, it, waitFor } from '@masthead/test/browser-setup';
import type { ClientErrorGroup } from '@masthead/core';
import { fakeApi, listAnswer, pathOf, queryOf } from '@masthead/client/testing';
import { renderAdminPage } from '../../../admin-kit/admin-page.test-helper.ts';
import { ErrorsPage } from './errors-page.tsx';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
/** 30 groups, the most recently seen first; the first has a failed call, the second no stack. */
const groups: ClientErrorGroup[] = Array.from({ length: 30 }, (_, i) => ({
  message: i === 0 ? 'POST /callout/{id}/responses 503' : `TypeError: error ${i + 1}`,
  count: 30 - i,
  firstSeen: '2026-11-01T09:00:00.000Z',
  lastSeen: `2026-11-${String(30 - i).padStart(2, '0')}T18:00:00.000Z`,
  sources: i === 0 ? ['app', 'widget'] : ['app'],
  latest: {
    id: id(i + 1),
    source: i === 0 ? 'widget' : 'app',
    message: i === 0 ? 'POST /callout/{id}/responses 503' : `TypeError: error ${i + 1}`,
    stack: i === 1 ? null : `TypeError: error ${i + 1}\n    at submit (https://m.example.org/app/index.js:1:4821)`,
    url: 'https://news.example.org/2026/11/story',
    requestId: i === 0 ? 'Rk3n-9x_q2' : null,
    status: i === 0 ? 503 : null,
    operation: i === 0 ? 'POST /callout/{id}/responses' : null,
    release: '0.1.0',
    breadcrumbs: [
      { at: '2026-11-30T17:59:00.000Z', kind: 'navigation', text: '/crowdnewsroom/{id}' },
      { at: '2026-11-30T17:59:30.000Z', kind: 'click', text: 'button Send' },
    ],
    createdAt: `2026-11-${String(30 - i).padStart(2, '0')}T18:00:00.000Z`,
  },
}));

async function open() {
  const api = fakeApi((call) => {
    if (pathOf(call) !== 'client-errors') return undefined;
    const offset = Number(queryOf(call).get('offset') ?? 0);
    const limit = Number(queryOf(call).get('limit') ?? 50);
    return listAnswer(groups.slice(offset, offset + limit), groups.length, offset);
  });
  await renderAdminPage(ErrorsPage, '/admin/errors', api);
  await waitFor(() => getByRole('list', { name: 'Reported errors' }));
  return api;
}

const items = () => [...getByRole('list', { name: 'Reported errors' }).querySelectorAll(':scope > li')];
const when = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('Error reports page', () => {
  it('lists the messages most recently seen first, each with its count, first and last seen and sources', async () => {
    const api = await open();
    assert.equal(queryOf(api.calls[0]!).toString(), 'limit=25&offset=0');
    assert.equal(items().length, 25);
    const first = items()[0]!;
    assert.equal(first.querySelector('h2')!.textContent, 'POST /callout/{id}/responses 503');
    const facts = [...first.querySelectorAll('dl > div')].map((d) => d.textContent);
    assert.deepEqual(facts.slice(0, 4), [
      'Times30',
      `First seen${when('2026-11-01T09:00:00.000Z')}`,
      `Last seen${when('2026-11-30T18:00:00.000Z')}`,
      'SourceApp, Widget',
    ]);
    assert.ok(getByText('Showing 1–25 of 30'));
  });

  it('opens a message to its latest report: request id, stack and breadcrumbs, by keyboard too', async () => {
    await open();
    const first = items()[0]!;
    const summary = first.querySelector('summary')!;
    const details = first.querySelector('details')!;
    assert.equal(details.open, false);
    summary.focus();
    summary.click();
    await waitFor(() => assert.equal(details.open, true));
    assert.match(details.textContent!, /Request IDRk3n-9x_q2/);
    assert.match(details.textContent!, /API callPOST \/callout\/\{id\}\/responses/);
    assert.match(details.textContent!, /Status503/);
    assert.match(getByRole('group', { name: 'Stack' }).textContent ?? '', /at submit/);
    const crumbs = [...details.querySelectorAll('ol li')].map((li) => li.textContent);
    assert.equal(crumbs.length, 2);
    assert.match(crumbs[1]!, /Click: button Send$/);

    const second = items()[1]!.querySelector('details')!;
    second.open = true;
    await waitFor(() => assert.match(second.textContent!, /No stack was sent\./));
    assert.deepEqual(await axeViolations(document.body), []);
  });

  it('pages on to the older messages', async () => {
    const api = await open();
    getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => assert.equal(items().length, 5));
    assert.equal(queryOf(api.calls.at(-1)!).toString(), 'limit=25&offset=25');
    assert.equal(items()[0]!.querySelector('h2')!.textContent, 'TypeError: error 26');
  });

  it('says so when nothing was reported', async () => {
    const api = fakeApi((call) => (pathOf(call) === 'client-errors' ? listAnswer([], 0, 0) : undefined));
    await renderAdminPage(ErrorsPage, '/admin/errors', api);
    await waitFor(() => getByText('No errors reported in the last 30 days. There is nothing to do.'));
  });
});
