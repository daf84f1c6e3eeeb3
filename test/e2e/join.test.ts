import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import type { ParsedMail } from 'mailparser';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';
import { adminApi, contactsWithEmail, type AdminApi } from './admin-api.ts';
import { consoleErrors, freePort, startServerAndBrowser, stopServerAndBrowser, type RunningServer } from './harness.ts';

// Joining on the hosted app with the demo provider: a reader joins from the login page's link,
// pays £5 a month on the demo checkout, gives their name, confirms their address from the email
// the server sends (to a real SMTP server here), chooses a password, lands on their profile,
// logged in, with the contribution running, and logs in again with that password.

const admin = { email: 'e2e-join-admin@example.org', password: 'Admin1e2etest' };
const adminEnv = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
const reader = 'new.reader@example.org';
const readerPassword = 'Nora1reads';

let browser: Browser;
let server: RunningServer;
let api: AdminApi;
/** A newsroom's site: the same port on localhost, another origin, listed in EMBED_ORIGINS. */
let newsroom: string;
let smtp: TestSmtp;

before(async () => {
  smtp = await startTestSmtp();
  const port = await freePort();
  newsroom = `http://localhost:${port}`;
  // SITE_URL: the links the join emails carry must be on the organisation's own site.
  const env = {
    SMTP_URL: smtp.url,
    SITE_URL: `http://127.0.0.1:${port}`,
    EMBED_ORIGINS: newsroom,
    ...adminEnv,
  };
  ({ server, browser } = await startServerAndBrowser({ port, env }, { crossOrigin: true }));
  api = adminApi(server.url, admin);
});
after(async () => {
  await stopServerAndBrowser(server, browser);
  await smtp?.close();
});

/** The email to `to` whose subject matches, as the SMTP server received it; waited for (the send ends the request). */
async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = smtp.received.find(
      (mail) => JSON.stringify(mail.to ?? '').includes(to) && subject.test(mail.subject ?? ''),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email to ${to} with a subject like ${subject}`);
}

test('a reader joins with £5 a month through the demo checkout and confirms from the email', async () => {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto(`${server.url}/auth/login`);
  await page.getByRole('link', { name: 'Join' }).click();
  await page.waitForURL(`${server.url}/join`);

  await page.getByRole('radio', { name: '£5', exact: true }).check();
  assert.equal(
    await page.getByRole('radio', { name: 'Credit or debit card' }).isChecked(),
    true,
    'chosen for the reader',
  );
  await page.getByRole('textbox', { name: /^Email/ }).fill(reader);
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await page.waitForURL(/\/demo-checkout\//);
  await page
    .getByText(/no money moves/i)
    .first()
    .waitFor();
  // What paying charges, as a provider's checkout says it: to whom, how much a month, today, and when next.
  const fact = (term: string) =>
    page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  assert.equal(await fact('Pay to').textContent(), 'The Daily Example');
  assert.equal(await fact('Amount').textContent(), '£5.00 per month');
  assert.equal(await fact('Today').textContent(), '£5.00');
  const nextMonth = new Date();
  nextMonth.setUTCDate(1);
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  const month = nextMonth.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });
  assert.match(
    (await fact('Next payment').textContent()) ?? '',
    new RegExp(`^${month} \\d{1,2}, ${nextMonth.getUTCFullYear()}$`),
  );
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();

  await page.waitForURL(/\/join\/complete\?paymentFlowId=/);
  await page.getByRole('heading', { name: 'Almost done: your name' }).waitFor();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Nora');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Reader');
  await page.getByRole('button', { name: 'Finish joining' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await page.getByText(reader, { exact: false }).first().waitFor();

  const email = await mailTo(reader, /^Confirm your email address/);
  const link = /https?:\/\/\S+\/join\/confirm-email\/[\w-]+/.exec(email.text ?? '')?.[0];
  assert.ok(link, email.text);
  await page.goto(link);
  // Logged in without a password, the new member sets up the account (names kept from the join),
  // chooses a password and goes on to their profile.
  await page.waitForURL(`${server.url}/join/setup`);
  await page.getByLabel(/^New password/).fill(readerPassword);
  await page.getByLabel(/^Confirm new password/).fill(readerPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${server.url}/profile`);
  await page
    .getByText(/will renew on/i)
    .first()
    .waitFor();
  await mailTo(reader, /^Welcome to /);

  // The password is theirs: logged out from the menu, they log in with it on the login form.
  await page.getByRole('button', { name: /^Account menu:/ }).click();
  await page.getByRole('navigation', { name: 'User menu' }).getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(`${server.url}/auth/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(reader);
  await page.getByLabel(/^Password/).fill(readerPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${server.url}/profile`);
  await page
    .getByText(/will renew on/i)
    .first()
    .waitFor();

  // One contact for the address, a member with the monthly contribution.
  const items = await contactsWithEmail(api, reader);
  assert.equal(items.length, 1);
  assert.equal(items[0]!.displayName, 'Nora Reader');
  const contribution = await api<{ amount: number; period: string; type: string }>(
    'GET',
    `contact/${items[0]!.id}/contribution`,
  );
  assert.deepEqual([contribution.type, contribution.amount, contribution.period], ['Automatic', 5, 'monthly']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('<join-form> in an article on a newsroom’s site: the reader pays and comes back to the article to finish', async () => {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.route(`${newsroom}/article.html**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Why we count the trees – The Daily Example</title>
<script type="module" src="${server.url}/embed/masthead.js"></script></head><body><main><h1>Why we count the trees</h1>
<join-form><a href="${server.url}/join">Become a member</a></join-form></main></body></html>`,
    }),
  );
  await page.goto(`${newsroom}/article.html?utm_source=newsletter`);
  const form = page.locator('join-form');
  assert.equal(await form.getByRole('radio', { name: '£10', exact: true }).isChecked(), true, 'the middle suggestion');
  // Direct Debit is used less than a card: behind "Other ways to pay".
  await form.getByText('Other ways to pay').click();
  await form.getByRole('radio', { name: 'Direct Debit', exact: true }).check();
  await form.getByRole('textbox', { name: /^Email/ }).fill('article.reader@example.org');
  await form.getByRole('button', { name: 'Continue to payment' }).click();

  await page.waitForURL(/127\.0\.0\.1:\d+\/demo-checkout\//);
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();

  // Back in the article, on the newsroom's own address, to give the names.
  await page.waitForURL(new RegExp(`^${newsroom}/article\\.html\\?.*paymentFlowId=`));
  await form.getByRole('heading', { name: 'Almost done: your name' }).waitFor();
  await form.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Article');
  await form.getByRole('button', { name: 'Finish joining' }).click();
  await form.getByRole('heading', { name: 'Check your email' }).waitFor();
  await form.getByText('article.reader@example.org', { exact: false }).first().waitFor();
  assert.equal(new URL(page.url()).searchParams.get('paymentFlowId'), null, 'a reload starts afresh');
  await mailTo('article.reader@example.org', /^Confirm your email address/);
  assert.deepEqual(errors, []);
  await context.close();
});
