import assert from 'node:assert/strict';
import { test } from 'node:test';
import { launchBrowser } from './harness.ts';

test('a Lingui warning in any page of the browser fails the suite when it closes the browser, naming it', async () => {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.setContent('<p>An article</p>');
  await page.evaluate(() => console.warn('Uncompiled message detected! Message: "(required)"'));
  await page.evaluate(() => console.warn('Something else entirely'));
  await assert.rejects(
    browser.close(),
    /Lingui warned in the browser 1 time\(s\):\n.*Uncompiled message detected! Message: "\(required\)"/,
  );
});

test('a browser whose pages warned of nothing else closes quietly', async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.evaluate(() => console.warn('A newsroom script of its own'));
  await browser.close();
});
