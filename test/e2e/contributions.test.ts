import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import {
  consoleErrors,
  freePort,
  launchBrowser,
  logIn,
  startServer,
  stopServerAndBrowser,
  type RunningServer,
} from './harness.ts';

// Contributions with the demo provider (no provider keys): the demo member's seeded monthly contribution
// (five months of payments) is raised, moved to another payment method through the demo checkout,
// cancelled (with its end date shown) and started again; an admin finds the payments.

const member = { email: 'member@example.org', password: 'Member1demo' };
const admin = { email: 'e2e-admin@example.org', password: 'Admin1e2etest' };

let browser: Browser;
let server: RunningServer;

before(async () => {
  const port = await freePort();
  server = await startServer({ port, env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
  browser = await launchBrowser();
});
after(() => stopServerAndBrowser(server, browser));

async function loggedIn(who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await logIn(page, server.url, who);
  return page;
}

/** The demo checkout's value for a term of its facts list ("Amount", "Today"). */
const checkoutFact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** The demo checkout: plainly marked, saying what it charges (`facts`, term to value), paid, and back to the app. */
async function payOnDemoCheckout(page: Page, facts: Record<string, string>) {
  await page.waitForURL(/\/demo-checkout\//);
  await page
    .getByText(/no money moves/i)
    .first()
    .waitFor();
  for (const [term, value] of Object.entries({ 'Pay to': 'The Daily Example', ...facts })) {
    assert.equal(await checkoutFact(page, term).textContent(), value, term);
  }
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
}

test('a member raises their contribution, changes the payment method, cancels and starts again', async () => {
  const page = await loggedIn(member);
  const errors = consoleErrors(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your contribution' }).click();
  await page.waitForURL(`${server.url}/profile/contribution`);
  await page.getByText('Card ending 4242', { exact: false }).first().waitFor();

  // Raise it: a monthly change applies from the next payment.
  await page.getByLabel('Amount per month').fill('8');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Check your contribution' }).waitFor();
  await page.getByText('Nothing: the change starts with your next payment.').waitFor();
  await page.getByText(/8\.00 on \w+ \d+, \d{4}$/).waitFor();
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await page.getByText('Your contribution has been changed.').waitFor();

  // Another payment method, through the demo checkout.
  await page.getByRole('button', { name: 'Change payment method' }).click();
  await page.getByRole('radio', { name: 'Direct Debit', exact: true }).check();
  await page.getByRole('button', { name: 'Continue to the payment provider' }).click();
  // Only the method changes: nothing is charged.
  await payOnDemoCheckout(page, { Amount: 'Nothing is charged now: this only sets up the payment method.' });
  await page.waitForURL(/\/profile\/contribution\/payment-method\/complete/);
  await page.getByText('Your payment method has been changed.').waitFor();
  await page.waitForURL(`${server.url}/profile/contribution`);
  await page
    .getByText(/Direct Debit from Demo Bank/)
    .first()
    .waitFor();

  // Cancel: the end of the paid period is shown before and after.
  await page.getByRole('link', { name: 'Cancel your contribution' }).click();
  await page.getByText(/Your membership continues until the end of the period you have paid for, on /).waitFor();
  await page.getByRole('button', { name: 'Cancel my contribution' }).click();
  await page.getByText('Your contribution has been cancelled.').waitFor();
  await page
    .getByText(/will expire on/i)
    .first()
    .waitFor();

  // And start again, monthly, paying the demo checkout.
  await page.getByLabel('Amount per month').fill('6');
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Still inside the paid month: nothing is charged today, the first payment falls when it ends.
  await page.getByText(/^Nothing: your membership is paid until /).waitFor();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // The checkout says so too.
  await payOnDemoCheckout(page, { Amount: '£6.00 per month', Today: 'Nothing today' });
  await page.waitForURL(/\/profile\/contribution\/complete/);
  await page.getByText('Your contribution has started. Thank you!').waitFor();
  await page.waitForURL(`${server.url}/profile/contribution`);
  await page
    .getByText(/will renew on/i)
    .first()
    .waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('an admin finds the payments from the menu, each with its contact, and sets another contact’s contribution by hand', async () => {
  const page = await loggedIn(admin);
  const errors = consoleErrors(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments', exact: true }).click();
  await page.waitForURL(`${server.url}/admin/payments`);
  const row = page.getByRole('row').filter({ hasText: 'Mina Member' }).first();
  await row.waitFor();
  assert.equal(await row.getByRole('link').first().getAttribute('href'), `/admin/contacts/${await contactId(page)}`);

  // Another contact's payment leads to their page; its Contribution tab sets a manual contribution.
  const other = page
    .getByRole('row')
    .filter({ hasNotText: 'Mina Member' })
    .filter({ has: page.getByRole('link') });
  const link = other.first().getByRole('link').first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await page.waitForURL(/\/admin\/contacts\/[\w-]+$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('navigation', { name: 'Contact' }).getByRole('link', { name: 'Contribution' }).click();
  await page.waitForURL(/\/admin\/contacts\/[\w-]+\/contribution$/);
  await page.getByRole('heading', { name: 'Set a manual contribution' }).waitFor();
  await page.getByRole('radio', { name: 'Manual contribution' }).check();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('120');
  await page.getByRole('radio', { name: 'Annually' }).check();
  await page.getByLabel('Source').fill('Standing order');
  await page.getByLabel('Reference').fill('SO-2026-17');
  await page.getByRole('button', { name: 'Save contribution' }).click();
  await page.getByText('The contribution has been saved.').waitFor();
  await page
    .getByText(/Standing order/)
    .first()
    .waitFor();

  // The nightly check, for this contact alone.
  await page.getByRole('button', { name: 'Check with the payment provider' }).click();
  await page.getByRole('heading', { name: 'Result of the check' }).waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

/** The demo member's id, as the API tells the admin. */
async function contactId(page: Page): Promise<string> {
  const rules = JSON.stringify({
    condition: 'AND',
    rules: [{ field: 'email', operator: 'equal', value: [member.email] }],
  });
  const answer = await page.request.get(`${server.url}/api/1.0/contact?rules=${encodeURIComponent(rules)}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  return (await answer.json()).items[0].id as string;
}
