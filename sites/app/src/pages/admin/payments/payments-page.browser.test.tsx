import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { fakeApi, listAnswer, makeContact, pathOf, queryOf } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { chooseOption, rulesOf } from '../../../admin-kit/admin-page.test-helper.ts';
import { PaymentsPage } from './payments-page.tsx';

const ada = makeContact();
const statuses = ['successful', 'failed', 'pending'] as const;
/** 60 payments, newest first, one a day back from 30 November 2026. */
const payments = Array.from({ length: 60 }, (_, i) => ({
  id: `p${i + 1}`,
  amount: 5.28,
  chargeDate: new Date(Date.UTC(2026, 10, 30 - i, 12)).toISOString(),
  status: statuses[i % 3]!,
  contact: i === 1 ? null : ada,
}));

function server() {
  return fakeApi((call) => {
    if (pathOf(call) !== 'payment') return undefined;
    const offset = Number(queryOf(call).get('offset') ?? 0);
    const limit = Number(queryOf(call).get('limit') ?? 50);
    return listAnswer(payments.slice(offset, offset + limit), payments.length, offset);
  });
}

async function open() {
  const api = server();
  await renderPage(PaymentsPage, {
    url: '/admin/payments',
    route: '/admin/payments',
    fetch: api.fetch,
    contact: adminContact,
  });
  await waitFor(() => table());
  return api;
}

/** Chooses in a select, or fills a date field as the browser's date picker would. */
const select = (label: string, value: string) => {
  const field: HTMLElement = getByLabelText(label);
  if (field instanceof HTMLInputElement) return typeInto(field, value);
  (field as HTMLSelectElement).value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
};
/** The table, in its scrolling frame named after it. */
const table = () => getByRole('group', { name: 'Payments' }).querySelector('table')!;
const cells = (row: number) => [...table().querySelectorAll('tbody tr')[row]!.children].map((c) => c.textContent);

describe('Payments list', () => {
  it("shows each payment's date, contact, amount and status, 25 a page, with start, end and total", async () => {
    const api = await open();
    assert.deepEqual(queryOf(api.calls[0]!).toString(), 'limit=25&offset=0&sort=chargeDate&order=DESC&with=contact');
    assert.deepEqual(cells(0), ['Nov 30, 2026', 'Ada Reader', '€5.28', 'Successful']);
    assert.deepEqual(cells(1), ['Nov 29, 2026', 'No contact', '€5.28', 'Failed']);
    assert.equal(table().querySelector('tbody tr a')?.getAttribute('href'), `/admin/contacts/${ada.id}`);
    getByText('Showing 1–25 of 60');
    assert.deepEqual(await axeViolations(), []);

    getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => getByText('Showing 26–50 of 60'));
    assert.equal(queryOf(api.calls.at(-1)!).get('offset'), '25');
    getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => getByText('Showing 51–60 of 60'));
    assert.equal((getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled, true);
  });

  it('filters by status and charge days, both days counted whole, and sorts by date or amount', async () => {
    const api = await open();
    getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => getByText('Showing 26–50 of 60'));

    select('Status', 'failed');
    await waitFor(() => assert.equal(api.calls.length, 3));
    assert.equal(queryOf(api.calls[2]!).get('offset'), '0', 'a new filter starts at the first page');
    assert.deepEqual(rulesOf(api.calls[2]!), {
      condition: 'AND',
      rules: [{ field: 'status', operator: 'equal', value: ['failed'] }],
    });

    select('Charged from', '2026-11-01');
    await waitFor(() => assert.equal(api.calls.length, 4));
    select('Charged until', '2026-11-30');
    await waitFor(() => assert.equal(api.calls.length, 5));
    assert.deepEqual(rulesOf(api.calls[4]!), {
      condition: 'AND',
      rules: [
        { field: 'status', operator: 'equal', value: ['failed'] },
        { field: 'chargeDate', operator: 'greater_or_equal', value: [new Date(2026, 10, 1).toISOString()] },
        { field: 'chargeDate', operator: 'less', value: [new Date(2026, 11, 1).toISOString()] },
      ],
    });

    select('Sort by', 'amount:ASC');
    await waitFor(() => assert.equal(api.calls.length, 6));
    assert.equal(queryOf(api.calls[5]!).get('sort'), 'amount');
    assert.equal(queryOf(api.calls[5]!).get('order'), 'ASC');
  });

  it('says when the range ends before it starts, and keeps the list as it was', async () => {
    const api = await open();
    select('Charged from', '2026-11-10');
    await waitFor(() => assert.equal(api.calls.length, 2));
    await waitFor(() => table());
    select('Charged until', '2026-11-09');
    const until = getByLabelText('Charged until');
    await waitFor(() => assert.equal(until.getAttribute('aria-invalid'), 'true'));
    const error = document.getElementById(until.getAttribute('aria-describedby') ?? '');
    assert.equal(error?.textContent, 'Choose a day on or after the start day.');
    assert.equal(api.calls.length, 2);
    assert.equal(queryAllByRole('group', { name: 'Payments' }).length, 1, 'the list stays');
  });

  it('says where payments come from when there is none, and to change the filters when none matches', async () => {
    const api = fakeApi((call) => (pathOf(call) === 'payment' ? listAnswer([]) : undefined));
    await renderPage(PaymentsPage, {
      url: '/admin/payments',
      route: '/admin/payments',
      fetch: api.fetch,
      contact: adminContact,
    });
    await waitFor(() => getByText('No payments yet. They appear here once members contribute through the join form.'));
    chooseOption('Status', 'failed');
    await waitFor(() => getByText('No payments match these filters. Choose another status or widen the dates.'));
  });
});
