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
import { fakeApi, listAnswer, queryOf, type SentCall } from '@masthead/client/testing';
import type { OperationOutput } from '@masthead/core';
import type { PageProps } from '../../../routes/pages.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { ImportAdoption } from './import-adoption.tsx';
import { ada, contactServer, monthlyCard, openContact } from './contact.test-helper.ts';

type Run = OperationOutput<'GET /contribution-adoption/run/{id}'>;
type Result = OperationOutput<'GET /contribution-adoption'>['items'][number];

const importId = '00000000-0000-4000-8000-0000000001a1';
const runId = '00000000-0000-4000-8000-0000000002b2';

const runOf = (overrides: Partial<Run> = {}): Run => ({
  id: runId,
  state: 'pending',
  importId,
  eligible: 2,
  done: 0,
  adopted: 0,
  refused: 0,
  error: null,
  createdAt: '2026-12-08T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

const resultOf = (overrides: Partial<Result>): Result => ({
  id: '00000000-0000-4000-8000-0000000003c3',
  contactId: ada.id,
  email: 'ann@example.org',
  runId,
  importId,
  provider: 'stripe',
  customerId: 'cus_1',
  state: 'adopted',
  reason: null,
  subscriptionId: 'sub_1',
  amount: 7,
  currency: 'EUR',
  period: 'monthly',
  nextChargeDate: '2027-01-05T00:00:00.000Z',
  createdAt: '2026-12-08T10:00:01.000Z',
  ...overrides,
});

const results = [
  resultOf({}),
  resultOf({
    id: '00000000-0000-4000-8000-0000000004d4',
    email: 'bo@example.org',
    provider: 'gocardless',
    state: 'refused',
    reason: 'currency-mismatch',
    amount: 12,
    currency: 'USD',
    period: 'annually',
    nextChargeDate: null,
  }),
];

/** The adoption's server: two eligible, a run that is running at the first read and done at the second. */
function server(eligible = 2) {
  let reads = 0;
  let started = false;
  return fakeApi((call: SentCall) => {
    switch (call.operation) {
      case 'GET /contribution-adoption/eligible':
        // After the run, the contact refused for a reason that may pass is left.
        return { status: 200, body: { eligible: started ? 1 : eligible } };
      case 'POST /contribution-adoption':
        started = true;
        return { status: 202, body: runOf() };
      case 'GET /contribution-adoption/run/{id}':
        reads++;
        return {
          status: 200,
          body:
            reads === 1
              ? runOf({ state: 'running', done: 1 })
              : runOf({ state: 'done', done: 2, adopted: 1, refused: 1, finishedAt: '2026-12-08T10:00:03.000Z' }),
        };
      case 'GET /contribution-adoption':
        return listAnswer(results);
      default:
        return undefined;
    }
  });
}

async function open(api: ReturnType<typeof fakeApi>) {
  const Page = (_props: PageProps) => <ImportAdoption importId={importId} />;
  await renderPage(Page, {
    url: '/admin/contacts/import',
    route: '/admin/contacts/import',
    fetch: api.fetch,
    contact: adminContact,
  });
}

describe('Import page, linking running subscriptions', () => {
  it('counts the contacts, links them, shows the progress and then each contact’s subscription or why not', async () => {
    const api = server();
    await open(api);
    const button = await waitFor(() => getByRole('button', { name: 'Link running subscriptions (2)' }));
    getByText('2 contacts can be linked.');
    assert.equal(queryOf(api.calls[0]!).get('importId'), importId);
    assert.deepEqual(await axeViolations(), []);

    button.click();
    await waitFor(() => getByText('1 of 2 contacts looked at.'));
    const progress = getByRole('progressbar', { name: 'Linking progress' });
    assert.equal(progress.getAttribute('value'), '1');
    const start = api.calls.find((c) => c.operation === 'POST /contribution-adoption');
    assert.deepEqual(start?.body, { importId });

    const heading = await waitFor(() => getByRole('heading', { name: 'Linked subscriptions' }), { timeout: 5000 });
    await waitFor(() => assert.equal(document.activeElement, heading), { timeout: 3000 });
    getByText('1 linked, 1 not linked.');
    assert.deepEqual(api.problems, []);
    const list = api.calls.find((c) => c.operation === 'GET /contribution-adoption');
    assert.equal(queryOf(list!).get('runId'), runId);
    // The table scrolls sideways in a focusable group; its caption names it.
    const table = getByRole('group', { name: 'Linked subscriptions' }).querySelector('table')!;
    assert.equal(table.caption?.textContent, 'Each contact’s subscription');
    const rows = [...table.querySelectorAll('tbody tr')];
    assert.deepEqual(
      rows.map((row) => [...row.children].map((cell) => cell.textContent)),
      [
        ['ann@example.org', 'Stripe', 'Linked', '€7.00 per month', 'Jan 5, 2027', ''],
        [
          'bo@example.org',
          'GoCardless',
          'Not linked',
          '$12.00 per year',
          '',
          'The subscription charges another currency than the organisation’s.',
        ],
      ],
    );
    getByRole('button', { name: 'Link running subscriptions (1)' });
    getByText('1 contact can be linked.');
    assert.deepEqual(await axeViolations(), []);
  });

  it('says when no contact of the import can be linked, offering no button', async () => {
    const api = server(0);
    await open(api);
    await waitFor(() =>
      getByText('No contact of this import has a Stripe or GoCardless customer whose subscription could be linked.'),
    );
    assert.deepEqual(queryAllByRole('button'), []);
    assert.equal(api.calls.length, 1);
  });
});

describe('Contact page, contribution tab, an adopted contribution', () => {
  it('says the contribution was adopted from the provider, and on which day', async () => {
    const api = contactServer({
      contribution: monthlyCard,
      route: (call) =>
        call.operation === 'GET /contribution-adoption'
          ? listAnswer([resultOf({ contactId: ada.id, createdAt: '2026-12-08T10:00:01.000Z' })])
          : undefined,
    });
    await openContact(api, 'contribution');
    await waitFor(() =>
      getByText(
        'This contribution was adopted from Stripe on Dec 8, 2026: the subscription was already running there.',
      ),
    );
    const asked = api.calls.find((c) => c.operation === 'GET /contribution-adoption');
    assert.deepEqual([queryOf(asked!).get('contactId'), queryOf(asked!).get('state')], [ada.id, 'adopted']);
  });
});
