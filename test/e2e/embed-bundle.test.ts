import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import type { Browser, Page } from 'playwright-core';
import { defaultTheme } from '@masthead/core';
import { createBundle } from '../../rollup.config.mjs';
import { launchBrowser, root } from './harness.ts';

// The embed build as newsrooms get it (React swapped for preact/compat, CSS
// inside each shadow root), applied to a small element made like the widgets.
const outDir = mkdtempSync(join(tmpdir(), 'masthead-embed-'));
let browser: Browser;
let server: Server;
let base: string;
let code: string;
let sizes: { file: string; gzip: number }[];

const page = (css: string) => `<!doctype html><html lang="en"><head><style>${css}</style>
<script type="module" src="/fixture.js"></script></head><body>
<h2 id="outside">Page heading</h2><button id="page-button">Page button</button>
<mh-embed-card heading="First"></mh-embed-card><mh-embed-card heading="Second"></mh-embed-card></body></html>`;

before(async () => {
  const config = createBundle({
    name: 'fixture',
    input: { fixture: join(root, 'test/e2e/fixtures/embed-card.tsx') },
    outDir,
    preact: true,
    entryFileNames: '[name].js',
    sizesFile: join(outDir, 'sizes.json'),
  });
  const bundle = await rollup(config);
  await bundle.write(config.output);
  await bundle.close();
  code = readFileSync(join(outDir, 'fixture.js'), 'utf8');
  sizes = JSON.parse(readFileSync(join(outDir, 'sizes.json'), 'utf8'));

  const pages: Record<string, string> = {
    '/plain': page('h2 { color: rgb(0, 0, 255) } button { background: rgb(0, 0, 255) }'),
    '/restyled': page(':root { --mh-color-primary: #00aa00 }'),
  };
  server = createServer((req, res) => {
    if (req.url === '/fixture.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
    const html = pages[req.url ?? ''];
    if (html) return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

async function open(path: string): Promise<Page> {
  const tab = await browser.newPage();
  await tab.goto(base + path);
  await tab.getByRole('button', { name: 'Pressed 0 times' }).first().waitFor();
  return tab;
}

const shadowStyle = (tab: Page, selector: string, property: string) =>
  tab.evaluate(
    ({ sel, prop }) => {
      const el = document.querySelector('mh-embed-card')!.shadowRoot!.querySelector(sel)!;
      return getComputedStyle(el).getPropertyValue(prop);
    },
    { sel: selector, prop: property },
  );

test('the embed bundle carries preact instead of React, and its CSS inside the script', () => {
  assert.doesNotMatch(code, /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/);
  assert.doesNotMatch(code, /__MASTHEAD_EMBED_CSS__/);
  assert.doesNotMatch(code, /\.vanilla\.css/);
  assert.match(code, /--mh-color-primary/);
  assert.deepEqual(
    readdirSync(outDir).filter((f) => f.endsWith('.css')),
    [],
  );
  const entry = sizes.find((row) => row.file === 'fixture.js');
  assert.ok(entry, 'the build records the size of the bundle');
  // React itself would be ~60 KB gzip; preact/compat with r2wc stays far below.
  assert.ok(entry.gzip < 20 * 1024, `fixture.js is ${entry.gzip} bytes gzip`);
});

test('elements render in their shadow roots, and several on one page work on their own', async () => {
  const tab = await open('/plain');
  await tab.getByRole('heading', { name: 'First' }).waitFor();
  await tab.getByRole('heading', { name: 'Second' }).waitFor();
  await tab.getByRole('button', { name: 'Pressed 0 times' }).first().click();
  await tab.getByRole('button', { name: 'Pressed 1 times' }).waitFor();
  assert.equal(await tab.getByRole('button', { name: 'Pressed 0 times' }).count(), 1);
  assert.equal(await tab.locator('style[data-masthead-theme]').count(), 1);
  await tab.close();
});

test("the page's CSS stays out of the element, and the element's stays out of the page", async () => {
  const tab = await open('/plain');
  assert.equal(await shadowStyle(tab, 'button', 'background-color'), rgb(defaultTheme.colors.primary));
  assert.notEqual(await shadowStyle(tab, 'h2', 'color'), 'rgb(0, 0, 255)');
  const pageButton = await tab.locator('#page-button').evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.equal(pageButton, 'rgb(0, 0, 255)');
  await tab.close();
});

test('a newsroom restyles the element from its own stylesheet through --mh-* properties', async () => {
  const tab = await open('/restyled');
  assert.equal(await shadowStyle(tab, 'button', 'background-color'), 'rgb(0, 170, 0)');
  await tab.close();
});
