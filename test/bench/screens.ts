// Screenshots of the reader-facing widgets at a phone's and a desktop's width,
// and what the join form asks of a reader: its height at 375 px, the fields it
// shows, and the interactions from the article to the provider's page.
// `npm run bench -- screens` writes PNGs to dist/screens/ (or SCREENS_OUT).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, removeDataDir, root, startServer } from '../e2e/harness.ts';
import { newsroomPage } from '../e2e/newsroom-page.ts';

const widths = [375, 1280];

async function shoot(browser: Browser, url: string, body: string, name: string, out: string): Promise<void> {
  for (const width of widths) {
    const page = await newsroomPage(browser, url, body);
    await page.setViewportSize({ width, height: 900 });
    const element = page.locator('main > *').last();
    await element.locator('button, input').first().waitFor();
    await page.waitForLoadState('networkidle');
    await element.screenshot({ path: join(out, `${name}-${width}.png`) });
    await page.context().close();
  }
}

/** What a phone shows of the join form at 375 x 667: its height, the controls and text fields it shows, where it ends. */
async function joinFigures(form: Locator): Promise<void> {
  const box = await form.boundingBox();
  const controls = await form.locator('input:visible, select:visible, textarea:visible').count();
  // The radios sit under their cards (opacity 0), so `:visible` counts them; text fields are what a reader types in.
  const typed = await form.locator('input:visible:not([type=radio]):not([type=checkbox])').count();
  const submit = form.locator('button[type=submit]');
  const submitBox = await submit.boundingBox();
  const bottom = Math.round((submitBox?.y ?? 0) + (submitBox?.height ?? 0));
  console.log(
    `  join form at 375 px: ${Math.round(box?.height ?? 0)} px high; its submit button's bottom at ${bottom} px (${bottom <= 667 ? 'above' : 'below'} the fold of a 667 px screen)`,
  );
  console.log(`  fields shown (inputs, radios, checkboxes): ${controls}, of them to type in: ${typed}`);
}

/**
 * Counts every fill and click a reader must do with the suggested amount, from
 * the article to the provider's page (the demo checkout the default server
 * uses): the email, the submit, and whatever the form then asks for (a field it
 * marks invalid is one more interaction to fix it, the submit again one more).
 */
async function joinJourney(browser: Browser, url: string): Promise<void> {
  const page = await newsroomPage(browser, url, '<join-form></join-form>');
  await page.setViewportSize({ width: 375, height: 667 });
  const form: Locator = page.locator('join-form');
  await form.locator('button[type=submit]').waitFor();
  await page.waitForLoadState('networkidle');
  await joinFigures(form);
  let interactions = 0;
  const act = async (what: () => Promise<unknown>) => {
    await what();
    interactions++;
  };
  await act(() => form.getByRole('textbox', { name: /email/i }).fill('reader.screens@example.org'));
  const left = page.waitForURL(/\/demo-checkout\//, { timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  for (let attempt = 0; attempt < 4; attempt++) {
    await act(() => form.locator('button[type=submit]').click());
    const gone = await Promise.race([left, page.waitForTimeout(3_000).then(() => false)]);
    if (gone || /\/demo-checkout\//.test(page.url())) break;
    // Still on the article: the reader fixes what the form marks (a choice left open, an invalid field).
    const invalid = form.locator('[aria-invalid=true]:visible').first();
    const unchosen = form.locator('fieldset:has(p[id$=-error]) input[type=radio]').first();
    if (await unchosen.count()) await act(() => unchosen.check());
    else if (await invalid.count()) await act(() => invalid.fill('10'));
    else break;
  }
  const arrived = await left;
  const where = new URL(page.url()).pathname;
  console.log(
    `  interactions from the article to the provider with the suggested amount: ${interactions}` +
      (arrived
        ? ` (arrived at the demo checkout, ${where.replace(/[^/]+$/, ':id')})`
        : ` (never left the article: ${where})`),
  );
  await page.context().close();
}

export async function screens(): Promise<void> {
  const out = process.env.SCREENS_OUT ?? join(root, 'dist/screens');
  mkdirSync(out, { recursive: true });
  const server = await startServer({ env: { SEED: 'demo' } });
  const browser = await launchBrowser();
  try {
    console.log(`\nScreens of the widgets, written to ${out}`);
    await shoot(browser, server.url, '<join-form></join-form>', 'join-form', out);
    await shoot(browser, server.url, '<callout-form slug="housing-costs"></callout-form>', 'callout-form', out);
    await joinJourney(browser, server.url);
  } finally {
    await browser.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
