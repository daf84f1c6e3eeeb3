import assert from 'node:assert/strict';
import { createContentRepository } from '../content/content-repository.ts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { errorBody } from '@masthead/core';
import { defer } from '../test-helper.ts';
import { ago, calloutKit, daysFromNow, everyStatus, type CalloutKit } from './callout-test-kit.ts';

/** A built app shell with a head the discovery link goes into. */
async function appShell(t: TestContext): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'masthead-oembed-'));
  defer(t, () => rm(dir, { recursive: true, force: true }));
  await mkdir(join(dir, 'app'), { recursive: true });
  await writeFile(
    join(dir, 'app', 'index.html'),
    '<!doctype html><html><head><title>Masthead</title></head><body><div id="app"></div></body></html>',
  );
  return dir;
}

// Without SITE_URL or a site URL in the settings, the site is where the request came: inject's `localhost`.
const site = 'http://localhost';
const oembed = (kit: CalloutKit, url: string, extra = '') =>
  kit.app.inject({ method: 'GET', url: `/oembed?url=${encodeURIComponent(url)}${extra}` });

test('oEmbed answers a rich iframe for an open call-out page, its gallery and its map, to any origin', async (t) => {
  const kit = await calloutKit(t);
  await kit.call('admin', {
    method: 'PATCH',
    url: '/api/1.0/content/general',
    payload: { organisationName: 'The Daily Example' },
  });
  await kit.createCallout({
    slug: 'street-talk',
    starts: ago(1000),
    variants: { default: { title: 'Tell us about your "street" & <more>' } },
  });
  for (const [path, height] of [
    ['/crowdnewsroom/street-talk', 800],
    ['/crowdnewsroom/street-talk/gallery', 900],
    ['/crowdnewsroom/street-talk/map/', 600],
  ] as const) {
    const res = await kit.app.inject({
      method: 'GET',
      url: `/oembed?url=${encodeURIComponent(site + path)}&format=json&dnt=1`,
      headers: { origin: 'https://cms.example' },
    });
    assert.equal(res.statusCode, 200, path);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.equal(res.headers['cache-control'], 'public, max-age=300');
    const body = res.json();
    const { html, ...fields } = body;
    assert.deepEqual(fields, {
      version: '1.0',
      type: 'rich',
      provider_name: 'The Daily Example',
      provider_url: `${site}/`,
      title: 'Tell us about your "street" & <more>',
      width: 640,
      height,
      cache_age: 3600,
    });
    const src = `${site}${path.replace(/\/$/, '')}`;
    assert.ok(
      html.startsWith(
        `<iframe src="${src}" title="Tell us about your &quot;street&quot; &amp; &lt;more&gt;" width="640" height="${height}"` +
          ' loading="lazy" style="display:block;width:100%;margin-inline:auto;border:0" data-masthead-embed></iframe>\n' +
          `<script src="${site}/embed/frame.js" async></script>`,
      ),
      html,
    );
    assert.equal(html.match(/<script/g)?.length, 1, 'one script, and it has no body a filter could leave as text');
  }
});

test('the iframe code’s script is served to any page: it believes height messages only from its own site', async (t) => {
  const kit = await calloutKit(t);
  const res = await kit.app.inject({ method: 'GET', url: '/embed/frame.js' });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^text\/javascript/);
  assert.match(String(res.headers['cache-control']), /max-age=3600/);
  assert.match(res.body, /new URL\(s\.src\)\.origin/);
  assert.match(res.body, /e\.origin!==o/);
  assert.match(res.body, /d\.type==="masthead:height"/);
  assert.match(res.body, /d\.type==="masthead:submitted"/);
});

test('oEmbed keeps within maxwidth and maxheight', async (t) => {
  const kit = await calloutKit(t);
  await kit.createCallout({ slug: 'small', starts: ago(1000) });
  const res = await oembed(kit, `${site}/crowdnewsroom/small`, '&maxwidth=300&maxheight=250');
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().width, 300);
  assert.equal(res.json().height, 250);
  assert.match(res.json().html, / width="300" height="250" /);
  const bad = await oembed(kit, `${site}/crowdnewsroom/small`, '&maxwidth=wide');
  assert.equal(bad.statusCode, 422);
});

test("oEmbed is a 404 for anything but an open call-out for everyone on this site (or an ended one's results), a 501 for XML", async (t) => {
  const kit = await calloutKit(t);
  await everyStatus(kit);
  await kit.createCallout({ slug: 'members-one', starts: ago(1000), access: 'member' });
  await kit.createCallout({ slug: 'soon-one', starts: daysFromNow(1) });
  const refused = [
    `${site}/crowdnewsroom/draft-one`,
    `${site}/crowdnewsroom/scheduled-one`,
    `${site}/crowdnewsroom/ended-one`,
    `${site}/crowdnewsroom/members-one`,
    `${site}/crowdnewsroom/nobody-reviews`,
    `${site}/crowdnewsroom/no-such-callout`,
    `${site}/crowdnewsroom/open-one/respond`,
    `${site}/crowdnewsroom/open-one/thanks`,
    `${site}/admin/crowdnewsroom/view/open-one`,
    `${site}/profile`,
    'https://evil.example/crowdnewsroom/open-one',
    'javascript:alert(1)//crowdnewsroom/open-one',
    'not a url',
  ];
  for (const url of refused) {
    const res = await oembed(kit, url);
    assert.equal(res.statusCode, 404, url);
    assert.deepEqual(res.json(), errorBody('not-found'), url);
  }
  // The admin, who sees drafts, gets no more from oEmbed than anyone.
  const asAdmin = await kit.call('admin', {
    method: 'GET',
    url: `/oembed?url=${encodeURIComponent(`${site}/crowdnewsroom/draft-one`)}`,
  });
  assert.equal(asAdmin.statusCode, 404);
  const open = await oembed(kit, `${site}/crowdnewsroom/open-one`);
  assert.equal(open.statusCode, 200);
  const hidden = await oembed(kit, `${site}/crowdnewsroom/hidden-one`);
  assert.equal(hidden.statusCode, 200, 'a hidden call-out is public by its URL');
  // An ended call-out's results still make a story: its gallery and map, not its form page.
  for (const page of ['gallery', 'map']) {
    assert.equal((await oembed(kit, `${site}/crowdnewsroom/ended-one/${page}`)).statusCode, 200, page);
  }
  const xml = await oembed(kit, `${site}/crowdnewsroom/open-one`, '&format=xml');
  assert.equal(xml.statusCode, 501);
  assert.equal(xml.json().httpCode, 501);
  const missing = await kit.app.inject({ method: 'GET', url: '/oembed' });
  assert.equal(missing.statusCode, 422);
});

test('the oEmbed URL follows SITE_URL, whatever Host the request names', async (t) => {
  const kit = await calloutKit(t);
  await kit.createCallout({ slug: 'open-one', starts: ago(1000) });
  await createContentRepository({ db: kit.database.db }).patch('general', { siteUrl: 'https://news.example/' });
  const res = await kit.app.inject({
    method: 'GET',
    url: `/oembed?url=${encodeURIComponent('https://news.example/crowdnewsroom/open-one')}`,
    headers: { host: 'attacker.example' },
  });
  assert.equal(res.statusCode, 200);
  assert.match(res.json().html, /^<iframe src="https:\/\/news\.example\/crowdnewsroom\/open-one"/);
  assert.equal(res.json().provider_url, 'https://news.example/');
  const other = await kit.app.inject({
    method: 'GET',
    url: `/oembed?url=${encodeURIComponent('http://attacker.example/crowdnewsroom/open-one')}`,
    headers: { host: 'attacker.example' },
  });
  assert.equal(other.statusCode, 404);
});

const discovery = (html: string) => /<link rel="alternate" type="application\/json\+oembed"[^>]*>/.exec(html)?.[0];

test('the public pages of an open call-out carry the oEmbed discovery link in the HTML the server sends', async (t) => {
  const kit = await calloutKit(t, { staticDir: await appShell(t) });
  await everyStatus(kit);
  await kit.createCallout({
    slug: 'quotes',
    starts: ago(1000),
    variants: { default: { title: 'Quotes "and" <tags>' } },
  });
  for (const [path, page] of [
    ['/crowdnewsroom/quotes', '/crowdnewsroom/quotes'],
    ['/crowdnewsroom/quotes/gallery?lang=de', '/crowdnewsroom/quotes/gallery'],
    ['/crowdnewsroom/quotes/map', '/crowdnewsroom/quotes/map'],
  ]) {
    // A CMS fetching the page may send any Accept, or none.
    for (const accept of ['text/html,application/xhtml+xml', '*/*', undefined]) {
      const res = await kit.app.inject({ method: 'GET', url: path, headers: accept ? { accept } : {} });
      assert.equal(res.statusCode, 200, `${path} ${accept}`);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      const href = `${site}/oembed?url=${encodeURIComponent(site + page)}&amp;format=json`;
      assert.equal(
        discovery(res.body),
        `<link rel="alternate" type="application/json+oembed" href="${href}" title="Quotes &quot;and&quot; &lt;tags&gt;">`,
        path,
      );
      assert.match(res.body, /<link rel="alternate"[^>]*>\n<\/head>/, 'inside the head');
      // Any site may frame it.
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors \*/);
      assert.equal(res.headers['x-frame-options'], undefined);
    }
  }
  for (const path of [
    '/crowdnewsroom/draft-one',
    '/crowdnewsroom/ended-one',
    '/crowdnewsroom/quotes/respond',
    '/crowdnewsroom/no-such-one',
    '/crowdnewsroom',
  ]) {
    const res = await kit.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    assert.equal(res.statusCode, 200, path);
    assert.equal(discovery(res.body), undefined, path);
  }
  // Other pages of the app stay unframeable.
  const admin = await kit.app.inject({ method: 'GET', url: '/admin/crowdnewsroom', headers: { accept: 'text/html' } });
  assert.match(String(admin.headers['content-security-policy']), /frame-ancestors 'none'/);
  assert.equal(admin.headers['x-frame-options'], 'DENY');
  const respond = await kit.app.inject({
    method: 'GET',
    url: '/crowdnewsroom/quotes/respond',
    headers: { accept: 'text/html' },
  });
  assert.match(String(respond.headers['content-security-policy']), /frame-ancestors 'none'/);
});

test('a call-out that closes loses its discovery link and its oEmbed answer', async (t) => {
  const kit = await calloutKit(t, { staticDir: await appShell(t) });
  const callout = await kit.createCallout({ slug: 'closing', starts: ago(1000) });
  const page = () => kit.app.inject({ method: 'GET', url: '/crowdnewsroom/closing', headers: { accept: 'text/html' } });
  assert.ok(discovery((await page()).body));
  const end = await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout/${callout.id}`,
    payload: { expires: ago(1) },
  });
  assert.equal(end.statusCode, 200);
  // The write forgets the remembered lookup at once; the results pages stay embeddable.
  assert.equal(discovery((await page()).body), undefined);
  assert.equal((await oembed(kit, `${site}/crowdnewsroom/closing`)).statusCode, 404);
  assert.equal((await oembed(kit, `${site}/crowdnewsroom/closing/gallery`)).statusCode, 200);
});
