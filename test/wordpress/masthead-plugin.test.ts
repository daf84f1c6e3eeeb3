import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { freePort, root } from '../e2e/harness.ts';
import { insertBlock, newPostInBlockEditor, publishFromEditor } from './block-editor.ts';
import { answerAsGuest, assertAnswerArrived, assertNoCodeShows, openAsReader, type Reading } from './reader.ts';
import { startSites, type Sites } from './sites.ts';
import { logInToWordPress, type Post, type WordPressSession } from './wp-admin.ts';
import { findWordPress, wordPressUsers } from './wordpress.ts';

// The Masthead plugin on Debian's WordPress, installed as a newsroom installs it: the built zip
// uploaded in wp-admin, the Masthead address saved in its settings. Then every role's ways in
// (blocks, shortcodes, a pasted link, the block editor itself) survive the save, and a logged-out
// reader answers, joins and comes back to the article, sees the gallery and the map.

const found = await findWordPress();
const skip = 'skipped' in found ? found.skipped : false;
if (skip) console.log(`WordPress tests skipped: ${skip}`);
const zip = join(root, 'dist/downloads/masthead-wordpress.zip');

describe('with the Masthead plugin', () => {
  let sites: Sites;
  let admin: WordPressSession;
  let author: WordPressSession;
  /** The Author's post with the four blocks, which the reader's journey uses. */
  let blocksPost: Post;
  before(async () => {
    if ('skipped' in found) return;
    assert.ok(existsSync(zip), `${zip} is missing: \`node scripts/build.mjs\` makes it`);
    sites = await startSites(found);
    [admin, author] = await Promise.all([
      logInToWordPress(sites.browser, sites.wordpress.url, wordPressUsers.admin),
      logInToWordPress(sites.browser, sites.wordpress.url, wordPressUsers.author),
    ]);
  });
  after(() => sites?.stop());

  const elements = (page: Page) =>
    page.locator('main').locator('callout-form, join-form, callout-gallery, callout-map');

  /** The four elements show: the form, the join form's amounts, the gallery's cards, the map's list. */
  async function assertFourRender(reading: Reading) {
    const { page } = reading;
    await page.locator('callout-form').getByRole('heading', { name: sites.open.title }).waitFor();
    await page.locator('join-form').getByRole('button', { name: 'Continue to payment' }).waitFor();
    await page
      .locator('callout-gallery')
      .getByText(/^Responses shown: /)
      .waitFor();
    assert.equal(await page.locator('callout-gallery').getByRole('listitem').count(), 3);
    await page.locator('callout-map').getByRole('heading', { name: 'The responses as a list' }).waitFor();
    assert.equal(await page.locator('script[src$="/embed/masthead.js"]').count(), 1, 'one script tag');
    assert.equal(reading.scriptRequests(), 1, 'masthead.js asked for once');
    await assertNoCodeShows(page);
  }

  test('an Administrator uploads the plugin’s zip, activates it and connects it to Masthead', { skip }, async () => {
    const { page } = admin;
    await page.goto(`${sites.wordpress.url}/wp-admin/plugin-install.php`);
    await page.getByRole('button', { name: 'Upload Plugin' }).click();
    await page.getByLabel('Plugin zip file').setInputFiles(zip);
    await page.getByRole('button', { name: 'Install Now' }).click();
    await page.getByText('Plugin installed successfully.').waitFor();
    await page.getByRole('link', { name: 'Activate Plugin' }).click();
    await page.getByText('Plugin activated.').waitFor();

    await page.locator('#adminmenu').getByRole('link', { name: 'Settings', exact: true }).click();
    await page.locator('#adminmenu').getByRole('link', { name: 'Masthead', exact: true }).click();
    await page.waitForURL(`${sites.wordpress.url}/wp-admin/options-general.php?page=masthead`);
    // A mistyped address first: nobody answers there.
    const nobody = `http://localhost:${await freePort()}`;
    await page.getByLabel('Masthead address').fill(nobody);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .locator('.notice')
      .filter({ hasText: `Masthead did not answer at ${nobody}` })
      .waitFor();
    assert.match((await page.locator('.notice').first().innerText()).trim(), /^Masthead did not answer at /);

    await page.getByLabel('Masthead address').fill(sites.masthead);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(`Connected to Masthead at ${sites.masthead}.`).waitFor();
    assert.equal(await page.getByLabel('Masthead address').inputValue(), sites.masthead);
  });

  test(
    'an Author’s post with the four blocks keeps them and shows the four elements with one masthead.js',
    { skip },
    async () => {
      const { open, published } = sites;
      blocksPost = await author.publish(
        'Rent, membership and the bridge',
        `<!-- wp:paragraph --><p>Tell us what rent costs you.</p><!-- /wp:paragraph -->
<!-- wp:masthead/callout-form {"slug":"${open.slug}"} /-->
<!-- wp:masthead/join-form /-->
<!-- wp:masthead/callout-gallery {"slug":"${published.slug}"} /-->
<!-- wp:masthead/callout-map {"slug":"${published.slug}"} /-->`,
      );
      for (const block of [
        `<!-- wp:masthead/callout-form {"slug":"${open.slug}"} /-->`,
        '<!-- wp:masthead/join-form /-->',
        `<!-- wp:masthead/callout-gallery {"slug":"${published.slug}"} /-->`,
        `<!-- wp:masthead/callout-map {"slug":"${published.slug}"} /-->`,
      ])
        assert.ok(blocksPost.raw.includes(block), `${block} survives the Author’s save:\n${blocksPost.raw}`);

      const reading = await openAsReader(sites.browser, blocksPost.link);
      await assertFourRender(reading);
      const tags = await elements(reading.page).evaluateAll((all) =>
        all.map((e) => `${e.localName} ${[...e.attributes].map((a) => `${a.name}=${a.value}`).join(' ')}`),
      );
      const lang = (await reading.page.locator('callout-form').getAttribute('lang')) ?? '';
      assert.match(lang, /^en(-US)?$/);
      assert.deepEqual(tags, [
        `callout-form api=${sites.masthead} lang=${lang} slug=${open.slug}`,
        `join-form api=${sites.masthead} lang=${lang}`,
        `callout-gallery api=${sites.masthead} lang=${lang} slug=${published.slug}`,
        `callout-map api=${sites.masthead} lang=${lang} slug=${published.slug}`,
      ]);
      assert.deepEqual(reading.errors, []);
      await reading.close();
    },
  );

  test(
    'an Author’s post with the four shortcodes shows the four elements with one masthead.js; a reader answers',
    { skip },
    async () => {
      const { open, published } = sites;
      const shortcodes = `[masthead callout="${open.slug}"]\n\n[masthead join amount="5" period="monthly"]\n\n[masthead gallery="${published.slug}"]\n\n[masthead map="${published.slug}"]`;
      const post = await author.publish('Shortcodes', `Before.\n\n${shortcodes}\n\nAfter.`);
      assert.ok(post.raw.includes(shortcodes), `the shortcodes survive the Author’s save:\n${post.raw}`);
      const reading = await openAsReader(sites.browser, post.link);
      await assertFourRender(reading);
      const join = reading.page.locator('join-form');
      assert.deepEqual([await join.getAttribute('amount'), await join.getAttribute('period')], ['5', 'monthly']);
      const story = 'Our rent is more than half our income.';
      await answerAsGuest(
        reading.page.locator('callout-form'),
        { first: 'Sho', last: 'Rt', email: 'sho.rt@example.org' },
        story,
      );
      await assertAnswerArrived(sites.api, sites.open, 'sho.rt@example.org', story);
      assert.deepEqual(reading.errors, []);
      await reading.close();
    },
  );

  test(
    'an Administrator’s blocks and an Editor’s shortcodes stay too, and show the four elements',
    { skip },
    async () => {
      const { open, published } = sites;
      const blocks = `<!-- wp:masthead/callout-form {"slug":"${open.slug}"} /-->\n<!-- wp:masthead/join-form {"amount":"5","period":"monthly"} /-->\n<!-- wp:masthead/callout-gallery {"slug":"${published.slug}"} /-->\n<!-- wp:masthead/callout-map {"slug":"${published.slug}"} /-->`;
      const shortcodes = `[masthead callout="${open.slug}"]\n\n[masthead join]\n\n[masthead gallery="${published.slug}"]\n\n[masthead map="${published.slug}"]`;
      const editor = await logInToWordPress(sites.browser, sites.wordpress.url, wordPressUsers.editor);
      const posts = [
        await admin.publish('Blocks by an Administrator', blocks),
        await editor.publish('Shortcodes by an Editor', shortcodes),
      ];
      await editor.close();
      assert.ok(posts[0]!.raw.includes(blocks), `the Administrator’s blocks survive:\n${posts[0]!.raw}`);
      assert.ok(posts[1]!.raw.includes(shortcodes), `the Editor’s shortcodes survive:\n${posts[1]!.raw}`);
      for (const post of posts) {
        const reading = await openAsReader(sites.browser, post.link);
        await assertFourRender(reading);
        assert.deepEqual(reading.errors, []);
        await reading.close();
      }
    },
  );

  test(
    'an Author’s pasted call-out, gallery and map links embed as trusted frames, and a reader answers in the call-out’s',
    { skip },
    async () => {
      const url = `${sites.masthead}/crowdnewsroom/${sites.open.slug}`;
      const published = `${sites.masthead}/crowdnewsroom/${sites.published.slug}`;
      const post = await author.publish(
        'Pasted',
        `<!-- wp:embed {"url":"${url}","type":"rich","providerNameSlug":"the-daily-example"} -->
<figure class="wp-block-embed is-type-rich is-provider-the-daily-example wp-block-embed-the-daily-example"><div class="wp-block-embed__wrapper">
${url}
</div></figure>
<!-- /wp:embed -->\n\n${published}/gallery\n\n${published}/map\n`,
      );
      for (const link of [url, `${published}/gallery`, `${published}/map`])
        assert.ok(post.raw.includes(link), `${link} survives the Author’s save`);
      const reading = await openAsReader(sites.browser, post.link);
      const frames = reading.page.locator('main iframe');
      await frames.nth(2).waitFor();
      assert.deepEqual(
        await frames.evaluateAll((all) => all.map((f) => f.getAttribute('sandbox'))),
        [null, null, null],
        'no sandbox: Masthead is a trusted provider',
      );
      const form = reading.page.frameLocator('main iframe >> nth=0');
      await form.getByRole('heading', { name: sites.open.title, level: 1 }).waitFor();
      // frame.js, kept with the frame, gives it the content's height.
      await reading.page.waitForFunction(
        () => document.querySelector('main iframe')!.getAttribute('style')?.includes('height:') ?? false,
      );
      const story = 'The rent rose more than my wages did.';
      await answerAsGuest(form, { first: 'Pat', last: 'Sted', email: 'pat.sted@example.org' }, story);
      await assertAnswerArrived(sites.api, sites.open, 'pat.sted@example.org', story);
      const gallery = reading.page.frameLocator('main iframe >> nth=1');
      await gallery.getByText(/^Responses shown: /).waitFor();
      assert.equal(await gallery.getByRole('listitem').count(), 3);
      await reading.page
        .frameLocator('main iframe >> nth=2')
        .getByRole('heading', { name: 'The responses as a list' })
        .waitFor();
      await assertNoCodeShows(reading.page);
      assert.deepEqual(reading.errors, []);
      await reading.close();
    },
  );

  test(
    'an Author inserts “Masthead call-out” in the block editor, picks the call-out and publishes; the post shows the form',
    { skip },
    async () => {
      const { page } = author;
      await newPostInBlockEditor(page, sites.wordpress.url);
      const found = await insertBlock(page, 'Made in the editor', 'Masthead', 'Masthead call-out');
      for (const block of ['Masthead call-out', 'Masthead join form', 'Masthead gallery', 'Masthead map'])
        assert.ok(found.includes(block), `the inserter finds ${block} by “Masthead”: ${found.join(', ')}`);
      const picker = page.getByRole('combobox', { name: 'Call-out' });
      // Filled from Masthead's API: both call-outs are there by their titles.
      await picker.locator('option', { hasText: sites.published.title }).waitFor({ state: 'attached' });
      await picker.selectOption({ label: sites.open.title });
      // The block previews the form, loaded from Masthead.
      await page
        .locator('.editor-styles-wrapper callout-form')
        .getByRole('heading', { name: sites.open.title })
        .waitFor();
      const link = await publishFromEditor(page);

      const reading = await openAsReader(sites.browser, link);
      await reading.page
        .locator('callout-form')
        .getByRole('textbox', { name: /What happened\?/ })
        .waitFor();
      assert.equal(await reading.page.locator('callout-form').getAttribute('slug'), sites.open.slug);
      assert.deepEqual(reading.errors, []);
      await reading.close();
    },
  );

  test(
    'an Editor’s block in the Author’s post survives the Author’s edit; the Editor’s script-and-element snippet does not',
    { skip },
    async () => {
      const editor = await logInToWordPress(sites.browser, sites.wordpress.url, wordPressUsers.editor);
      const authorId = Number(await sites.wordpress.php(`echo get_user_by('login', 'author')->ID;`));
      const block = `<!-- wp:masthead/callout-form {"slug":"${sites.open.slug}"} /-->`;
      const snippet = `<script type="module" src="${sites.masthead}/embed/masthead.js"></script>\n<callout-form slug="${sites.open.slug}"></callout-form>`;
      // The Editor writes it under the Author's name, so the Author may edit it.
      const written = await editor.publish(
        'Edited by two',
        `<!-- wp:paragraph --><p>First draft.</p><!-- /wp:paragraph -->\n${block}\n<!-- wp:html -->\n${snippet}\n<!-- /wp:html -->`,
        { author: authorId },
      );
      await editor.close();
      assert.ok(written.raw.includes(block) && written.raw.includes(snippet), 'the Editor’s save keeps both');

      const mine = await author.read(written.id);
      const edited = await author.update(written.id, mine.raw.replace('First draft.', 'Second draft, by the Author.'));
      assert.ok(edited.raw.includes('Second draft, by the Author.'));
      assert.ok(edited.raw.includes(block), `the block survives the Author’s save:\n${edited.raw}`);
      assert.ok(
        !edited.raw.includes('<script') && !edited.raw.includes('<callout-form'),
        `the snippet is stripped:\n${edited.raw}`,
      );

      const reading = await openAsReader(sites.browser, edited.link);
      await reading.page
        .locator('callout-form')
        .getByRole('textbox', { name: /What happened\?/ })
        .waitFor();
      assert.equal(
        await reading.page.locator('callout-form').count(),
        1,
        'the block’s form; nothing left of the snippet',
      );
      await assertNoCodeShows(reading.page);
      assert.deepEqual(reading.errors, []);
      await reading.close();
    },
  );

  test(
    'a reader answers the call-out in the Author’s post, joins through the checkout and comes back to the article',
    { skip },
    async () => {
      const reading = await openAsReader(sites.browser, blocksPost.link);
      const { page } = reading;
      const story = 'We moved out of the city because of rent.';
      await answerAsGuest(
        page.locator('callout-form'),
        { first: 'Rea', last: 'Der', email: 'rea.der@example.org' },
        story,
      );
      await assertAnswerArrived(sites.api, sites.open, 'rea.der@example.org', story);

      const join = page.locator('join-form');
      await join.getByRole('radio', { name: '£10', exact: true }).check();
      await join.getByRole('radio', { name: 'Credit or debit card' }).check();
      await join.getByRole('textbox', { name: /^Email/ }).fill('wordpress.member@example.org');
      await join.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/demo-checkout/'));
      assert.equal(new URL(page.url()).origin, new URL(sites.masthead).origin);
      await page.getByRole('button', { name: 'Pay (succeeds)' }).click();

      // Back in the article on the newsroom's WordPress to give the names.
      await page.waitForURL((url) => url.href.startsWith(blocksPost.link) && url.searchParams.has('paymentFlowId'));
      await join.getByRole('heading', { name: 'Almost done: your name' }).waitFor();
      await join.getByRole('textbox', { name: /^First name/ }).fill('Wendy');
      await join.getByRole('textbox', { name: /^Last name/ }).fill('Press');
      await join.getByRole('button', { name: 'Finish joining' }).click();
      await join.getByRole('heading', { name: 'Check your email' }).waitFor();
      // The article's other elements are there again, with the script once.
      await page
        .locator('callout-gallery')
        .getByText(/^Responses shown: /)
        .waitFor();
      await page.locator('callout-map').getByRole('heading', { name: 'The responses as a list' }).waitFor();
      assert.equal(reading.scriptRequests(), 2, 'masthead.js once per page: the article, then the article again');
      assert.deepEqual(reading.errors, []);
      await reading.close();
    },
  );

  test(
    'an Administrator deactivates and deletes the plugin: its setting and the embeds stored for Masthead go too',
    { skip },
    async () => {
      const storedEmbeds = `global $wpdb;
echo $wpdb->get_var($wpdb->prepare("SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key LIKE %s AND meta_value LIKE %s",
  $wpdb->esc_like('_oembed_') . '%', '%' . $wpdb->esc_like('${sites.masthead}/crowdnewsroom/') . '%'));`;
      assert.notEqual(await sites.wordpress.php(storedEmbeds), '0', 'the pasted links’ embeds are stored');
      const { page } = admin;
      await page.goto(`${sites.wordpress.url}/wp-admin/plugins.php`);
      await page
        .locator('tr[data-slug="masthead"]')
        .getByRole('link', { name: /^Deactivate/ })
        .click();
      await page.getByText('Plugin deactivated.').waitFor();
      page.once('dialog', (dialog) => void dialog.accept());
      await page
        .locator('tr[data-slug="masthead"]')
        .getByRole('link', { name: /^Delete/ })
        .click();
      await page.getByText(/Masthead was successfully deleted/).waitFor();
      assert.equal(
        await sites.wordpress.php(`echo var_export(get_option('masthead_address', 'none'), true);`),
        "'none'",
      );
      assert.equal(await sites.wordpress.php(storedEmbeds), '0');
      assert.equal(await sites.wordpress.php(`echo is_dir(WP_PLUGIN_DIR . '/masthead') ? 'there' : 'gone';`), 'gone');
    },
  );

  test('PHP reported no warning or error from the plugin’s code meanwhile', { skip }, () => {
    const plugin = sites.wordpress
      .log()
      .split('\n')
      .filter((line) => line.includes('/wp-content/plugins/masthead/'));
    assert.deepEqual(plugin, []);
  });
});
