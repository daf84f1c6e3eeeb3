import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Frame, Page } from 'playwright-core';
import { consoleErrors, startCrossOrigin, stopServerAndBrowser, type RunningServer } from './harness.ts';

// oEmbed: a CMS that strips custom elements embeds a call-out by oEmbed. The CMS finds the
// discovery link in the raw HTML of the call-out page, a page of ANOTHER origin (localhost; the server
// is on 127.0.0.1) fetches the oEmbed JSON and puts its html in, and the iframe shows the call-out and
// follows its content's height, with a clean console.

let browser: Browser;
let server: RunningServer;
let newsroom: string;

before(async () => {
  ({ browser, server, newsroom } = await startCrossOrigin());
});
after(() => stopServerAndBrowser(server, browser));

/** The oEmbed endpoint a CMS finds in the page's HTML, as it fetches it: no JavaScript, `Accept: *\/*`. */
async function discover(pageUrl: string): Promise<{ href: string; title: string }> {
  const res = await fetch(pageUrl, { headers: { accept: '*/*' } });
  assert.equal(res.status, 200);
  const html = await res.text();
  const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)" title="([^"]*)">/.exec(html);
  assert.ok(link, `a discovery link in ${pageUrl}`);
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return { href: decode(link[1]!), title: decode(link[2]!) };
}

interface Article {
  page: Page;
  errors: string[];
  /** Messages the article received from its frames. */
  messages: unknown[];
}

/**
 * A newsroom article on another origin that fetches `endpoint` and inserts its html, as a CMS does when
 * it renders the embed (the script is made anew, with its attributes: scripts set through innerHTML do not run).
 */
async function article(endpoint: string): Promise<Article> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.route(`${newsroom}/article.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Article – The Daily Example</title></head>
<body><main><h1>Article</h1><p>Before the embed.</p><div id="embed"></div><p>After the embed.</p></main>
<script>
window.received = [];
addEventListener('message', (e) => window.received.push(e.data));
fetch(${JSON.stringify(endpoint)}).then((r) => r.json()).then((answer) => {
  window.oembed = answer;
  const box = document.getElementById('embed');
  box.innerHTML = answer.html;
  for (const old of box.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const attribute of old.attributes) script.setAttribute(attribute.name, attribute.value);
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
});
</script></body></html>`,
    }),
  );
  await page.goto(`${newsroom}/article.html`);
  return { page, errors, messages: [] };
}

/** The framed page's content height, measured as the page measures it. */
const contentHeight = (frame: Frame) =>
  frame.evaluate(() => Math.ceil(document.getElementById('app')!.getBoundingClientRect().bottom + window.scrollY));

const iframeHeight = (page: Page) => page.evaluate(() => document.querySelector('#embed iframe')!.clientHeight);

test('a call-out embedded by oEmbed on another origin shows in a frame that follows its height', async () => {
  const pageUrl = `${server.url}/crowdnewsroom/housing-costs`;
  const { href, title } = await discover(pageUrl);
  assert.equal(title, 'What does housing cost you?');
  assert.equal(href, `${server.url}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`);

  const { page, errors } = await article(href);
  const answer = await page
    .waitForFunction(() => (window as unknown as { oembed?: unknown }).oembed)
    .then((h) => h.jsonValue());
  assert.deepEqual(
    { ...(answer as Record<string, unknown>), html: undefined },
    {
      version: '1.0',
      type: 'rich',
      provider_name: 'The Daily Example',
      provider_url: `${server.url}/`,
      title: 'What does housing cost you?',
      width: 640,
      height: 800,
      cache_age: 3600,
      html: undefined,
    },
  );
  const iframe = page.locator('#embed iframe');
  assert.equal(await iframe.getAttribute('title'), 'What does housing cost you?');
  assert.equal(await iframe.getAttribute('loading'), 'lazy');
  const framed = page.frameLocator('#embed iframe');
  await framed.getByRole('heading', { name: 'What does housing cost you?', level: 1 }).waitFor();
  const frame = page.frames().find((f) => f.url() === pageUrl)!;
  assert.ok(frame, 'the frame shows the call-out page');

  // The frame takes the content's height (not the 800 px it started with), with nothing to scroll inside.
  await page.waitForFunction(() => document.querySelector<HTMLIFrameElement>('#embed iframe')!.style.height !== '');
  await waitUntil(async () => Math.abs((await iframeHeight(page)) - (await contentHeight(frame))) <= 1);
  assert.notEqual(await iframeHeight(page), 800);
  assert.ok(
    await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1),
    'no scrolling inside',
  );

  // Content that grows later (a longer form, an error message) makes the frame grow with it.
  const before = await iframeHeight(page);
  await frame.evaluate(() => {
    const extra = document.createElement('div');
    extra.style.height = '400px';
    document.querySelector('main')!.append(extra);
  });
  await waitUntil(async () => (await iframeHeight(page)) >= before + 400);
  await waitUntil(async () => Math.abs((await iframeHeight(page)) - (await contentHeight(frame))) <= 1);

  // The same height also goes out in AMP's format, for an <amp-iframe resizable>.
  const received = (await page.evaluate(() => (window as unknown as { received: unknown[] }).received)) as {
    type?: string;
    sentinel?: string;
    height?: number;
  }[];
  assert.ok(received.some((m) => m.type === 'masthead:height' && typeof m.height === 'number'));
  assert.ok(received.some((m) => m.sentinel === 'amp' && m.type === 'embed-size' && typeof m.height === 'number'));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('after answering in an oEmbed frame the reader sees the thanks: the frame shrinks and is scrolled back into view', async () => {
  const pageUrl = `${server.url}/crowdnewsroom/housing-costs`;
  const { href } = await discover(pageUrl);
  const { page, errors } = await article(href);
  await page.setViewportSize({ width: 1000, height: 500 });
  const framed = page.frameLocator('#embed iframe');
  await framed.getByRole('textbox', { name: /What happened\?/ }).fill('The landlord raised the rent again.');
  await framed.getByRole('radio', { name: 'I rent' }).check();
  await framed.getByRole('button', { name: 'Next' }).click();
  await framed.getByRole('textbox', { name: /First name/ }).fill('Tam');
  await framed.getByRole('textbox', { name: /Last name/ }).fill('Scroll');
  await framed
    .getByRole('textbox', { name: /^Email/ })
    .last()
    .fill('tam.scroll@example.org');
  // The article goes on below the embed (comments, more stories), so the page stays long when the frame shrinks.
  await page.evaluate(() => {
    const comments = document.createElement('section');
    comments.style.height = '3000px';
    comments.textContent = 'Comments';
    document.querySelector('main')!.append(comments);
  });
  // Down at the button, the frame's top is far above the window.
  await framed.getByRole('button', { name: 'Submit' }).scrollIntoViewIfNeeded();
  const top = () => page.evaluate(() => document.querySelector('#embed iframe')!.getBoundingClientRect().top);
  assert.ok((await top()) < 0, 'the frame starts above the window');
  await framed.getByRole('button', { name: 'Submit' }).click();
  await framed.getByRole('heading', { name: 'Thank you!' }).waitFor();
  await waitUntil(async () => (await top()) > -1);
  const thanks = await framed.getByRole('heading', { name: 'Thank you!' }).boundingBox();
  assert.ok(thanks && thanks.y >= 0 && thanks.y < 500, `the thanks are in the window: ${JSON.stringify(thanks)}`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a gallery embedded by oEmbed shows its cards; a members-only call-out offers no oEmbed', async () => {
  const pageUrl = `${server.url}/crowdnewsroom/name-the-new-bridge/gallery`;
  const { href } = await discover(pageUrl);
  const { page, errors } = await article(href);
  const framed = page.frameLocator('#embed iframe');
  await framed.getByText(/^Responses shown: /).waitFor();
  assert.ok((await framed.getByRole('listitem').count()) > 0, 'the gallery shows cards');
  await page.waitForFunction(() => document.querySelector<HTMLIFrameElement>('#embed iframe')!.style.height !== '');
  assert.deepEqual(errors, []);
  await page.context().close();

  const members = await fetch(
    `${server.url}/oembed?url=${encodeURIComponent(`${server.url}/crowdnewsroom/members-choose-the-next-story`)}`,
    { headers: { origin: newsroom } },
  );
  assert.equal(members.status, 404);
  assert.equal(members.headers.get('access-control-allow-origin'), '*');
});

test('on a stock WordPress, which frames an untrusted provider sandboxed (origin null), a reader answers the call-out', async () => {
  const pageUrl = `${server.url}/crowdnewsroom/housing-costs`;
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  // What WordPress's filter leaves of the oEmbed html for a provider it does not trust: the iframe
  // alone, no script or style, with sandbox="allow-scripts" (no allow-same-origin: the frame's origin is null).
  await page.route(`${newsroom}/wordpress.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Post – A WordPress site</title></head>
<body><main><h1>Post</h1><p><iframe sandbox="allow-scripts" security="restricted" src="${pageUrl}" width="640" height="800"
 title="What does housing cost you?" frameborder="0" marginwidth="0" marginheight="0" scrolling="no"></iframe></p></main></body></html>`,
    }),
  );
  await page.goto(`${newsroom}/wordpress.html`);
  const framed = page.frameLocator('iframe');
  const answers: number[] = [];
  page.on(
    'response',
    (r) => r.request().method() === 'POST' && r.url().endsWith('/responses') && answers.push(r.status()),
  );
  await framed.getByRole('heading', { name: 'What does housing cost you?', level: 1 }).waitFor();
  assert.equal(await page.frames()[1]!.evaluate(() => origin), 'null', 'the frame is sandboxed');

  // A guest's answer needs no cookie: it is sent from the null origin and arrives.
  await framed.getByRole('textbox', { name: /What happened\?/ }).fill('Our heating bill doubled this winter.');
  await framed.getByRole('radio', { name: 'I rent' }).check();
  await framed.getByRole('button', { name: 'Next' }).click();
  await framed.getByRole('textbox', { name: /First name/ }).fill('Wren');
  await framed.getByRole('textbox', { name: /Last name/ }).fill('Press');
  await framed
    .getByRole('textbox', { name: /^Email/ })
    .last()
    .fill('wren.press@example.org');
  await framed.getByRole('button', { name: 'Submit' }).click();
  await framed.getByRole('heading', { name: 'Thank you!' }).waitFor();
  assert.deepEqual(answers, [201], 'the answer was stored');

  // A pasted gallery link, framed the same way, shows its cards.
  const galleryUrl = `${server.url}/crowdnewsroom/name-the-new-bridge/gallery`;
  await page.route(`${newsroom}/wordpress-gallery.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Gallery post</title></head><body><main><h1>Gallery post</h1>
<iframe sandbox="allow-scripts" security="restricted" src="${galleryUrl}" width="640" height="800" title="Gallery"></iframe></main></body></html>`,
    }),
  );
  await page.goto(`${newsroom}/wordpress-gallery.html`);
  await page
    .frameLocator('iframe')
    .getByText(/^Responses shown: /)
    .waitFor();
  assert.ok((await page.frameLocator('iframe').getByRole('listitem').count()) > 0, 'the gallery shows cards');
  assert.deepEqual(errors, []);
  await context.close();
});

async function waitUntil(check: () => Promise<boolean>, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
