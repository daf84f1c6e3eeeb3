import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import {
  startStripeDouble,
  type StripeDouble,
} from '../../packages/server/src/payments/providers/testing/stripe-double.ts';
import {
  consoleErrors,
  freePort,
  launchBrowser,
  logIn,
  startServer,
  stopServerAndBrowser,
  type RunningServer,
} from './harness.ts';

// Contributions, the Stripe path: the app runs with Stripe keys against the local Stripe double
// (STRIPE_API_BASE). A member starts a card contribution, sets the card up on the double's
// Checkout page (another origin, as Stripe's is), comes back, and the first payment arrives
// through a signed `invoice.paid` webhook the double delivers to /webhooks/stripe.

const admin = { email: 'e2e-stripe@example.org', password: 'Admin1e2etest' };

let browser: Browser;
let server: RunningServer;
let stripe: StripeDouble;

before(async () => {
  const port = await freePort();
  stripe = await startStripeDouble({ webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe` });
  server = await startServer({
    port,
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      STRIPE_SECRET_KEY: stripe.providerOptions.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
  });
  browser = await launchBrowser();
});
after(async () => {
  await stopServerAndBrowser(server, browser);
  await stripe?.close();
});

test('a card contribution set up on Stripe’s Checkout page starts, and its first payment comes by webhook', async () => {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await logIn(page, server.url, admin);
  const errors = consoleErrors(page);
  // An admin's own pages are in the user menu.
  await page.getByRole('button', { name: /^Account menu:/ }).click();
  await page.getByRole('navigation', { name: 'User menu' }).getByRole('link', { name: 'Your contribution' }).click();
  await page.waitForURL(`${server.url}/profile/contribution`);

  await page.getByLabel('Amount per month').fill('7');
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await page.waitForURL(`${stripe.url}/pay/**`);
  await page.getByText('No money moves').waitFor();
  await page.getByRole('button', { name: 'Save payment method' }).click();

  await page.waitForURL(/\/profile\/contribution\/complete\?paymentFlowId=/);
  await page.getByText('Your contribution has started. Thank you!').waitFor();
  await page.waitForURL(`${server.url}/profile/contribution`);
  await page
    .getByText(/will renew on/i)
    .first()
    .waitFor();
  await page
    .getByText(/Card ending 4242/)
    .first()
    .waitFor();

  const subscription = [...stripe.state.objects.values()].find((object) => object.object === 'subscription');
  assert.equal((subscription?.items as { data: { price: { unit_amount: number } }[] }).data[0]?.price.unit_amount, 700);

  // The payment is known only from the webhook: the subscription's answer carries none.
  const me = await page.request.get(`${server.url}/api/1.0/contact/me`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const { id } = (await me.json()) as { id: string };
  await page.goto(`${server.url}/admin/payments`);
  const row = page
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/admin/contacts/${id}"]`) })
    .filter({ hasText: '£7.00' });
  for (let attempt = 0; attempt < 20 && !(await row.isVisible()); attempt++) {
    await page.waitForTimeout(250);
    await page.reload();
  }
  await row.waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
