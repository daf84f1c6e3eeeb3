import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';

/**
 * A newsroom article on the API's own origin (the embed script's `api`
 * default) holding `body`, in a fresh browser context with the reader's clock
 * in Berlin. Waiting is for states, not times: a loaded CI machine may take a
 * while to solve a captcha or restart a server, hence the long default.
 */
export async function newsroomPage(browser: Browser, apiUrl: string, body: string, lang = 'en'): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await page.route(`${apiUrl}/article.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${lang}"><head><title>Article – The Daily Example</title>
<script type="module" src="/embed/masthead.js"></script></head><body><main><h1>Article</h1>${body}</main></body></html>`,
    }),
  );
  await page.goto(`${apiUrl}/article.html`);
  return page;
}

/**
 * Fills the guest contact details of a `<callout-form>`. A form's own email
 * question may share the slide, so the contact's Email field is the last one.
 */
export async function fillGuestDetails(form: Locator | FrameLocator, person: { first: string; last: string; email: string }) {
  await form.getByRole('textbox', { name: /First name/ }).fill(person.first);
  await form.getByRole('textbox', { name: /Last name/ }).fill(person.last);
  await form
    .getByRole('textbox', { name: /^Email/ })
    .last()
    .fill(person.email);
}
