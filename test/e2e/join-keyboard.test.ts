import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminApi, contactsWithEmail, type AdminApi } from './admin-api.ts';
import { linkIn, startTestSmtp, type TestSmtp } from './test-smtp.ts';
import { consoleErrors, freePort, startServerAndBrowser, stopServerAndBrowser, type RunningServer } from './harness.ts';

// "The whole join is possible by keyboard": a reader joins through <join-form> in an
// article on a newsroom's own origin with Tab, Space, Enter and typing only — the amount, the
// method, the email, the demo checkout, the names and VAT number, the emailed link, the account
// setup — and nothing is clicked. VAT is on, so its field is part of the walk.

const admin = { email: 'e2e-keyboard-admin@example.org', password: 'Admin1e2etest' };
const reader = 'keyboard.reader@example.org';

let browser: Browser;
let server: RunningServer;
let api: AdminApi;
/** The readers' mailboxes: the outbox shows admins join links masked. */
let smtp: TestSmtp;
let newsroom: string;

before(async () => {
  smtp = await startTestSmtp();
  const port = await freePort();
  newsroom = `http://localhost:${port}`;
  const env = {
    SMTP_URL: smtp.url,
    SITE_URL: `http://127.0.0.1:${port}`,
    EMBED_ORIGINS: newsroom,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  ({ server, browser } = await startServerAndBrowser({ port, env }, { crossOrigin: true }));
  api = adminApi(server.url, admin);
  await api('PATCH', 'content/general', { vatEnabled: true, vatRate: 20 });
});
after(async () => {
  await stopServerAndBrowser(server, browser);
  await smtp?.close();
});

/** Whether `target` has the focus (inside a shadow root too). */
const focused = (target: Locator) =>
  target.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el);

/** Presses Tab until `target` has the focus; fails after 40 presses (it cannot be reached by keyboard). */
async function tabTo(page: Page, target: Locator) {
  await target.waitFor();
  for (let presses = 0; presses < 40; presses++) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${target.toString()}`);
}

test('a reader joins through <join-form> in an article by keyboard alone', async () => {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.route(`${newsroom}/article.html**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Keys to the city – The Daily Example</title>
<script type="module" src="${server.url}/embed/masthead.js"></script></head><body><main><h1>Keys to the city</h1>
<p><a href="#more">A link before the form</a></p>
<join-form><a href="${server.url}/join">Become a member</a></join-form></main></body></html>`,
    }),
  );
  await page.goto(`${newsroom}/article.html`);
  const form = page.locator('join-form');

  // Tab reaches a radio group at its chosen option (the middle suggestion); arrows change it.
  await tabTo(page, form.getByRole('radio', { name: '£10', exact: true }));
  await page.keyboard.press('ArrowRight');
  assert.equal(await form.getByRole('radio', { name: '£15', exact: true }).isChecked(), true);
  await tabTo(page, form.getByRole('radio', { name: 'Credit or debit card' }));
  assert.equal(await form.getByRole('radio', { name: 'Credit or debit card' }).isChecked(), true, 'chosen already');
  await tabTo(page, form.getByRole('textbox', { name: /^Email/ }));
  await page.keyboard.type(reader);
  await tabTo(page, form.getByRole('button', { name: 'Continue to payment' }));
  await page.keyboard.press('Enter');

  await page.waitForURL(/127\.0\.0\.1:\d+\/demo-checkout\//);
  await tabTo(page, page.getByRole('button', { name: 'Pay (succeeds)' }));
  await page.keyboard.press('Enter');

  // Back in the article: the names step's heading has the focus, so Tab goes on from there.
  await page.waitForURL(new RegExp(`^${newsroom}/article\\.html\\?.*paymentFlowId=`));
  const heading = form.getByRole('heading', { name: 'Almost done: your name' });
  await heading.waitFor();
  assert.equal(await focused(heading), true, 'the returned step takes the focus');
  await page.keyboard.press('Tab');
  assert.equal(await focused(form.getByRole('textbox', { name: /^First name/ })), true);
  await page.keyboard.type('Kay');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Board');
  await tabTo(page, form.getByRole('textbox', { name: /^VAT number/ }));
  await page.keyboard.type('GB 123 4567 89');
  await page.keyboard.press('Enter');
  await form.getByRole('heading', { name: 'Check your email' }).waitFor();

  const link = await linkIn(smtp, reader, /https?:\/\/\S+\/join\/confirm-email\/[\w-]+/);
  await page.goto(link);
  await page.waitForURL(`${server.url}/join/setup`);
  // A new member has no password yet: they choose one here.
  await tabTo(page, page.getByLabel(/^New password/));
  await page.keyboard.type('Kay1boards');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kay1boards');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${server.url}/profile`);
  await page
    .getByText(/will renew on/i)
    .first()
    .waitFor();

  const items = await contactsWithEmail(api, reader);
  assert.equal(items.length, 1);
  assert.equal(items[0]!.displayName, 'Kay Board');
  const contact = await api<{ profile: { vatNumber: string } }>('GET', `contact/${items[0]!.id}?with=profile`);
  assert.equal(contact.profile.vatNumber, 'GB123456789');
  const contribution = await api<{ amount: number; period: string }>('GET', `contact/${items[0]!.id}/contribution`);
  assert.deepEqual([contribution.amount, contribution.period], [15, 'monthly']);
  assert.deepEqual(errors, []);
  await context.close();
});
