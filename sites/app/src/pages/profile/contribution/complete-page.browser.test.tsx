import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { assert, axeViolations, describe, getByRole, getByText, it, waitFor } from '@masthead/test/browser-setup';
import { apiError, fakeApi, type Answer } from '@masthead/client/testing';
import type { PageProps } from '../../../routes/pages.ts';
import { member, renderPage } from '../../../testing/render-page.tsx';
import { ContributionCompletePage, PaymentMethodCompletePage } from './complete-page.tsx';
import { monthlyCard } from './contribution.test-helper.ts';

/**
 * React's strict mode, which runs a page's effects twice as a development
 * build does. It does so only for a StrictMode placed by an update, not
 * one inside a root's first render, so it comes one render later.
 */
function Strict({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return shown ? <StrictMode>{children}</StrictMode> : null;
}
const StrictContribution = (props: PageProps) => (
  <Strict>
    <ContributionCompletePage {...props} />
  </Strict>
);
const StrictPaymentMethod = (props: PageProps) => (
  <Strict>
    <PaymentMethodCompletePage {...props} />
  </Strict>
);

const ok: Answer = { status: 200, body: monthlyCard };

/** Answers each complete call with the next of `answers`, each once the test releases it. */
function server(operation: string, answers: Answer[]) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const api = fakeApi(async (call) => {
    if (call.operation !== operation) return undefined;
    await held;
    return answers.shift();
  });
  return { api, release };
}

async function open(
  kind: 'contribution' | 'paymentMethod',
  api: ReturnType<typeof fakeApi>,
  query = '?paymentFlowId=flow-1',
) {
  const path =
    kind === 'contribution' ? '/profile/contribution/complete' : '/profile/contribution/payment-method/complete';
  return renderPage(kind === 'contribution' ? StrictContribution : StrictPaymentMethod, {
    url: path + query,
    route: path,
    fetch: api.fetch,
    contact: member,
  });
}

describe('Payment flow complete pages', () => {
  it('completes the flow once, says so while it works, then shows the contribution with a notice', async () => {
    const { api, release } = server('POST /contact/{id}/contribution/complete', [ok, apiError('payment-flow-used')]);
    const ctx = await open('contribution', api);
    const working = await waitFor(() => getByText('Setting up your contribution…'));
    assert.equal(working.getAttribute('role'), 'status');
    assert.deepEqual(await axeViolations(), []);
    release();
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/profile/contribution'));
    await waitFor(() => getByText(/^Success: Your contribution has started\. Thank you!$/));
    assert.deepEqual(
      api.calls.map((c) => [c.operation, c.body]),
      [['POST /contact/{id}/contribution/complete', { paymentFlowId: 'flow-1' }]],
    );
  });

  it('reads a used flow after a reload as already done, with the way to the contribution', async () => {
    const { api, release } = server('POST /contact/{id}/contribution/complete', [apiError('payment-flow-used')]);
    release();
    const ctx = await open('contribution', api);
    await waitFor(() => getByText('Already done'));
    getByText('This payment step was already completed.');
    assert.equal(getByRole('link', { name: 'Go to your contribution' }).getAttribute('href'), '/profile/contribution');
    assert.equal(ctx.router.location.pathname, '/profile/contribution/complete');
    assert.deepEqual(await axeViolations(), []);
  });

  it('says the provider failed and nothing was charged, and tries again on request', async () => {
    const { api, release } = server('POST /contact/{id}/payment-method/complete', [
      apiError('payment-provider-failed'),
      ok,
    ]);
    release();
    const ctx = await open('paymentMethod', api);
    const text = 'The payment provider did not answer. Nothing was charged; please try again in a moment.';
    await waitFor(() => getByText(text));
    assert.ok(getByText(text).closest('[role="alert"]'));
    getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/profile/contribution'));
    await waitFor(() => getByText(/^Success: Your payment method has been changed\.$/));
    assert.deepEqual(
      api.calls.map((c) => c.operation),
      ['POST /contact/{id}/payment-method/complete', 'POST /contact/{id}/payment-method/complete'],
    );
  });

  it('tells a refused payment from the catalogue, without trying again', async () => {
    const { api, release } = server('POST /contact/{id}/contribution/complete', [apiError('payment-refused')]);
    release();
    await open('contribution', api);
    await waitFor(() =>
      getByText('The payment could not be set up. Please check your details or choose another payment method.'),
    );
    assert.equal(document.querySelectorAll('button').length, 0);
    getByRole('link', { name: 'Go to your contribution' });
  });

  it('sends nothing without a payment flow id', async () => {
    const api = fakeApi(() => undefined);
    await open('contribution', api, '');
    await waitFor(() => getByText('Oops, something went wrong! Contact support if this happens again.'));
    assert.equal(api.calls.length, 0);
  });
});
