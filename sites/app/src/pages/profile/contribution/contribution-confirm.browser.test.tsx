import {
  assert,
  axeViolations,
  cleanup,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { addPeriod, prorationAmount, type ContributionInfo } from '@masthead/core';
import { member, renderPage } from '../../../testing/render-page.tsx';
import { ContributionPage } from './contribution-page.tsx';
import { contributionServer, daysFromNow, monthlyCard } from './contribution.test-helper.ts';

async function open(api: ReturnType<typeof contributionServer>) {
  await renderPage(ContributionPage, {
    url: '/profile/contribution',
    route: '/profile/contribution',
    fetch: api.fetch,
    contact: member,
  });
  await waitFor(() => getByRole('button', { name: 'Continue' }));
}

const radio = (name: string) => getByLabelText(name);
/** The confirm step's summary as `term: value` lines. */
const reviewLines = () =>
  [...document.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
/** A date as the page writes it in English ("January 1, 2027"). */
const longDay = (date: string | Date) => new Date(date).toLocaleDateString('en', { dateStyle: 'long' });
const sent = (api: ReturnType<typeof contributionServer>, operation: string) =>
  api.calls.filter((call) => call.operation === operation).map((call) => call.body);

/** Cancelled: the membership runs to the end of the paid cycle, `expiry`. */
const cancelledUntil = (expiry: string): ContributionInfo => ({
  ...monthlyCard,
  cancellationDate: daysFromNow(-10),
  renewalDate: null,
  membershipStatus: 'expiring',
  membershipExpiryDate: expiry,
});

/** Fills the start form: amount, period, method, the fee; then Continue to the confirm step. */
async function restart(choice: { amount: string; period?: 'Monthly' | 'Annually'; method: string; fee?: string }) {
  if (choice.period) radio(choice.period).click();
  await sleep(0);
  typeInto(getByLabelText(choice.period === 'Annually' ? 'Amount per year' : 'Amount per month'), choice.amount);
  radio(choice.method).click();
  if (choice.fee) (await waitFor(() => getByRole('checkbox', { name: choice.fee }))).click();
  await sleep(0);
  getByRole('button', { name: 'Continue' }).click();
  await waitFor(() => getByRole('heading', { name: 'Check your contribution' }));
}

describe('Contribution confirm step', () => {
  it('a restart inside the paid month says nothing is charged today, and what is charged on which date', async () => {
    const paidUntil = daysFromNow(28);
    const api = contributionServer(cancelledUntil(paidUntil));
    await open(api);
    getByRole('heading', { name: 'Restart your contribution' });
    await restart({ amount: '15', method: 'Credit or debit card', fee: 'Cover the €0.43 payment fee' });
    assert.deepEqual(reviewLines(), [
      'Amount: €15.00 per month',
      'Payment fee: €0.43, covered by you',
      'Each payment: €15.43 per month',
      'Payment method: Credit or debit card',
      `Charged today: Nothing: your membership is paid until ${longDay(paidUntil)}.`,
      `Next payment: €15.43 on ${longDay(paidUntil)}`,
    ]);
    assert.deepEqual(await axeViolations(), []);
    getByRole('button', { name: 'Continue to payment' }).click();
    await waitFor(() => assert.equal(location.hash, '#checkout-flow-1'));
    assert.deepEqual(sent(api, 'POST /contact/{id}/contribution'), [
      {
        amount: 15,
        period: 'monthly',
        payFee: true,
        prorate: false,
        paymentMethod: 's_card',
        completeUrl: `${location.origin}/profile/contribution/complete`,
      },
    ]);
  });

  it('a restart with another period or method inside the paid month: the new payment, first on its last day', async () => {
    const paidUntil = daysFromNow(12);
    const rows: [string, Parameters<typeof restart>[0], string[]][] = [
      [
        'annually',
        { amount: '120', period: 'Annually', method: 'Credit or debit card' },
        ['Each payment: €120.00 per year', `Next payment: €120.00 on ${longDay(paidUntil)}`],
      ],
      [
        'by direct debit',
        { amount: '15', method: 'Direct Debit', fee: 'Cover the €0.35 payment fee' },
        ['Each payment: €15.35 per month', `Next payment: €15.35 on ${longDay(paidUntil)}`],
      ],
    ];
    for (const [name, choice, expected] of rows) {
      await open(contributionServer(cancelledUntil(paidUntil)));
      await restart(choice);
      const lines = reviewLines();
      assert.ok(lines.includes(expected[0]!), `${name}: ${lines.join(' | ')}`);
      assert.deepEqual(
        lines.slice(-2),
        [`Charged today: Nothing: your membership is paid until ${longDay(paidUntil)}.`, expected[1]],
        name,
      );
      cleanup();
    }
  });

  it('a restart on the expiry day or after it is charged today, and next a month on', async () => {
    for (const [name, expiry] of [
      ['the expiry day', daysFromNow(0)],
      ['the day after', daysFromNow(-1)],
    ] as const) {
      const info = { ...cancelledUntil(expiry), membershipStatus: name === 'the day after' ? 'expired' : 'expiring' };
      await open(contributionServer(info as ContributionInfo));
      await restart({ amount: '15', method: 'Credit or debit card', fee: 'Cover the €0.43 payment fee' });
      assert.deepEqual(
        reviewLines().slice(-2),
        ['Charged today: €15.43', `Next payment: €15.43 on ${longDay(addPeriod(new Date(), 'monthly'))}`],
        name,
      );
      cleanup();
    }
  });

  it('a switch to annual at the renewal: nothing today, the yearly payment on the renewal date, then read per year', async () => {
    const renewal = daysFromNow(20);
    const info: ContributionInfo = { ...monthlyCard, amount: 10, renewalDate: renewal };
    // As the server answers: the change waits for the renewal.
    const api = contributionServer(info, (call, current) =>
      call.operation === 'PATCH /contact/{id}/contribution'
        ? { status: 200, body: { ...current, nextAmount: 120, nextPeriod: 'annually' } }
        : undefined,
    );
    await open(api);
    radio('Annually').click();
    await waitFor(() => assert.equal((getByLabelText('Amount per year') as HTMLInputElement).value, '120'));
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => getByRole('heading', { name: 'Check your contribution' }));
    assert.deepEqual(reviewLines(), [
      'Amount: €120.00 per year',
      'Each payment: €120.00 per year',
      'Charged today: Nothing: the change starts with your next payment.',
      `Next payment: €120.00 on ${longDay(renewal)}`,
    ]);
    getByRole('button', { name: 'Confirm the change' }).click();
    await waitFor(() => getByText(`From ${longDay(renewal)}: €120.00 per year`));
    getByText('€10.00 per month');
  });

  it('a prorated annual rise by direct debit states the one-off charged today to the cent', async () => {
    const renewal = daysFromNow(200);
    const annual: ContributionInfo = {
      ...monthlyCard,
      amount: 60,
      period: 'annually',
      renewalDate: renewal,
      paymentSource: { method: 'gc_direct-debit', bankName: 'Demo Bank', accountNumberEnding: '11' },
    };
    await open(contributionServer(annual));
    const oneOff = prorationAmount(
      { currentAmount: 6000, newAmount: 12000, renewalDate: new Date(renewal) },
      new Date(),
    );
    const oneOffText = `€${(oneOff / 100).toFixed(2)}`;
    typeInto(getByLabelText('Amount per year'), '120');
    await waitFor(() => getByText('When should the new amount apply?'));
    radio(`Now, with a one-off payment of ${oneOffText} for the rest of this year`).click();
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => getByRole('heading', { name: 'Check your contribution' }));
    assert.deepEqual(reviewLines().slice(-2), [
      `Charged today: ${oneOffText}, the difference for the rest of this year`,
      `Next payment: €120.00 on ${longDay(renewal)}`,
    ]);
  });
});
