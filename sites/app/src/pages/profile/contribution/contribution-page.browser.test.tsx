import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { addPeriod, prorationAmount, type ContributionInfo } from '@masthead/core';
import { member, renderPage } from '../../../testing/render-page.tsx';
import { ContributionPage } from './contribution-page.tsx';
import { contributionServer, daysFromNow, monthlyCard, noContribution } from './contribution.test-helper.ts';

async function open(api: ReturnType<typeof contributionServer>) {
  const ctx = await renderPage(ContributionPage, {
    url: '/profile/contribution',
    route: '/profile/contribution',
    fetch: api.fetch,
    contact: member,
  });
  await waitFor(() => getByRole('button', { name: 'Continue' }));
  return ctx;
}

const radio = (name: string) => getByLabelText(name);
const sent = (api: ReturnType<typeof contributionServer>, operation: string) =>
  api.calls.filter((call) => call.operation === operation).map((call) => call.body);
/** The confirm step's summary as `term: value` lines. */
const reviewLines = () =>
  [...document.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
/** A date as the page writes it in English ("January 1, 2027"). */
const longDay = (date: string | Date) => new Date(date).toLocaleDateString('en', { dateStyle: 'long' });

describe('Contribution page', () => {
  it("starts a contribution: suggested amounts, the chosen method's fee and the total, a confirm step, then the provider's page", async () => {
    const api = contributionServer(noContribution);
    await open(api);
    getByText('You have no contribution at the moment.');
    const suggested = getByRole('group', { name: 'Suggested amounts' });
    const choices = [...suggested.querySelectorAll('button')];
    assert.deepEqual(
      choices.map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
      [
        ['€5.00', 'false'],
        ['€10.00', 'true'],
        ['€15.00', 'false'],
      ],
    );
    choices[0]!.click();
    await waitFor(() => assert.equal((getByLabelText('Amount per month') as HTMLInputElement).value, '5'));
    getByRole('checkbox', { name: 'Cover the payment fee' });
    assert.deepEqual(
      [...document.querySelectorAll('input[type=radio]')].map((r) => r.getAttribute('value')),
      ['monthly', 'annually', 's_card', 's_sepa', 's_bacs', 's_paypal', 's_ideal', 'gc_direct-debit'],
    );
    radio('Credit or debit card').click();
    const fee = await waitFor(() => getByRole('checkbox', { name: 'Cover the €0.28 payment fee' }));
    getByText('You will pay €5.00 per month.');
    fee.click();
    await waitFor(() => getByText('You will pay €5.28 per month (€5.00 and a €0.28 fee).'));

    getByRole('button', { name: 'Continue' }).click();
    const heading = await waitFor(() => getByRole('heading', { name: 'Check your contribution' }));
    await waitFor(() => assert.equal(document.activeElement, heading));
    assert.deepEqual(reviewLines(), [
      'Amount: €5.00 per month',
      'Payment fee: €0.28, covered by you',
      'Each payment: €5.28 per month',
      'Payment method: Credit or debit card',
      'Charged today: €5.28',
      `Next payment: €5.28 on ${longDay(addPeriod(new Date(), 'monthly'))}`,
    ]);
    assert.deepEqual(await axeViolations(), []);
    assert.equal(sent(api, 'POST /contact/{id}/contribution').length, 0, 'nothing is sent before confirming');

    getByRole('button', { name: 'Continue to payment' }).click();
    await waitFor(() => assert.equal(location.hash, '#checkout-flow-1'));
    assert.deepEqual(sent(api, 'POST /contact/{id}/contribution'), [
      {
        amount: 5,
        period: 'monthly',
        payFee: true,
        prorate: false,
        paymentMethod: 's_card',
        completeUrl: `${location.origin}/profile/contribution/complete`,
      },
    ]);
  });

  it('says what is missing before going on: an amount it can take and a payment method', async () => {
    const api = contributionServer(noContribution);
    await open(api);
    const amount = getByLabelText('Amount per month');
    typeInto(amount, '0.50');
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => assert.equal(document.activeElement, amount));
    assert.equal(amount.getAttribute('aria-invalid'), 'true');
    const described = (amount.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    assert.deepEqual(texts, ['At least €1.00 per month', 'The least you can give is €1.00 per month.']);
    getByText('Choose a payment method.');

    typeInto(amount, '5.555');
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => getByText('Enter an amount such as 5 or 5.50.'));
    assert.equal(queryAllByRole('heading', { name: 'Check your contribution' }).length, 0);
    assert.equal(api.calls.filter((c) => c.method !== 'GET').length, 0);
  });

  it('changes an annual contribution now with the prorated one-off payment, or at renewal', async () => {
    const renewal = daysFromNow(120);
    const annual: ContributionInfo = { ...monthlyCard, period: 'annually', amount: 60, renewalDate: renewal };
    const api = contributionServer(annual);
    await open(api);
    const oneOff = prorationAmount(
      { currentAmount: 6000, newAmount: 12000, renewalDate: new Date(renewal) },
      new Date(),
    );
    const oneOffText = `€${(oneOff / 100).toFixed(2)}`;
    const renewalText = longDay(renewal);

    radio('Monthly').click();
    await waitFor(() =>
      getByText('You can switch to a monthly contribution once your current annual contribution ends.'),
    );
    radio('Annually').click();
    const amount = getByLabelText('Amount per year');
    typeInto(amount, '120');
    await waitFor(() => getByText('When should the new amount apply?'));
    // By card Stripe works out the one-off itself, to the second: the member is told about how much.
    radio(`Now, with a one-off payment of about ${oneOffText} for the rest of this year`).click();
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => getByRole('heading', { name: 'Check your contribution' }));
    assert.deepEqual(reviewLines(), [
      'Amount: €120.00 per year',
      'Each payment: €120.00 per year',
      `Charged today: About ${oneOffText}, the difference for the rest of this year. Your payment provider works out the exact amount.`,
      `Next payment: €120.00 on ${renewalText}`,
    ]);
    getByRole('button', { name: 'Confirm the change' }).click();
    await waitFor(() => getByText(/^Success: Your contribution has been changed\.$/));
    assert.deepEqual(sent(api, 'PATCH /contact/{id}/contribution'), [
      { amount: 120, period: 'annually', payFee: false, prorate: true },
    ]);
    await waitFor(() => getByText('€120.00 per year'));
    await waitFor(() => assert.equal(document.activeElement, getByRole('button', { name: 'Continue' })));

    typeInto(getByLabelText('Amount per year'), '180');
    await waitFor(() => getByText('When should the new amount apply?'));
    radio(`At your renewal on ${renewalText}`).click();
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => getByRole('heading', { name: 'Check your contribution' }));
    assert.deepEqual(reviewLines().slice(-2), [
      'Charged today: Nothing: the change starts with your next payment.',
      `Next payment: €180.00 on ${renewalText}`,
    ]);
    getByRole('button', { name: 'Confirm the change' }).click();
    await waitFor(() => assert.equal(sent(api, 'PATCH /contact/{id}/contribution').length, 2));
    assert.deepEqual(sent(api, 'PATCH /contact/{id}/contribution')[1], {
      amount: 180,
      period: 'annually',
      payFee: false,
      prorate: false,
    });
  });

  it("changes the payment method through the provider's page, and leads there from the failed-payment banner", async () => {
    const failing = { ...monthlyCard, paymentFailing: '2026-11-01T12:00:00.000Z' };
    const api = contributionServer(failing);
    await open(api);
    const banner = getByText('Your last payment failed.').closest('[role="alert"]')!;
    const link = getByRole('link', { name: 'Change your payment method' });
    assert.ok(banner.contains(link));
    assert.equal(link.getAttribute('href'), '#payment-method');
    const section = getByRole('region', { name: 'Payment method' });
    assert.equal(section.id, 'payment-method');
    assert.match(section.textContent ?? '', /Card ending 4242, expires 12\/2030/);
    assert.equal(
      getByRole('link', { name: 'Cancel your contribution' }).getAttribute('href'),
      '/profile/contribution/cancel',
    );
    assert.deepEqual(await axeViolations(), []);

    getByRole('button', { name: 'Change payment method' }).click();
    await waitFor(() => assert.equal(document.activeElement, radio('Credit or debit card')));
    getByRole('button', { name: 'Continue to the payment provider' }).click();
    await waitFor(() => getByText('Choose a payment method.'));
    radio('PayPal').click();
    await sleep(0);
    getByRole('button', { name: 'Continue to the payment provider' }).click();
    await waitFor(() => assert.equal(location.hash, '#checkout-flow-1'));
    assert.deepEqual(sent(api, 'PUT /contact/{id}/payment-method'), [
      { paymentMethod: 's_paypal', completeUrl: `${location.origin}/profile/contribution/payment-method/complete` },
    ]);
  });

  it('waits for a pending payment before the method or the contribution may change', async () => {
    const api = contributionServer({ ...monthlyCard, hasPendingPayment: true });
    await open(api);
    const pending =
      'A payment is still being processed. You can change your contribution or payment method once it has gone through.';
    assert.match(getByRole('region', { name: 'Payment method' }).textContent ?? '', new RegExp(pending));
    assert.equal(queryAllByRole('button', { name: 'Change payment method' }).length, 0);
    typeInto(getByLabelText('Amount per month'), '7');
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => assert.equal(queryAllByRole('alert').filter((a) => a.textContent === pending).length, 1));
    assert.equal(api.calls.filter((c) => c.method !== 'GET').length, 0);
  });
});
