import type { Browser, BrowserContext } from 'playwright-core';
import { adminApi, type AdminApi } from '../e2e/admin-api.ts';
import { freePort, launchBrowser, startServer, stopServerAndBrowser, type RunningServer } from '../e2e/harness.ts';
import { openCallout, publishedCallout, tileHost, type Callout } from './callouts.ts';
import { startWordPress, type RunningWordPress, type WordPressFound } from './wordpress.ts';

// A newsroom's WordPress (http://127.0.0.1:<port>) and its Masthead (http://localhost:<port>): two
// origins, as on the web. Masthead knows the site (EMBED_ORIGINS), so a reader who joins in an
// article comes back to it; the call-outs are made through the admin API as an admin would.

export type { Callout };

export const mastheadAdmin = { email: 'e2e-wordpress-admin@example.org', password: 'Admin1e2ewordpress' };

export interface Sites {
  wordpress: RunningWordPress;
  server: RunningServer;
  /** Masthead's address as the newsroom gives it: `http://localhost:<port>`. */
  masthead: string;
  browser: Browser;
  api: AdminApi;
  /** Open to guests, taking answers (a copy of the demo's housing call-out). */
  open: Callout;
  /** With a public gallery and map of its verified answers (a copy of the demo's bridge poll). */
  published: Callout;
  stop(): Promise<void>;
}

/**
 * WordPress, Masthead and Chromium, started side by side, with the two call-outs made.
 * @example const sites = await startSites(found); after(() => sites.stop());
 */
export async function startSites(found: WordPressFound, options: { plugin?: boolean } = {}): Promise<Sites> {
  const wordpressPort = await freePort();
  let mastheadPort = await freePort();
  // Both probes have closed: the second may be handed the first one's port again.
  while (mastheadPort === wordpressPort) mastheadPort = await freePort();
  const masthead = `http://localhost:${mastheadPort}`;
  const env = {
    SITE_URL: masthead,
    EMBED_ORIGINS: `http://127.0.0.1:${wordpressPort}`,
    ADMIN_EMAIL: mastheadAdmin.email,
    ADMIN_PASSWORD: mastheadAdmin.password,
  };
  const started = await Promise.allSettled([
    startWordPress(found, { port: wordpressPort, plugin: options.plugin ?? false }),
    startServer({ port: mastheadPort, env }),
    launchBrowser({ crossOrigin: true }),
  ] as const);
  const [wordpress, server, browser] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined)) as [
    RunningWordPress | undefined,
    RunningServer | undefined,
    Browser | undefined,
  ];
  const stop = async () => {
    await Promise.all([stopServerAndBrowser(server, browser), wordpress?.stop()]);
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const api = adminApi(server!.url, mastheadAdmin);
  const [open, published] = await Promise.all([openCallout(api), publishedCallout(api)]).catch(async (error) => {
    await stop();
    throw error;
  });
  return { wordpress: wordpress!, server: server!, masthead, browser: browser!, api, open, published, stop };
}

// A 1×1 transparent PNG: every map tile.
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A logged-out reader's fresh context; the map tiles answer from here. */
export async function readerContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  context.setDefaultTimeout(60_000);
  await context.route(`${tileHost}/**`, (route) => route.fulfill({ contentType: 'image/png', body: tile }));
  return context;
}
