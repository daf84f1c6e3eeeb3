import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Route } from 'playwright-core';
import { freePort, startServerAndBrowser, stopServerAndBrowser, waitUntil, type RunningServer } from './harness.ts';
import { fillGuestDetails, newsroomPage } from './newsroom-page.ts';
import { assertNoViolations } from './axe.ts';

// axe-core in Chromium over every state of <callout-form> (built embed bundle, real server), and the demo page.
let browser: Browser;
let server: RunningServer;

before(async () => {
  const port = await freePort();
  // The built app (`npm run build` first), started without `npm start`'s rebuild of changed sources.
  ({ server, browser } = await startServerAndBrowser({
    port,
    env: { SITE_URL: `http://127.0.0.1:${port}` },
    build: false,
  }));
});
after(() => stopServerAndBrowser(server, browser));

const article = (element: string, lang?: string) => newsroomPage(browser, server.url, element, lang);
const responses = /\/api\/1\.0\/callout\/[^/]+\/responses$/;

/** The housing form filled in validly up to its Submit button. */
async function fillHousingForm(form: Locator) {
  await form.getByRole('textbox', { name: /What happened\?/ }).fill('The rent went up twice this year already.');
  await form.getByRole('radio', { name: 'I rent' }).check();
  await form.getByRole('button', { name: 'Next' }).click();
  await fillGuestDetails(form, { first: 'Axe', last: 'Reader', email: 'axe.reader@example.org' });
}

describe('<callout-form> has no axe-core violations', () => {
  test('while loading, then with the form, then with validation errors', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await article('<callout-form slug="housing-costs"></callout-form>');
    // Holds the call-out back after a reload, so that the loading state stays on screen.
    await page.route(/\/api\/1\.0\/callout\/housing-costs/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const form = page.locator('callout-form');
    await form.getByText('Loading call-out…').waitFor();
    await assertNoViolations(page, 'loading');
    release();

    await form.getByRole('heading', { name: 'What does housing cost you?' }).waitFor();
    await assertNoViolations(page, 'form');

    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Please answer “What happened?”').waitFor();
    await assertNoViolations(page, 'validation errors');
    await page.context().close();
  });

  test('while submitting, retrying, refused and after the thanks', async () => {
    const page = await article('<callout-form slug="housing-costs"></callout-form>');
    const form = page.locator('callout-form');
    let tries = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(responses, async (route: Route) => {
      tries++;
      // First a lost connection (the element retries), then a held answer (submitting), then the real one.
      if (tries === 1) return route.abort('connectionreset');
      await held;
      return route.continue();
    });
    await fillHousingForm(form);
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Sending… (retrying)').waitFor();
    await assertNoViolations(page, 'retrying');
    await waitUntil(() => tries >= 2);
    await assertNoViolations(page, 'submitting');
    release();
    await form.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await assertNoViolations(page, 'thanks');
    await page.context().close();

    const refused = await article('<callout-form slug="housing-costs"></callout-form>');
    await refused.route(responses, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'callout-closed', message: 'closed', errors: null, httpCode: 403 }),
      }),
    );
    const refusedForm = refused.locator('callout-form');
    await fillHousingForm(refusedForm);
    await refusedForm.getByRole('button', { name: 'Submit' }).click();
    await refusedForm.getByText('This call-out is closed and no longer takes responses.').waitFor();
    await assertNoViolations(refused, 'refused');
    await refused.context().close();
  });

  test('not found, closed, members-only and preview', async () => {
    const page = await article(
      `<callout-form id="missing" slug="no-such-callout"></callout-form>
       <callout-form id="closed" slug="name-the-new-bridge"></callout-form>
       <callout-form id="members" slug="members-choose-the-next-story"></callout-form>`,
    );
    await page.locator('#missing').getByText('This call-out could not be found.').waitFor();
    await page.locator('#closed').getByText('This call-out is closed and no longer takes responses.').waitFor();
    await page.locator('#members').getByRole('button', { name: 'Log in' }).waitFor();
    await assertNoViolations(page, 'not found, closed, members-only');
    await page.context().close();

    const preview = await article('<callout-form slug="housing-costs" preview></callout-form>');
    const form = preview.locator('callout-form');
    await form.getByRole('heading', { name: 'What does housing cost you?' }).waitFor();
    await assertNoViolations(preview, 'preview');
    await fillHousingForm(form);
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Responses cannot be sent in preview mode.').waitFor();
    await assertNoViolations(preview, 'preview after submit');
    await preview.context().close();
  });

  test('German and easy German', async () => {
    // One page each: the same call-out twice on one page repeats its titled panel's region name
    // (axe's landmark-unique), which a newsroom embedding two call-outs never meets.
    for (const lang of ['de', 'de@easy']) {
      const page = await article(`<callout-form slug="housing-costs" lang="${lang}"></callout-form>`, 'de');
      await page.locator('callout-form').getByRole('button', { name: 'Weiter' }).waitFor();
      await assertNoViolations(page, lang);
      await page.locator('callout-form').getByRole('button', { name: 'Weiter' }).click();
      await page
        .locator('callout-form')
        // "Bitte beantworten Sie „What happened?“" (de), "Bitte füllen Sie das aus: „What happened?“" (de@easy).
        .getByText(/^Bitte .*„What happened\?“$/)
        .waitFor();
      await assertNoViolations(page, `${lang}, validation errors`);
      await page.context().close();
    }
  });
});

test('the demo page has no axe-core violations and shows every widget', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/demo/`);
  await page
    .locator('#callouts callout-form')
    .getByRole('heading', { name: 'What does housing cost you?' })
    .waitFor({ timeout: 60_000 });
  await page.locator('#members callout-form').getByRole('button', { name: 'Log in' }).waitFor({ timeout: 60_000 });
  // The gallery renders once its element is registered in the bundle; until then it is an empty unknown element.
  assert.equal(await page.locator('#gallery callout-gallery[slug="name-the-new-bridge"]').count(), 1);
  if (await page.evaluate(() => customElements.get('callout-gallery') !== undefined))
    await page
      .locator('#gallery callout-gallery')
      .getByText(/^Responses shown: |^No responses to show yet\./)
      .waitFor({ timeout: 60_000 });
  await assertNoViolations(page, 'demo page');
  await page.close();
});
