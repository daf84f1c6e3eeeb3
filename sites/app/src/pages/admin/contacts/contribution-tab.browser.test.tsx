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
import { apiError, pathOf, validationAnswer } from '@masthead/client/testing';
import type { ContributionInfo } from '@masthead/core';
import { ada, contactServer, monthlyCard, openContact, paymentsOf } from './contact.test-helper.ts';

const sent = (api: ReturnType<typeof contactServer>, operation: string) =>
  api.calls.filter((c) => c.operation === operation);
const forceRegion = () => getByRole('region', { name: 'Set a manual contribution' });
const save = () => getByRole('button', { name: 'Save contribution' }, forceRegion()).click();

async function openTab(options: Parameters<typeof contactServer>[0]) {
  const api = contactServer(options);
  await openContact(api, 'contribution');
  await waitFor(() => getByRole('heading', { name: 'The contribution as the member sees it' }));
  return api;
}

describe('Contact page, contribution tab', () => {
  it('shows the contribution in the member’s words and their payments, 25 a page with start, end and total', async () => {
    const api = await openTab({ contribution: monthlyCard, payments: paymentsOf(30) });
    const tabs = getByRole('navigation', { name: 'Contact' });
    assert.equal(getByRole('link', { name: 'Contribution' }, tabs).getAttribute('aria-current'), 'page');
    getByText('€5.00 per month');
    getByText('Your contribution will renew on January 1, 2027.');
    await waitFor(() => getByText('Showing 1–25 of 30'));
    const rows = [...getByRole('region', { name: 'Payments' }).querySelectorAll('tbody tr')];
    assert.deepEqual(
      [...rows[0]!.children].map((c) => c.textContent),
      ['Nov 30, 2026', '€5.00', 'Successful'],
    );
    assert.deepEqual(await axeViolations(), []);

    getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => getByText('Showing 26–30 of 30'));
    assert.equal(sent(api, 'GET /contact/{id}/payment').at(-1)!.path, `contact/${ada.id}/payment?limit=25&offset=25`);
  });

  it('refuses a manual contribution with a bad amount in the browser, sending nothing', async () => {
    const api = await openTab({ contribution: monthlyCard });
    const amount = getByLabelText(/^Amount/);
    typeInto(amount, '5.555');
    save();
    await waitFor(() => assert.equal(amount.getAttribute('aria-invalid'), 'true'));
    const error = document.getElementById(amount.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    assert.equal(error?.textContent, 'Enter an amount such as 5 or 5.50.');
    assert.equal(document.activeElement, amount);

    typeInto(amount, '');
    save();
    await waitFor(() => getByText('This field is required'));
    typeInto(getByLabelText('Reference'), 'x'.repeat(201));
    typeInto(amount, '0');
    save();
    await waitFor(() => getByText('Enter an amount above zero.'));
    getByText('Use at most 200 characters.');
    assert.equal(sent(api, 'PATCH /contact/{id}/contribution/force').length, 0);
  });

  it('sets a manual contribution: the right body, the summary refreshed, a notification and focus on it', async () => {
    const api = await openTab({ contribution: monthlyCard });
    getByText('The automatic contribution is cancelled at the payment provider first.');
    typeInto(getByLabelText(/^Amount/), '12.5');
    getByLabelText('Annually', forceRegion()).click();
    typeInto(getByLabelText('Source'), ' Standing order ');
    typeInto(getByLabelText('Reference'), 'M-12');
    save();
    await waitFor(() => getByText('€12.50 per year'));
    assert.deepEqual(sent(api, 'PATCH /contact/{id}/contribution/force')[0]!.body, {
      type: 'Manual',
      amount: 12.5,
      period: 'annually',
      source: 'Standing order',
      reference: 'M-12',
    });
    getByText('Payment method: Standing order (reference M-12)');
    getByText(/^Success: The contribution has been saved\.$/);
    const heading = getByRole('heading', { name: 'The contribution as the member sees it' });
    await waitFor(() => assert.equal(document.activeElement, heading));
    assert.equal(queryAllByRole('button', { name: 'Cancel contribution' }).length, 0, 'a manual one is not cancelled');
  });

  it('sets no contribution with only the type', async () => {
    const api = await openTab({ contribution: monthlyCard });
    getByLabelText('No contribution').click();
    await waitFor(() => assert.equal(queryAllByRole('textbox', { name: /^Amount/ }).length, 0));
    save();
    await waitFor(() => getByText('You have no contribution at the moment.'));
    assert.deepEqual(sent(api, 'PATCH /contact/{id}/contribution/force')[0]!.body, { type: 'None' });
  });

  it('shows the server’s refusals with the catalogue’s texts', async () => {
    let answer = validationAnswer([{ field: 'amount', rule: 'currency' }]);
    const api = await openTab({
      contribution: monthlyCard,
      route: (call) => (call.operation === 'PATCH /contact/{id}/contribution/force' ? answer : undefined),
    });
    typeInto(getByLabelText(/^Amount/), '5');
    save();
    await waitFor(() => getByText('Something is missing. Please check the fields above.'));
    getByText('Enter an amount such as 5 or 5.50.');
    await waitFor(() => assert.equal(document.activeElement, getByLabelText(/^Amount/)));

    answer = apiError('payment-provider-failed');
    save();
    await waitFor(() =>
      getByText('The payment provider did not answer. Nothing was charged; please try again in a moment.'),
    );
    assert.equal(sent(api, 'PATCH /contact/{id}/contribution/force').length, 2);
    getByText('€5.00 per month');
  });

  it('cancels a running contribution after a confirmation that shows the end date', async () => {
    const api = await openTab({ contribution: monthlyCard });
    const cancel = getByRole('button', { name: 'Cancel contribution' });
    // As a pointer or the keyboard would, the button has focus when it is pressed.
    cancel.focus();
    cancel.click();
    const dialog = await waitFor(() => getByRole('dialog', { name: 'Cancel this contribution?' }));
    getByText(/The membership continues until the end of the paid period, on January 1, 2027\./, dialog);
    assert.equal(document.activeElement, getByRole('button', { name: 'Keep the contribution' }, dialog));
    assert.deepEqual(await axeViolations(), []);
    getByRole('button', { name: 'Keep the contribution' }, dialog).click();
    await waitFor(() => assert.equal(queryAllByRole('dialog').length, 0));
    assert.equal(sent(api, 'POST /contact/{id}/contribution/cancel').length, 0);
    assert.equal(document.activeElement, cancel);

    cancel.click();
    (await waitFor(() => getByRole('button', { name: 'Cancel the contribution' }))).click();
    await waitFor(() => getByText('Your membership will expire on January 1, 2027.'));
    assert.equal(sent(api, 'POST /contact/{id}/contribution/cancel').length, 1);
    getByText(/^Success: The contribution has been cancelled\.$/);
    assert.equal(queryAllByRole('button', { name: 'Cancel contribution' }).length, 0);
    const heading = getByRole('heading', { name: 'The contribution as the member sees it' });
    await waitFor(() => assert.equal(document.activeElement, heading));
  });

  it('offers no cancelling for a manual or an already cancelled contribution', async () => {
    const manual: ContributionInfo = { ...monthlyCard, type: 'Manual', paymentSource: { method: null } };
    await openTab({ contribution: manual });
    assert.equal(queryAllByRole('button', { name: 'Cancel contribution' }).length, 0);
    assert.equal((getByLabelText(/^Amount/) as HTMLInputElement).value, '5', 'the manual one is edited as it is');
  });

  it('checks with the payment provider and says what it found and fixed, reading the payments again', async () => {
    const api = await openTab({
      contribution: monthlyCard,
      payments: paymentsOf(1),
      findings: [
        {
          providerPaymentId: 'in_1',
          kind: 'missing',
          was: null,
          now: 'successful',
          amount: 5,
          chargeDate: '2026-12-01T12:00:00.000Z',
        },
        {
          providerPaymentId: 'in_0',
          kind: 'behind',
          was: 'pending',
          now: 'failed',
          amount: 5,
          chargeDate: '2026-11-01T12:00:00.000Z',
        },
      ],
    });
    await waitFor(() => getByText('Showing 1–1 of 1'));
    const before = api.calls.length;
    getByRole('button', { name: 'Check with the payment provider' }).click();
    const result = await waitFor(() => getByRole('heading', { name: 'Result of the check' }));
    await waitFor(() => assert.equal(document.activeElement, result));
    getByText('The check found and fixed 2 payments:');
    getByText('Payment of €5.00 on Dec 1, 2026 (provider reference in_1): missing, now recorded as Successful.');
    getByText('Payment of €5.00 on Nov 1, 2026 (provider reference in_0): was Pending, now Failed.');
    await waitFor(() =>
      assert.deepEqual(
        api.calls
          .slice(before)
          .map((c) => c.operation)
          .sort(),
        ['GET /contact/{id}/contribution', 'GET /contact/{id}/payment', 'POST /contact/{id}/contribution/reconcile'],
      ),
    );
    assert.deepEqual(await axeViolations(), []);
  });

  it('says when nothing needed fixing', async () => {
    const api = await openTab({ contribution: monthlyCard });
    getByRole('button', { name: 'Check with the payment provider' }).click();
    await waitFor(() => getByText('Nothing needed fixing: the payments here match the payment provider’s.'));
    assert.equal(api.calls.filter((c) => pathOf(c).endsWith('/reconcile')).length, 1);
    assert.equal(sent(api, 'GET /contact/{id}/contribution').length, 1, 'nothing to read again');
  });
});
