import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { WordPressUser } from './wordpress.ts';

// What the site's people do in wp-admin, in a browser logged in through WordPress's own form.
// Posts go through the REST API from the logged-in page with its nonce, as the block editor
// saves them: WordPress applies the person's rights (an Author has no unfiltered_html) as it does then.

export interface Post {
  id: number;
  link: string;
  /** The content as it was saved, after WordPress's filters. */
  raw: string;
}

export interface WordPressSession {
  page: Page;
  /** Creates and publishes a post; `fields` are more of the REST API's (an Editor may give the `author`). */
  publish(title: string, content: string, fields?: Record<string, unknown>): Promise<Post>;
  /** The post as WordPress holds it now. */
  read(id: number): Promise<Post>;
  /** Saves new content for a post, as its editor's Update does. */
  update(id: number, content: string): Promise<Post>;
  close(): Promise<void>;
}

/** Logs `user` in at wp-login.php in a fresh context and waits for the dashboard. */
export async function logInToWordPress(browser: Browser, url: string, user: WordPressUser): Promise<WordPressSession> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await page.goto(`${url}/wp-login.php`);
  await page.getByLabel('Username or Email Address').fill(user.login);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${url}/wp-admin/`);
  const rest = async (method: string, path: string, body?: unknown): Promise<Post> => {
    const answer = await page.evaluate(
      async ({ method, path, body }) => {
        // The nonce the admin's scripts refresh theirs with (wp.apiFetch's `X-WP-Nonce`).
        const nonce = await (await fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
        const response = await fetch(`/wp-json/wp/v2/${path}`, {
          method,
          headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, json: await response.json() };
      },
      { method, path, body },
    );
    assert.ok(
      answer.status < 300,
      `${method} ${path} as ${user.login}: ${answer.status} ${JSON.stringify(answer.json)}`,
    );
    return { id: answer.json.id, link: answer.json.link, raw: answer.json.content.raw };
  };
  return {
    page,
    publish: (title, content, fields = {}) =>
      rest('POST', 'posts?context=edit', { title, content, status: 'publish', ...fields }),
    read: (id) => rest('GET', `posts/${id}?context=edit`),
    update: (id, content) => rest('POST', `posts/${id}?context=edit`, { content }),
    close: () => context.close(),
  };
}
