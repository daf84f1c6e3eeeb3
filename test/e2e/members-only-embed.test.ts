import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { adminApi, type AdminApi } from './admin-api.ts';
import { consoleErrors, startCrossOrigin, stopServerAndBrowser, type RunningServer } from './harness.ts';

// A members-only call-out embedded on a newsroom page of ANOTHER origin (the page on
// localhost, the API on 127.0.0.1), where no cookie of ours goes along. "Log in" opens the hosted
// site's popup; the member logs in there and confirms; the popup hands the page a pass for this
// call-out; the widget shows the already-answered state or the form, and answers as the member.

const member = { email: 'member@example.org', password: 'Member1demo' };
const admin = { email: 'e2e-admin@example.org', password: 'Admin1e2etest' };
const slug = 'members-choose-the-next-story';

let browser: Browser;
let server: RunningServer;
let newsroom: string;
let api: AdminApi;

before(async () => {
  ({ browser, server, newsroom } = await startCrossOrigin({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  }));
  api = adminApi(server.url, admin);
});
after(() => stopServerAndBrowser(server, browser));

async function article(page: Page) {
  await page.route(`${newsroom}/article.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Article – The Daily Example</title>
<script type="module" src="${server.url}/embed/masthead.js"></script></head><body><main><h1>Article</h1>
<callout-form slug="${slug}"></callout-form></main></body></html>`,
    }),
  );
  await page.goto(`${newsroom}/article.html`);
}

test('a member logs in through the popup, sees they answered, and once allowed answers as themselves', async () => {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await article(page);
  const form = page.locator('callout-form');
  await form.getByText('This call-out is open to members only. Please log in to respond.').waitFor();

  // The popup: the hosted login, then which site asks and as whom.
  const [popup] = await Promise.all([page.waitForEvent('popup'), form.getByRole('button', { name: 'Log in' }).click()]);
  await popup.getByLabel(/^Email/).fill(member.email);
  await popup.getByLabel(/^Password/).fill(member.password);
  await popup.getByRole('button', { name: 'Log in' }).click();
  const host = new URL(newsroom).host;
  await popup.getByText(`${host} asks to let you answer “Members: choose our next story” as Mina Member`).waitFor();
  await Promise.all([
    popup.waitForEvent('close'),
    popup.getByRole('button', { name: 'Continue as Mina Member' }).click(),
  ]);

  // The demo member answered this call-out already: said before they fill anything in.
  await form.getByText('You have already responded to this call-out.').waitFor();

  // The newsroom lets members answer more than once: a reload keeps the pass, and the form shows.
  const callout = await api<{ id: string }>('PATCH', `callout/${slug}`, { allowMultiple: true });
  await page.reload();
  await form.getByText('You are logged in as Mina Member. Your response will be linked to your account.').waitFor();
  await form.getByRole('combobox', { name: /Which topic should we cover next\?/ }).selectOption('schools');
  await form.getByRole('textbox', { name: /Why does it matter to you\?/ }).fill('Asked from the article, as a member.');
  await form.getByRole('button', { name: /Submit/ }).click();
  await form.getByRole('heading', { name: 'Thank you!' }).waitFor();

  // Acknowledged after its commit: one read finds it.
  const { items } = await api<{
    items: { contact?: { email: string } | null; answers?: Record<string, Record<string, unknown>> }[];
  }>('GET', `callout/${callout.id}/responses?with=answers&with=contact&limit=100`);
  const mine = items.find((item) => item.answers?.ideas?.why === 'Asked from the article, as a member.');
  assert.equal(mine?.contact?.email, member.email);
  assert.deepEqual(errors, []);
  await context.close();
});

test('closing the popup without confirming leaves the article as it was, and a guest cannot answer', async () => {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await article(page);
  const form = page.locator('callout-form');
  const [popup] = await Promise.all([page.waitForEvent('popup'), form.getByRole('button', { name: 'Log in' }).click()]);
  await popup.getByLabel(/^Email/).waitFor();
  await popup.close();
  // The button comes back: the reader may try again.
  await form.getByRole('button', { name: 'Log in' }).waitFor();
  assert.equal(await form.getByRole('combobox').count(), 0);
  await context.close();
});
