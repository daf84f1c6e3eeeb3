import assert from 'node:assert/strict';
import { test } from 'node:test';
import { embeddablePath, embedFrameHtml, embedFrameScript, escapeHtml, parseEmbeddablePath } from './embed-frame.ts';

test('parseEmbeddablePath knows the call-out, gallery and map pages and nothing else', () => {
  assert.deepEqual(parseEmbeddablePath('/crowdnewsroom/flood-stories'), { slug: 'flood-stories', page: 'callout' });
  assert.deepEqual(parseEmbeddablePath('/crowdnewsroom/flood-stories/'), { slug: 'flood-stories', page: 'callout' });
  assert.deepEqual(parseEmbeddablePath('/crowdnewsroom/flood-stories/gallery'), {
    slug: 'flood-stories',
    page: 'gallery',
  });
  assert.deepEqual(parseEmbeddablePath('/crowdnewsroom/flood-stories/map'), { slug: 'flood-stories', page: 'map' });
  for (const path of [
    '/crowdnewsroom',
    '/crowdnewsroom/',
    '/crowdnewsroom/x/respond',
    '/crowdnewsroom/x/thanks',
    '/crowdnewsroom/x/gallery/more',
    '/admin/crowdnewsroom/x',
    '/crowdnewsroom/%E0%A4%A', // not decodable
  ]) {
    assert.equal(parseEmbeddablePath(path), null, path);
  }
  assert.equal(embeddablePath('a b', 'map'), '/crowdnewsroom/a%20b/map');
});

test('embedFrameHtml escapes what it is given and carries no inline code', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  const html = embedFrameHtml({
    origin: 'https://news.example',
    slug: 'x"y',
    page: 'gallery',
    title: '</script><b>"Hi"</b>',
  });
  assert.ok(html.startsWith('<iframe src="https://news.example/crowdnewsroom/x%22y/gallery" title="&lt;/script&gt;'));
  assert.match(
    html,
    / height="900" loading="lazy" style="display:block;width:100%;margin-inline:auto;border:0" data-masthead-embed><\/iframe>/,
  );
  assert.doesNotMatch(html, / width=/, 'no width unless asked: the frame is 100% wide');
  // No inline code: a filter that strips the script tag leaves no text behind.
  assert.ok(html.endsWith('<script src="https://news.example/embed/frame.js" async></script>'), html);
  assert.equal(html.match(/<\/script>/g)?.length, 1, 'only the closing tag of its own script');
  assert.match(embedFrameScript(), /e\.origin!==o/);
});
