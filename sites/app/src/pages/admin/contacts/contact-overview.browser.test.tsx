import {
  assert,
  axeViolations,
  describe,
  getByRole,
  it,
  queryAllByRole,
  render,
  waitFor,
} from '@masthead/test/browser-setup';
import { queryOf } from '@masthead/client/testing';
import { accountServer, openTab, sent } from './account.test-helper.ts';
import { JoinSourceSection } from './join-source.tsx';

describe('Contact page overview: newsletter and join source', () => {
  it('shows the newsletter status and groups, and no join source when the contact has none', async () => {
    const api = accountServer();
    await openTab(api, '');
    const newsletter = await waitFor(() => getByRole('region', { name: 'Newsletter' }));
    const terms = [...newsletter.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    assert.deepEqual(terms, [
      ['Status', 'Subscribed'],
      ['Groups', 'Weekly, Events'],
    ]);
    assert.deepEqual(queryOf(sent(api, 'GET /contact/{id}')[0]!).getAll('with'), ['profile', 'roles', 'contribution']);
    assert.equal(queryAllByRole('region', { name: 'Joined from' }).length, 0);
  });

  it('shows where the contact joined from: the page title linked, the call-out and the UTM parts', async () => {
    await openTab(
      accountServer({
        joinSource: {
          pageUrl: 'https://news.example.org/rents?utm_source=newsletter',
          pageTitle: 'Rents are rising',
          referrer: 'https://search.example.com/',
          calloutSlug: 'housing-costs',
          utm: { source: 'newsletter', campaign: 'spring' },
        },
      }),
      '',
    );
    const section = await waitFor(() => getByRole('region', { name: 'Joined from' }));
    const page = getByRole('link', { name: 'Rents are rising' }, section);
    assert.equal(page.getAttribute('href'), 'https://news.example.org/rents?utm_source=newsletter');
    assert.deepEqual(
      [...section.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
      [
        ['Page', 'Rents are rising'],
        ['Referrer', 'https://search.example.com/'],
        ['Call-out', 'housing-costs'],
        ['UTM source', 'newsletter'],
        ['UTM campaign', 'spring'],
      ],
    );
    assert.deepEqual(await axeViolations(), []);
  });

  it('shows nothing for an empty or missing join source', () => {
    render(<JoinSourceSection source={{ utm: {} }} />);
    render(<JoinSourceSection source={null} />);
    assert.equal(queryAllByRole('region', { name: 'Joined from' }).length, 0);
  });
});
