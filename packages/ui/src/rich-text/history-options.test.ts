import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cleanEditorHtml, richTextHistory } from './history-options.ts';

test('the undo history keeps 100 steps and groups changes until a 500 ms pause', () => {
  assert.deepEqual(richTextHistory, { maxStack: 100, delay: 500, userOnly: true });
});

test("cleanEditorHtml gives back quill's spaces and makes an empty editor ''", () => {
  const rows: [string, boolean, string][] = [
    ['<p>Tell&nbsp;us&nbsp;more</p>', false, '<p>Tell us more</p>'],
    ['<p></p>', true, ''],
    ['<h2>A&nbsp;title</h2><ul><li>one</li></ul>', false, '<h2>A title</h2><ul><li>one</li></ul>'],
    ['<p>\u00a0kept</p>', false, '<p>\u00a0kept</p>'],
  ];
  for (const [html, blank, expected] of rows) assert.equal(cleanEditorHtml(html, blank), expected);
});
