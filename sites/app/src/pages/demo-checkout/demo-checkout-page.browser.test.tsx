import { assert, axeViolations, describe, getByRole, getByText, it, waitFor } from '@masthead/test/browser-setup';
import { apiError, fakeApi, type Answer } from '@masthead/client/testing';
import { renderPage } from '../../testing/render-page.tsx';
import { DemoCheckoutPage } from './demo-checkout-page.tsx';

const id = 'demo_flow_AAAAAAAAAAAAAAAAAAAAAAAA';
const checkout = {
  id,
  method: 'gc_direct-debit',
  email: 'mo@example.org',
  description: 'Membership, 5.00 a month',
  status: 'open',
  returnUrl: '/join/complete',
  newsroom: 'The Ledger',
  charge: {
    amount: 5.28,
    fee: 0.28,
    currency: 'EUR',
    period: 'monthly',
    today: 5.28,
    nextPaymentDate: '2027-02-28T10:00:00.000Z',
  } as Charge | null,
};

type State = typeof checkout;
type Charge = { amount: number; fee: number; currency: string; period: string; today: number; nextPaymentDate: string };

/** The page at `?return=<back>`, over a checkout that is `status` and answers as the server would, or as `decide` says. */
async function open(
  back: string | null,
  status = 'open',
  decide?: (state: State) => Answer,
  returnUrl = '/',
  charge = checkout.charge,
) {
  const state = { ...checkout, status, returnUrl, charge };
  const api = fakeApi((call) => {
    if (call.path !== `demo-checkout/${id}`) return undefined;
    if (call.method === 'GET') return { status: 200, body: state };
    if (decide) return decide(state);
    state.status = (call.body as { outcome: string }).outcome === 'succeed' ? 'succeeded' : 'failed';
    return { status: 200, body: state };
  });
  const query = back === null ? '' : `?return=${encodeURIComponent(back)}`;
  await renderPage(DemoCheckoutPage, {
    url: `/demo-checkout/${id}${query}`,
    route: '/demo-checkout/:id',
    params: { id },
    fetch: api.fetch,
  });
  await waitFor(() => getByText('mo@example.org'));
  return api;
}

const page = () => getByRole('region', { name: 'Demo checkout' });

describe('Demo checkout page', () => {
  it('is plainly marked as a demo and says what is being set up, for whom', async () => {
    await open('/join/complete');
    getByRole('heading', { name: 'Demo checkout' });
    const notice = getByRole('note', { name: 'Demo — no money moves' }, page());
    assert.match(notice.textContent ?? '', /Nothing is charged here/);
    assert.ok(getByText('Direct Debit', page()), 'the method in words');
    getByText('Membership, 5.00 a month', page());
    getByRole('button', { name: 'Pay (succeeds)' }, page());
    getByRole('button', { name: 'Decline (fails)' }, page());
    assert.deepEqual(await axeViolations(), []);
  });

  it('says what paying charges: to whom, how much a month with the fee, today, and the next payment', async () => {
    await open('/join/complete');
    /** The value the facts list gives for a term. */
    const fact = (term: string) => getByText(term, page()).nextElementSibling?.textContent;
    assert.equal(fact('Pay to'), 'The Ledger');
    assert.equal(fact('Amount'), '€5.28 per month (including the payment fee of €0.28)');
    assert.equal(fact('Today'), '€5.28');
    assert.equal(fact('Next payment'), 'February 28, 2027');
  });

  it('says a yearly amount, in another currency by its code, and nothing today when the first payment waits', async () => {
    const later = {
      amount: 60,
      fee: 0,
      currency: 'GBP',
      period: 'annually',
      today: 0,
      nextPaymentDate: '2027-01-01T09:00:00.000Z',
    };
    await open('/join/complete', 'open', undefined, '/', later);
    const fact = (term: string) => getByText(term, page()).nextElementSibling?.textContent;
    assert.equal(fact('Amount'), '£60.00 per year');
    assert.equal(fact('Today'), 'Nothing today');
    assert.equal(fact('First payment'), 'January 1, 2027');
    assert.deepEqual(await axeViolations(), []);
  });

  it('says a payment-method change charges nothing', async () => {
    await open('/profile/contribution/payment-method/complete', 'open', undefined, '/', null);
    const fact = (term: string) => getByText(term, page()).nextElementSibling?.textContent;
    assert.equal(fact('Amount'), 'Nothing is charged now: this only sets up the payment method.');
    assert.equal(page().textContent?.includes('Today'), false);
  });

  it('pays, then goes back to the return page in place of the checkout', async () => {
    const api = await open('/join/complete?lang=de');
    getByRole('button', { name: 'Pay (succeeds)' }).click();
    await waitFor(() => assert.equal(location.pathname + location.search, '/join/complete?lang=de'));
    const sent = api.calls.find((call) => call.method === 'POST');
    assert.deepEqual(sent?.body, { outcome: 'succeed' });
  });

  it('declines, then goes back to a return address on this site', async () => {
    const api = await open(`${location.origin}/profile/contribution/payment-method/complete`);
    getByRole('button', { name: 'Decline (fails)' }).click();
    await waitFor(() => assert.equal(location.pathname, '/profile/contribution/payment-method/complete'));
    assert.deepEqual(api.calls.find((call) => call.method === 'POST')?.body, { outcome: 'fail' });
  });

  for (const back of ['https://evil.example/join/complete', '//evil.example/join', 'javascript:alert(1)']) {
    it(`refuses the return address ${back}: the member stays, and reads the outcome`, async () => {
      await open(back);
      getByText('This checkout does not say where to go back to on this site, so you will stay on this page.');
      getByRole('button', { name: 'Pay (succeeds)' }).click();
      const outcome = await waitFor(() => getByRole('status', { name: 'This demo checkout has been paid.' }));
      assert.equal(location.pathname, `/demo-checkout/${id}`);
      await waitFor(() => assert.equal(document.activeElement, outcome, 'the outcome takes the focus'));
      getByRole('link', { name: 'Go to the home page' });
      assert.equal(document.querySelector('a[href*="evil"], a[href^="javascript"]'), null);
    });
  }

  it('shows a checkout answered before, with the way back', async () => {
    await open('/join/complete', 'failed');
    getByText('This demo checkout has been declined.');
    assert.equal(getByRole('link', { name: 'Continue' }).getAttribute('href'), '/join/complete');
    assert.equal(page().querySelector('button'), null, 'nothing left to press');
  });

  it('goes back to an article on another site only when the server accepted it for this flow', async () => {
    const article = 'https://news.example/story?paymentFlowId=f1';
    await open(article, 'succeeded', undefined, article);
    assert.equal(getByRole('link', { name: 'Continue' }).getAttribute('href'), article);
    assert.equal(document.body.textContent?.includes('does not say where to go back to'), false);
  });

  it('shows how a checkout was answered meanwhile in another tab (409), and stays', async () => {
    await open('/join/complete', 'open', (state) => {
      state.status = 'failed';
      return apiError('conflict');
    });
    getByRole('button', { name: 'Pay (succeeds)' }).click();
    await waitFor(() => getByText('This demo checkout has been declined.'));
    assert.equal(location.pathname, `/demo-checkout/${id}`);
    assert.equal(getByRole('link', { name: 'Continue' }).getAttribute('href'), '/join/complete');
  });

  it('says so when the checkout does not exist', async () => {
    const api = fakeApi(() => apiError('not-found'));
    await renderPage(DemoCheckoutPage, {
      url: `/demo-checkout/${id}?return=%2Fjoin%2Fcomplete`,
      route: '/demo-checkout/:id',
      params: { id },
      fetch: api.fetch,
    });
    await waitFor(() =>
      getByText('This demo checkout does not exist. Please start again from the page that sent you here.'),
    );
    getByRole('note', { name: 'Demo — no money moves' });
    assert.equal(page().querySelector('button'), null);
  });
});
