// The embed figures: gzip size of what a page with only
// <callout-form>, or only <join-form>, downloads before the element can show
// (masthead.js, then at once every file its loader asks for, one widgets
// catalog), of each lazy chunk, and the time from the script tag to a form a
// reader can type in, in headless Chromium against the real server on loopback.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { embedBudgets, initialDownload } from '../../scripts/embed-sizes.mjs';
import { launchBrowser, removeDataDir, root, startServer } from '../e2e/harness.ts';
import { startDelayProxy } from './delay-proxy.ts';

const embedDir = join(root, 'dist/embed');
const runs = 15;
const goalMs = 120;
/** The goal for `<callout-form>` with its catalog (issue 33), which `embedBudgets` now holds too. */
const goalKb = 32;
/** A phone's round trip, added to every request by a proxy on loopback, and the goal on it. */
const addedLatencyMs = 150;
const delayedGoalMs = 450;

interface SizeRow {
  bundle: string;
  file: string;
  gzip: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const isCatalog = (file: string) => /^assets\/locale-/.test(file);

function printSizes(): void {
  const shown = ['callout-form', 'join-form'] as const;
  const pages = shown.map((element) => ({ element, ...initialDownload(embedDir, element) }));
  const column = (text: string) => text.padStart(16);
  console.log('\nEmbed: what a page with only one element downloads before it shows (gzip, from the last build)');
  console.log('  masthead.js, then at once every file it asks for that element (read from its table in masthead.js)');
  console.log(`  ${''.padEnd(34)}${shown.map((e) => column(`<${e}>`)).join('')}`);
  const row = (label: string, values: string[]) => console.log(`  ${label.padEnd(34)}${values.map(column).join('')}`);
  const code = pages.map((page) => page.files.filter((f) => !isCatalog(f.file)).reduce((sum, f) => sum + f.gzip, 0));
  row('loader + chunks', code.map(kb));
  row(
    '+ one widgets catalog (en)',
    pages.map((page) => kb(page.gzip)),
  );
  row(
    'budget (with the catalog)',
    shown.map((e) => `≤ ${kb(embedBudgets[e])}`),
  );
  console.log(`  (<callout-form>'s goal: ≤ ${goalKb} KB with its catalog; the budget is what it must not grow beyond)`);
  for (const page of pages) {
    console.log(`  <${page.element}>: ${page.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}`);
    if (page.waterfall.length > 0)
      console.log(`    a second round trip: ${page.waterfall.join(', ')} (imported, but not asked for by the loader)`);
  }
  const rows = (JSON.parse(readFileSync(join(root, 'dist/sizes.json'), 'utf8')) as SizeRow[]).filter(
    (row) => row.bundle === 'embed',
  );
  const initial = new Set(pages.flatMap((page) => page.files.map((f) => f.file)));
  const catalogs = rows.filter((r) => isCatalog(r.file)).map((r) => r.gzip);
  if (catalogs.length > 0)
    console.log(
      `  widgets catalogs, one per element and locale (and its later texts beside it): ${catalogs.length} files, ${kb(Math.min(...catalogs))}–${kb(Math.max(...catalogs))} each`,
    );
  console.log('  other chunks, each loaded only where a page uses it:');
  for (const r of rows.filter((r) => !initial.has(r.file) && !isCatalog(r.file)).sort((a, b) => b.gzip - a.gzip))
    console.log(`    ${r.file.padEnd(44)} ${kb(r.gzip).padStart(8)}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Runs in the page (plain JavaScript: tsx's helpers do not exist there): adds
 * the script tag, then watches the element's shadow root until its first text
 * input is enabled and takes focus. Resolves to the times (ms) from adding the
 * tag to the script's `load` event and to that moment.
 */
const timeToInteractive = (scriptSrc: string) => `new Promise((resolve) => {
  const host = document.createElement('callout-form');
  host.setAttribute('slug', 'housing-costs');
  host.setAttribute('lang', 'en');
  document.body.append(host);
  let loaded = NaN;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = ${JSON.stringify(scriptSrc)};
  script.onload = () => (loaded = performance.now() - started);
  const ready = () => {
    const input = host.shadowRoot?.querySelector('input:not([disabled]), textarea:not([disabled])');
    if (!input) return false;
    input.focus();
    return host.shadowRoot.activeElement === input;
  };
  const finish = () => resolve({ loaded, interactive: performance.now() - started });
  // The shadow root appears when the element is defined; from then on, every change inside it is checked.
  const waitForShadowRoot = () => {
    if (!host.shadowRoot) return void setTimeout(waitForShadowRoot, 1);
    if (ready()) return finish();
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(host.shadowRoot, { childList: true, subtree: true, attributes: true });
  };
  const started = performance.now();
  document.head.append(script);
  waitForShadowRoot();
})`;

/**
 * Median times of `runs` cold page loads (a first, warming run not counted): a blank article at
 * `pageUrl` (answered by the browser itself) adds the form and the script from `scriptSrc`.
 */
async function timeRuns(
  browser: Browser,
  pageUrl: string,
  scriptSrc: string,
): Promise<{ loaded: number; fromLoad: number; interactive: number }> {
  const loadedMs: number[] = [];
  const interactiveMs: number[] = [];
  for (let run = 0; run <= runs; run++) {
    // A fresh context each run: nothing cached, as for a reader's first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('crash', () => console.log('  (the page crashed)'));
    await page.route(pageUrl, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Bench</title></head><body><main></main></body></html>',
      }),
    );
    await page.goto(pageUrl);
    const times = (await page.evaluate(timeToInteractive(scriptSrc))) as { loaded: number; interactive: number };
    await context.close();
    // The first run warms the server (its first call-out read); it is not counted.
    if (run === 0) continue;
    loadedMs.push(times.loaded);
    interactiveMs.push(times.interactive);
  }
  return {
    loaded: median(loadedMs),
    fromLoad: median(interactiveMs.map((t, i) => t - loadedMs[i]!)),
    interactive: median(interactiveMs),
  };
}

async function measureInteractive(): Promise<void> {
  // The built app as it is (no rebuild): the bench measures dist/.
  const server = await startServer({ env: { LOG_LEVEL: 'error' }, build: false });
  // The delayed run puts the article on localhost and the API on 127.0.0.1 (another origin, as on a newsroom's site).
  const browser = await launchBrowser({ crossOrigin: true });
  const proxy = await startDelayProxy(server.url, addedLatencyMs);
  try {
    const local = await timeRuns(browser, `${server.url}/article.html`, '/embed/masthead.js');
    console.log(`\n<callout-form> in headless Chromium on loopback, median of ${runs} cold page loads`);
    console.log(`  script tag added → script loaded and run:   ${local.loaded.toFixed(0)} ms`);
    console.log(`  script loaded → form interactive:           ${local.fromLoad.toFixed(0)} ms   goal ≤ ${goalMs} ms`);
    console.log(`  script tag added → form interactive:        ${local.interactive.toFixed(0)} ms`);

    const newsroom = proxy.url.replace('127.0.0.1', 'localhost');
    const before = proxy.requests();
    const delayed = await timeRuns(browser, `${newsroom}/article.html`, `${proxy.url}/embed/masthead.js`);
    const perLoad = (proxy.requests() - before) / (runs + 1);
    console.log(
      `\n<callout-form> on another origin, ${addedLatencyMs} ms added to every request (a delaying proxy on loopback), median of ${runs}`,
    );
    console.log(`  requests per page load (script, chunks, call-out, lazy question types): ${perLoad.toFixed(1)}`);
    console.log(`  script tag added → script loaded and run:   ${delayed.loaded.toFixed(0)} ms`);
    console.log(
      `  script tag added → form interactive:        ${delayed.interactive.toFixed(0)} ms   goal ≤ ${delayedGoalMs} ms`,
    );
  } finally {
    await proxy.close();
    await browser.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

/** Prints the embed figures; skipped when the build has no embed bundle. */
export async function benchEmbed(): Promise<void> {
  if (!existsSync(join(embedDir, 'masthead.js'))) {
    console.log('\n<callout-form> embed: skipped, dist/embed/masthead.js is missing (npm run build)');
    return;
  }
  printSizes();
  await measureInteractive();
}
