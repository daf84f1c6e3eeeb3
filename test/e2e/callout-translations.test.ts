import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminApi, type AdminApi } from './admin-api.ts';
import { freePort, startServerAndBrowser, stopServerAndBrowser, type RunningServer } from './harness.ts';
import { newsroomPage } from './newsroom-page.ts';

// Call-out translations in Chromium against the real server and the built app: an admin translates the
// questions of a call-out in the builder's translations tab, and a German reader sees them at
// /crowdnewsroom/{slug}/respond?lang=de and in <callout-form lang="de">.
const admin = { email: 'e2e-translations-admin@example.org', password: 'Admin1e2etranslations' };
const slug = 'noise-on-your-street';

let browser: Browser;
let server: RunningServer;
let api: AdminApi;
let callout: { id: string };

before(async () => {
  const port = await freePort();
  const env = { SITE_URL: `http://127.0.0.1:${port}`, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  ({ server, browser } = await startServerAndBrowser({ port, env, build: false }));
  api = adminApi(server.url, admin);
  callout = await api('POST', 'callout', {
    slug,
    access: 'anonymous',
    starts: new Date(Date.now() - 60_000).toISOString(),
    formSchema: {
      slides: [
        {
          id: 'street',
          title: 'Your street',
          components: [
            {
              type: 'radio',
              key: 'loud',
              label: 'Is your street loud at night?',
              input: true,
              values: [
                { label: 'Yes, very', value: 'yes' },
                { label: 'Not really', value: 'no' },
              ],
            },
          ],
          navigation: { nextText: 'On to the details' },
        },
        {
          id: 'details',
          title: 'Details',
          components: [{ type: 'textarea', key: 'story', label: 'What do you hear?', input: true }],
        },
      ],
    },
    variants: { default: { title: 'Noise on your street' }, de: { title: 'Lärm in Ihrer Straße' } },
  });
});
after(() => stopServerAndBrowser(server, browser));

async function loggedIn(path: string): Promise<Page> {
  const context: BrowserContext = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await page.goto(`${server.url}/auth/login?next=${encodeURIComponent(path)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL(`${server.url}${path}`);
  return page;
}

test('an admin’s German questions appear for a reader at /respond?lang=de and in <callout-form lang="de">', async () => {
  const editor = await loggedIn(`/admin/crowdnewsroom/edit/${callout.id}`);
  await editor.getByRole('tab', { name: /^Translations/ }).click();
  const missing = editor.getByRole('list', { name: 'Missing translations' });
  // Two slide titles, two questions, two options and a button text.
  await missing.waitFor();
  assert.match((await missing.textContent()) ?? '', /Deutsch \(Sie\): 7 missing/);
  const panel = editor.getByRole('tabpanel', { name: 'Translations' });
  await panel.getByLabel('Language').selectOption('de');
  await panel.getByLabel('Is your street loud at night?', { exact: true }).fill('Ist Ihre Straße nachts laut?');
  await panel.getByLabel('Yes, very', { exact: true }).fill('Ja, sehr');
  await panel.getByLabel('Your street', { exact: true }).fill('Ihre Straße');
  await panel.getByLabel('On to the details', { exact: true }).fill('Weiter zu den Einzelheiten');
  await missing.getByText('Deutsch (Sie): 3 missing').waitFor();
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await editor
    .getByText('Changes saved')
    .or(editor.getByRole('status').filter({ hasText: /saved/i }))
    .first()
    .waitFor();
  await editor.context().close();

  const stored = await api<{ variants: Record<string, { componentText: Record<string, string> }> }>(
    'GET',
    `callout/${callout.id}?with=variants`,
  );
  assert.equal(stored.variants.de!.componentText['Is your street loud at night?'], 'Ist Ihre Straße nachts laut?');

  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const reader = await context.newPage();
  await reader.goto(`${server.url}/crowdnewsroom/${slug}/respond?lang=de`);
  await reader.getByText('Schritt 1 von 2').waitFor();
  await reader.getByRole('group', { name: /Ist Ihre Straße nachts laut\?/ }).waitFor();
  assert.ok(await reader.getByRole('radio', { name: 'Ja, sehr' }).isVisible());
  assert.ok(await reader.getByRole('radio', { name: 'Not really' }).isVisible(), 'untranslated: the English text');
  assert.ok(await reader.getByText('Ihre Straße', { exact: true }).isVisible());
  await reader.getByRole('radio', { name: 'Ja, sehr' }).check();
  await reader.getByRole('button', { name: 'Weiter zu den Einzelheiten' }).click();
  await reader.getByText('Schritt 2 von 2').waitFor();
  assert.ok(await reader.getByRole('textbox', { name: /What do you hear\?/ }).isVisible());
  await context.close();

  const article = await newsroomPage(
    browser,
    server.url,
    `<callout-form slug="${slug}" lang="de"></callout-form>`,
    'de',
  );
  const form = article.locator('callout-form');
  await form.getByRole('group', { name: /Ist Ihre Straße nachts laut\?/ }).waitFor();
  assert.ok(await form.getByRole('button', { name: 'Weiter zu den Einzelheiten' }).isVisible());
  await article.context().close();
});
