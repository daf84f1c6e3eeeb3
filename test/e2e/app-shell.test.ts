import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import {
  freePort,
  launchBrowser,
  removeDataDir,
  root,
  startServer,
  stopServerAndBrowser,
  type RunningServer,
} from './harness.ts';
import { startStaticProxy } from './static-proxy.ts';

let browser: Browser;
let server: RunningServer;

before(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
after(() => stopServerAndBrowser(server, browser));

describe('the hosted app shell', () => {
  test('an unknown path shows Page not found, titled with the organisation', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.equal(await page.title(), 'Page not found - The Daily Example');
    await page.close();
  });

  test('a page that needs login sends the reader to login with next', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/profile/account`);
    await page.waitForURL(/\/auth\/login\?next=%2Fprofile%2Faccount$/);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    assert.equal(await page.title(), 'Log in - The Daily Example');
    await page.close();
  });

  test('the language comes from ?lang=', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/no/such/page?lang=de`);
    await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    await page.close();
  });

  test('a page loaded inside a frame is refused unless embeddable (by the CSP, before the app runs)', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/demo/`);
    await page.evaluate((base) => {
      for (const path of ['/auth/login', '/crowdnewsroom/housing-costs']) {
        const frame = document.createElement('iframe');
        frame.src = base + path;
        frame.title = path;
        document.body.append(frame);
      }
    }, server.url);
    // A seeded call-out's public page is embeddable.
    const allowed = page.frameLocator('iframe[title="/crowdnewsroom/housing-costs"]');
    await allowed.getByRole('heading', { level: 1, name: 'What does housing cost you?' }).waitFor();
    // frame-ancestors 'none': Chromium shows its own error page in place of the login page.
    const blocked = async () => page.frames().some((frame) => frame.url().startsWith('chrome-error:'));
    for (let i = 0; i < 100 && !(await blocked()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(await blocked(), 'the login page was not framed');
    const refused = page.frameLocator('iframe[title="/auth/login"]');
    assert.equal(await refused.getByRole('heading', { name: 'Log in' }).count(), 0);
    await page.close();
  });

  test('the demo newsroom page loads with its logo', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/demo/`);
    assert.equal(response?.status(), 200);
    await page.getByRole('heading', { level: 1, name: 'Who fixes the potholes on Mill Lane?' }).waitFor();
    const logoWidth = await page
      .getByRole('img', { name: 'The Daily Example' })
      .evaluate((img: HTMLImageElement) => img.naturalWidth);
    assert.ok(logoWidth > 0);
    await page.close();
  });
});

describe('start-up while the backend is down', () => {
  test('shows Starting with Try Again, then reloads when the backend comes up', async () => {
    const port = await freePort();
    const proxy = await startStaticProxy(join(root, 'dist/app'), port);
    const page = await browser.newPage();
    let backend: RunningServer | null = null;
    try {
      await page.goto(`${proxy.url}/no/such/page`);
      await page.getByRole('heading', { name: 'Starting' }).waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
      const reloaded = page.waitForEvent('load', { timeout: 90_000 });
      backend = await startServer({ port });
      await reloaded;
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      assert.equal(await page.evaluate(() => 'beforeReload' in window), false);
    } finally {
      await page.close();
      await proxy.close();
      await backend?.stop();
      if (backend) removeDataDir(backend.dataDir);
    }
  });
});
