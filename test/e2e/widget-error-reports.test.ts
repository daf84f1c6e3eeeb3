import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { adminApi, type AdminApi } from './admin-api.ts';
import { consoleErrors, startCrossOrigin, stopServerAndBrowser, waitUntil, type RunningServer } from './harness.ts';

// Error reports from widgets: a widget embedded on a newsroom's page of another origin reports a failed API call to
// the admins' error reports, loading the reporter's code only then: a page where all goes well
// downloads none of it.

const admin = { email: 'e2e-widget-errors-admin@example.org', password: 'Admin1widgeterrors' };
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

interface Group {
  message: string;
  count: number;
  latest: { source: string; url: string; breadcrumbs: { kind: string; text: string }[] };
}

/** A newsroom article of another origin with `<join-form>`; the files it asked our server for. */
async function articleWithJoinForm(page: Page): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(server.url)) asked.push(new URL(request.url()).pathname);
  });
  await page.route(`${newsroom}/news/support.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Support us</title>
        <script type="module" src="${server.url}/embed/masthead.js"></script></head>
        <body><main><h1>Support our reporting</h1><join-form></join-form></main></body></html>`,
    }),
  );
  await page.goto(`${newsroom}/news/support.html`);
  return asked;
}

test('a join form whose API fails reports it with its steps; a page where all goes well loads no reporter', async () => {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);

  const calm = await context.newPage();
  const errors = consoleErrors(calm);
  const calmAsked = await articleWithJoinForm(calm);
  await calm.locator('join-form').getByRole('button').first().waitFor();
  assert.deepEqual(errors, [], 'a clean console');
  assert.ok(
    !calmAsked.some((path) => path.includes('error-reporter')),
    `no reporter code while all goes well: ${calmAsked.join(' ')}`,
  );
  await calm.close();

  const failing = await context.newPage();
  // The join settings answer 503 once, as a server restarting would; everything else is the real server.
  let failed = false;
  await failing.route(`${server.url}/api/1.0/content/join`, (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*', 'x-request-id': 'e2e-join-503' },
      body: JSON.stringify({ code: 'service-unavailable', message: 'down', errors: null, httpCode: 503 }),
    });
  });
  const failingAsked = await articleWithJoinForm(failing);
  await waitUntil(() => failingAsked.some((path) => path.includes('error-reporter')));

  let groups: Group[] = [];
  for (let tries = 0; !groups.some((g) => g.message === 'GET /content/join 503'); tries++) {
    assert.ok(tries < 120, 'no report arrived');
    await new Promise((resolve) => setTimeout(resolve, 500));
    groups = (await api<{ items: Group[] }>('GET', 'client-errors')).items;
  }
  const group = groups.find((g) => g.message === 'GET /content/join 503')!;
  assert.equal(group.latest.source, 'widget');
  assert.equal(group.latest.url, `${newsroom}/news/support.html`, 'the newsroom page, without its query');
  assert.ok(
    group.latest.breadcrumbs.some((c) => c.kind === 'api' && c.text === 'GET /content/join 503'),
    JSON.stringify(group.latest.breadcrumbs),
  );
  await context.close();
});
