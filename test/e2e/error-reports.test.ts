import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { adminApi, type AdminApi } from './admin-api.ts';
import { logIn, startServerAndBrowser, stopServerAndBrowser, type RunningServer } from './harness.ts';

// Error reports: an uncaught error in the app reaches the admins' error reports, with the steps before it
// (pages without ids, API calls, clicks by name) and no more; an admin finds it from the menu.

const admin = { email: 'e2e-errors-admin@example.org', password: 'Admin1errors' };
let browser: Browser;
let server: RunningServer;
let api: AdminApi;

before(async () => {
  ({ browser, server } = await startServerAndBrowser({
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  }));
  api = adminApi(server.url, admin);
});
after(() => stopServerAndBrowser(server, browser));

interface Group {
  message: string;
  count: number;
  latest: { source: string; url: string; breadcrumbs: { kind: string; text: string }[] };
}

test('an uncaught error on a reader page is reported with its steps, and an admin reads it from the menu', async () => {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const reader = await context.newPage();
  await reader.goto(`${server.url}/join`);
  await reader.getByRole('heading', { level: 1 }).waitFor();
  await reader.getByRole('textbox', { name: /Email/ }).fill('reader.secret@example.org');
  await reader
    .getByRole('button', { name: /Continue|Join/ })
    .first()
    .click();
  await reader.evaluate(() =>
    setTimeout(() => {
      throw new Error('E2E boom for reader.secret@example.org');
    }),
  );

  // The report is sent as the error happens; read until it is there (a minute at most).
  let groups: Group[] = [];
  for (let tries = 0; !groups.some((g) => g.message.includes('E2E boom')); tries++) {
    assert.ok(tries < 120, 'no report arrived');
    await new Promise((resolve) => setTimeout(resolve, 500));
    groups = (await api<{ items: Group[] }>('GET', 'client-errors')).items;
  }
  const group = groups.find((g) => g.message.includes('E2E boom'))!;
  assert.equal(group.latest.source, 'app');
  assert.doesNotMatch(JSON.stringify(group), /reader\.secret/, 'no email reaches the report');
  assert.match(group.message, /\[email\]/);
  assert.ok(
    group.latest.breadcrumbs.some((c) => c.kind === 'navigation' && c.text === '/join'),
    'the page',
  );
  assert.ok(
    group.latest.breadcrumbs.some((c) => c.kind === 'click'),
    'the click',
  );
  assert.ok(group.latest.breadcrumbs.length <= 20);
  await context.close();

  const page = await browser.newPage();
  await logIn(page, server.url, admin);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Error reports', exact: true })
    .click();
  await page.waitForURL(`${server.url}/admin/errors`);
  await page.getByRole('heading', { name: /E2E boom for \[email\]/ }).waitFor();
  await page.close();
});
