import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { rollup } from 'rollup';
import type { Browser, Page } from 'playwright-core';
import { defaultTheme } from '@masthead/core';
import { createBundle } from '../../rollup.config.mjs';
import { build } from '../../scripts/build.mjs';
import { embedBudgets, initialDownload, readElementTable } from '../../scripts/embed-sizes.mjs';
import { isBuildCurrent } from '../../scripts/source-stamp.mjs';
import { launchBrowser, root, waitUntil } from './harness.ts';

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
  embedServer?.close();
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
  // React itself would be ~60 KB gzip; preact/compat with our custom element stays far below.
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

// The real embed bundle (dist/embed, as `npm run build` leaves it): masthead.js is a loader that,
// for each element on the page, asks at once for the element's chunk, every chunk it imports and
// its texts in the page's language (scripts/embed-elements.mjs writes it the table).
const embedDir = join(root, 'dist/embed');
const elements = ['callout-form', 'callout-gallery', 'callout-map', 'join-form'];
let embedServer: Server;
let embedBase: string;
/** The files under /embed/ the page asked for, in order. */
let asked: string[] = [];
/** The API calls the page made (path and query), in order. */
let apiAsked: string[] = [];
/** While true, every file but masthead.js waits for `answerHeld()`. */
let holding = false;
const held: (() => void)[] = [];
const answerHeld = () => {
  holding = false;
  for (const answer of held.splice(0)) answer();
};

/** A newsroom article in German holding `body` and the script tag. */
const article = (body: string) => `<!doctype html><html lang="de"><head><title>Artikel</title>
<script type="module" src="/embed/masthead.js"></script></head><body><main><h1>Artikel</h1>${body}</main></body></html>`;
const articles: Record<string, string> = {
  '/only/callout-form': article('<callout-form slug="housing-costs"></callout-form>'),
  '/only/join-form': article('<join-form></join-form>'),
  '/later': article(''),
};

before(async () => {
  // Like the e2e server (harness.ts): build when the sources changed, unless told to use dist/ as it is.
  if (process.env.E2E_NO_BUILD !== '1' && !isBuildCurrent(root)) await build({ quiet: true });
  assert.ok(existsSync(join(embedDir, 'masthead.js')), 'dist/embed/masthead.js exists: run `npm run build` first');
  embedServer = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const html = articles[path];
    if (html) return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    // No API here: every call fails as a server error would, and each widget says so.
    if (path.startsWith('/api/')) {
      apiAsked.push(req.url ?? '');
      return res.writeHead(503).end();
    }
    const file = normalize(path.replace(/^\/embed\//, ''));
    if (!path.startsWith('/embed/') || file.startsWith('..') || !existsSync(join(embedDir, file)))
      return res.writeHead(404).end();
    asked.push(file);
    const answer = () =>
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(join(embedDir, file)));
    if (holding && file !== 'masthead.js') held.push(answer);
    else answer();
  });
  await new Promise<void>((resolve) => embedServer.listen(0, '127.0.0.1', resolve));
  embedBase = `http://127.0.0.1:${(embedServer.address() as { port: number }).port}`;
});

test('a page with only <join-form> downloads at most 30 KB gzip before it shows, one with only <callout-form> no more than its budget', () => {
  for (const element of ['join-form', 'callout-form'] as const) {
    const { gzip, files } = initialDownload(embedDir, element);
    const list = files.map((f) => `${f.file} ${f.gzip}`).join(', ');
    assert.ok(gzip <= embedBudgets[element], `<${element}>: ${gzip} bytes gzip > ${embedBudgets[element]} (${list})`);
  }
  const table = readElementTable(embedDir);
  assert.deepEqual(Object.keys(table).sort(), elements);
  for (const element of elements) {
    const { files, waterfall } = initialDownload(embedDir, element);
    assert.deepEqual(waterfall, [], `<${element}> imports files masthead.js does not ask for at once`);
    // Nothing of another element's own chunk: the join form does not carry the call-out form's, nor the reverse.
    const others = elements.filter((other) => other !== element).map((other) => normalize(table[other]!.files[0]!));
    assert.deepEqual(
      files.filter((f) => others.includes(f.file)),
      [],
      `<${element}> loads another element's chunk`,
    );
  }
});

for (const element of ['callout-form', 'join-form']) {
  test(`masthead.js asks for all a page with only <${element}> needs at once, then the element shows in the page's language`, async () => {
    const { files, catalogs } = readElementTable(embedDir)[element]!;
    const expected = ['masthead.js', ...files, catalogs.de!].map((file) => normalize(file)).sort();
    asked = [];
    apiAsked = [];
    holding = true;
    const tab = await browser.newPage();
    try {
      await tab.goto(`${embedBase}/only/${element}`);
      // No file is answered yet, so one the loader learnt of only from another could never be asked for.
      await waitUntil(() => asked.length >= expected.length);
      assert.deepEqual([...asked].sort(), expected);
      if (element === 'callout-form') {
        // The call-out (and, on the API's own origin, who is logged in) is read with the chunks, not after them.
        await waitUntil(() => apiAsked.length >= 2);
        assert.deepEqual(apiAsked.sort(), [
          '/api/1.0/auth/info',
          '/api/1.0/callout/housing-costs?with=form&with=hasAnswered&variant=de',
        ]);
      }
      answerHeld();
      const alert = tab.locator(element).getByRole('alert');
      await alert.waitFor();
      const title = element === 'join-form' ? 'Das Beitrittsformular' : 'Dieser Aufruf';
      assert.match(await alert.innerText(), new RegExp(`^${title} konnte nicht geladen werden`));
      // This page has no API, so the element's failed call loads the error reporter (widget-errors.ts), and nothing else.
      const more = asked.filter((file) => !expected.includes(file));
      assert.deepEqual(
        more.map((file) => file.replace(/-[\w-]{8}\.js$/, '.js')),
        more.length ? ['assets/error-reporter.js'] : [],
        'nothing more was fetched to show it',
      );
    } finally {
      answerHeld();
      await tab.close();
    }
  });
}

test('an element added after the script ran is loaded then; elements the page lacks are not', async () => {
  asked = [];
  const tab = await browser.newPage();
  try {
    await tab.goto(`${embedBase}/later`);
    // Once the loader has run (the same module: the import ends when it has), with a moment for requests to go out.
    await tab.evaluate(
      (script) => import(script).then(() => new Promise((resolve) => setTimeout(resolve, 200))),
      '/embed/masthead.js',
    );
    assert.deepEqual(asked, ['masthead.js'], 'a page without elements gets the loader only');
    assert.equal(await tab.evaluate(() => customElements.get('join-form')), undefined);
    await tab.evaluate(() => {
      const holder = document.createElement('section');
      holder.innerHTML = '<join-form></join-form>';
      document.querySelector('main')!.append(holder);
    });
    await tab.locator('join-form').getByRole('alert').waitFor();
    const { files } = readElementTable(embedDir)['join-form']!;
    assert.ok(
      files.every((file) => asked.includes(normalize(file))),
      `asked for ${asked.join(', ')}`,
    );
    assert.equal(
      asked.some((file) => /callout-form|callout-gallery|callout-map/.test(file)),
      false,
      'nothing of the other elements',
    );
  } finally {
    await tab.close();
  }
});
