import assert from 'node:assert/strict';
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { storedResponses, type AdminApi } from '../e2e/admin-api.ts';
import { consoleErrors } from '../e2e/harness.ts';
import { fillGuestDetails } from '../e2e/newsroom-page.ts';
import { readerContext, type Callout } from './sites.ts';

// What a logged-out reader does with a call-out on a newsroom's page, and what the newsroom then holds.

export interface Reading {
  page: Page;
  /** Console errors and uncaught exceptions, as the newsroom's developer would see them. */
  errors: string[];
  /** How often the page asked for masthead.js. */
  scriptRequests: () => number;
  close(): Promise<void>;
}

/** A logged-out reader opens `link` in a fresh context. */
export async function openAsReader(browser: Browser, link: string): Promise<Reading> {
  const context = await readerContext(browser);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  let requests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/embed/masthead.js') requests++;
  });
  await page.goto(link);
  return { page, errors, scriptRequests: () => requests, close: () => context.close() };
}

/** A `<callout-form>` or a frame showing the call-out page: both are driven by role and label. */
type Form = Locator | FrameLocator;

/**
 * Answers the open call-out (the demo's housing form; `story` of five words or more) as a guest and waits for the thanks.
 * @example await answerAsGuest(page.frameLocator('iframe'), { first: 'Wren', last: 'Press', email: 'wren@example.org' }, 'Rent up.')
 */
export async function answerAsGuest(form: Form, who: { first: string; last: string; email: string }, story: string) {
  await form.getByRole('textbox', { name: /What happened\?/ }).fill(story);
  await form.getByRole('radio', { name: 'I rent' }).check();
  await form.getByRole('button', { name: 'Next' }).click();
  await fillGuestDetails(form, who);
  await form.getByRole('button', { name: 'Submit' }).click();
  await form.getByRole('heading', { name: 'Thank you!' }).waitFor();
}

/** Asserts that the newsroom holds `story` among the call-out's responses, from the guest `email`. */
export async function assertAnswerArrived(api: AdminApi, callout: Callout, email: string, story: string) {
  const responses = await storedResponses(api, callout.id);
  const found = responses.find((r) => JSON.stringify(r.answers ?? {}).includes(story));
  assert.ok(found, `a response telling “${story}” among ${responses.length}`);
  assert.equal(found.guestEmail, email);
}

/** The post's text as the reader sees it (the theme's post content), to find code shown as text. */
export const articleText = (page: Page) =>
  page.locator('main .wp-block-post-content, main .entry-content').first().innerText();

/** Bits of an embed's code that must never show as text in an article. */
export const codeBits = ['masthead.js', '<script', '</', 'callout-form', 'iframe', '{', 'src=', 'data-masthead'];

/** Asserts that nothing of an embed's code shows in the article's text. */
export async function assertNoCodeShows(page: Page) {
  const text = await articleText(page);
  for (const bit of codeBits) assert.ok(!text.includes(bit), `the article shows “${bit}” as text:\n${text}`);
}
