import type { Page } from 'playwright-core';

// WordPress 6.1's block editor as a person uses it: a new post, its welcome guide closed, a
// block found in the inserter by its name, the post published from the top bar.

/** Opens a new post in the block editor and closes the welcome guide, which shows on a person's first visit. */
export async function newPostInBlockEditor(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/wp-admin/post-new.php`);
  const guide = page.getByRole('dialog', { name: /Welcome to the block editor/ });
  const title = page.getByRole('textbox', { name: 'Add title' });
  await Promise.race([guide.waitFor(), title.waitFor()]);
  // The guide may open a moment after the editor.
  await guide.waitFor({ timeout: 5_000 }).catch(() => undefined);
  if (await guide.isVisible()) {
    await guide.getByRole('button', { name: 'Close' }).click();
    await guide.waitFor({ state: 'hidden' });
  }
}

/** Types the title, then adds the block named `block` that the inserter finds for `search`; the names of all it found. */
export async function insertBlock(page: Page, title: string, search: string, block: string): Promise<string[]> {
  await page.getByRole('textbox', { name: 'Add title' }).fill(title);
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  await page.getByRole('searchbox', { name: /Search for blocks/ }).fill(search);
  const option = page.getByRole('option', { name: block });
  await option.waitFor();
  const found = await page.getByRole('listbox', { name: 'Blocks' }).getByRole('option').allInnerTexts();
  await option.click();
  return found.map((name) => name.trim());
}

/** Publishes from the top bar and its pre-publish check; the address of the post now live. */
export async function publishFromEditor(page: Page): Promise<string> {
  await page.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('region', { name: 'Editor publish' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  const view = page.getByRole('region', { name: 'Editor publish' }).getByRole('link', { name: 'View Post' });
  await view.first().waitFor();
  return (await view.first().getAttribute('href'))!;
}
