import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { embedFrameHtml } from '@masthead/core';
import { answerAsGuest, assertAnswerArrived, assertNoCodeShows, openAsReader } from './reader.ts';
import { startSites, type Sites } from './sites.ts';
import { logInToWordPress, type WordPressSession } from './wp-admin.ts';
import { findWordPress, wordPressUsers } from './wordpress.ts';

// A newsroom's stock WordPress (Debian's, no plugin of ours) and its Masthead on another origin.
// An Author, who may not post code, pastes a call-out's link: WordPress finds our oEmbed, frames
// the call-out sandboxed, and a logged-out reader answers in the frame. Code an Author pastes is
// stripped whole; an Editor's stays and works.

const found = await findWordPress();
const skip = 'skipped' in found ? found.skipped : false;
if (skip) console.log(`WordPress tests skipped: ${skip}`);

describe('on a stock WordPress', () => {
  let sites: Sites;
  let author: WordPressSession;
  before(async () => {
    if ('skipped' in found) return;
    sites = await startSites(found);
    author = await logInToWordPress(sites.browser, sites.wordpress.url, wordPressUsers.author);
  });
  after(() => sites?.stop());

  const calloutUrl = () => `${sites.masthead}/crowdnewsroom/${sites.open.slug}`;

  const read = (link: string) => openAsReader(sites.browser, link);

  test(
    'an Author’s pasted call-out link (embed block) is framed sandboxed, and a reader answers in it',
    { skip },
    async () => {
      const url = calloutUrl();
      // What the block editor saves for a link pasted on a line of its own.
      const block = `<!-- wp:embed {"url":"${url}","type":"rich","providerNameSlug":"the-daily-example"} -->
<figure class="wp-block-embed is-type-rich is-provider-the-daily-example wp-block-embed-the-daily-example"><div class="wp-block-embed__wrapper">
${url}
</div></figure>
<!-- /wp:embed -->`;
      const post = await author.publish('Tell us what rent costs you', block);
      assert.ok(post.raw.includes(url), 'the link survives the save');

      const { page, errors, close } = await read(post.link);
      const frame = page.locator('.wp-block-embed iframe');
      assert.equal(
        await frame.getAttribute('sandbox'),
        'allow-scripts',
        'WordPress frames an untrusted provider sandboxed',
      );
      assert.equal(await frame.getAttribute('title'), sites.open.title);
      const form = page.frameLocator('.wp-block-embed iframe');
      await form.getByRole('heading', { name: sites.open.title, level: 1 }).waitFor();
      const story = 'The rent went up twice since the spring.';
      await answerAsGuest(form, { first: 'Wren', last: 'Press', email: 'wren.press@example.org' }, story);
      await assertAnswerArrived(sites.api, sites.open, 'wren.press@example.org', story);
      await assertNoCodeShows(page);
      assert.deepEqual(errors, []);
      await close();
    },
  );

  test(
    'bare call-out, gallery and map links on lines of their own (the classic editor) embed the same way',
    { skip },
    async () => {
      const published = `${sites.masthead}/crowdnewsroom/${sites.published.slug}`;
      const post = await author.publish(
        'What readers told us',
        `Tell us yours:\n\n${calloutUrl()}\n\nWhat others said:\n\n${published}/gallery\n\nWhere they cross the river:\n\n${published}/map\n`,
      );
      const { page, errors, close } = await read(post.link);
      const frames = page.locator('main iframe');
      await frames.nth(2).waitFor();
      assert.deepEqual(await frames.evaluateAll((all) => all.map((f) => f.getAttribute('sandbox'))), [
        'allow-scripts',
        'allow-scripts',
        'allow-scripts',
      ]);
      await page
        .frameLocator('main iframe >> nth=0')
        .getByRole('textbox', { name: /What happened\?/ })
        .waitFor();
      const gallery = page.frameLocator('main iframe >> nth=1');
      await gallery.getByText(/^Responses shown: /).waitFor();
      assert.equal(await gallery.getByRole('listitem').count(), 3, 'the gallery shows the three verified answers');
      const map = page.frameLocator('main iframe >> nth=2');
      await map.getByRole('heading', { name: 'The responses as a list' }).waitFor();
      await assertNoCodeShows(page);
      assert.deepEqual(errors, []);
      await close();
    },
  );

  test(
    'an Author’s script-and-element snippet and iframe code are stripped on save, leaving no code as text',
    { skip },
    async () => {
      const snippet = `<script type="module" src="${sites.masthead}/embed/masthead.js"></script><callout-form slug="${sites.open.slug}"></callout-form>`;
      const iframe = `<iframe src="${calloutUrl()}" title="${sites.open.title}" height="800" loading="lazy" style="display:block;width:100%;margin-inline:auto;border:0" data-masthead-embed></iframe>\n<script src="${sites.masthead}/embed/frame.js" async></script>`;
      for (const [name, code] of [
        ['a Custom HTML block', `<!-- wp:html -->\n${snippet}\n<!-- /wp:html -->`],
        ['classic HTML', `<p>Before the form.</p>\n${snippet}\n<p>After the form.</p>`],
        ['iframe code in a Custom HTML block', `<!-- wp:html -->\n${iframe}\n<!-- /wp:html -->`],
      ]) {
        const post = await author.publish(`Our call-out, as ${name}`, code!);
        for (const bit of ['<script', 'callout-form', '<iframe', 'masthead.js'])
          assert.ok(!post.raw.includes(bit), `${name}: “${bit}” was stripped on save:\n${post.raw}`);
        const { page, errors, close } = await read(post.link);
        await assertNoCodeShows(page);
        assert.equal(await page.locator('main callout-form, main iframe').count(), 0);
        assert.deepEqual(errors, []);
        await close();
      }
    },
  );

  test(
    'an Editor’s script-and-element snippet and an Administrator’s iframe code stay, and a reader answers in each',
    { skip },
    async () => {
      const snippet = `<script type="module" src="${sites.masthead}/embed/masthead.js"></script>\n<callout-form slug="${sites.open.slug}"></callout-form>`;
      const editor = await logInToWordPress(sites.browser, sites.wordpress.url, wordPressUsers.editor);
      const post = await editor.publish(
        'Our call-out, by an Editor',
        `<!-- wp:html -->\n${snippet}\n<!-- /wp:html -->`,
      );
      await editor.close();
      assert.ok(post.raw.includes(snippet), `the Editor’s snippet survives the save:\n${post.raw}`);
      let reader = await read(post.link);
      const story = 'Our heating bill doubled this winter.';
      await answerAsGuest(
        reader.page.locator('callout-form'),
        { first: 'Eda', last: 'Tor', email: 'eda.tor@example.org' },
        story,
      );
      await assertAnswerArrived(sites.api, sites.open, 'eda.tor@example.org', story);
      await assertNoCodeShows(reader.page);
      assert.deepEqual(reader.errors, []);
      await reader.close();

      const iframe = embedFrameHtml({
        origin: sites.masthead,
        slug: sites.open.slug,
        page: 'callout',
        title: sites.open.title,
      });
      const admin = await logInToWordPress(sites.browser, sites.wordpress.url, wordPressUsers.admin);
      const framed = await admin.publish(
        'Our call-out, framed by an Administrator',
        `<!-- wp:html -->\n${iframe}\n<!-- /wp:html -->`,
      );
      await admin.close();
      assert.ok(framed.raw.includes(iframe), `the Administrator’s iframe code survives the save:\n${framed.raw}`);
      reader = await read(framed.link);
      const form = reader.page.frameLocator('main iframe');
      const framedStory = 'The landlord sold the house we rent.';
      await answerAsGuest(form, { first: 'Ad', last: 'Min', email: 'ad.min@example.org' }, framedStory);
      await assertAnswerArrived(sites.api, sites.open, 'ad.min@example.org', framedStory);
      await assertNoCodeShows(reader.page);
      assert.deepEqual(reader.errors, []);
      await reader.close();
    },
  );
});
