import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultTheme, themeToCssVars } from '@masthead/core';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { themeStylesheet, themeStylesheetPath } from './theme-stylesheet.ts';

test('the embed theme stylesheet carries the theme the admin sets, revalidated by ETag, to pages of any site', async (t) => {
  const { app, database } = await build(t);
  const first = await app.inject({ method: 'GET', url: themeStylesheetPath });
  assert.equal(first.statusCode, 200);
  assert.match(String(first.headers['content-type']), /^text\/css/);
  assert.equal(first.headers['cache-control'], 'no-cache');
  assert.equal(first.headers['cross-origin-resource-policy'], 'cross-origin');
  assert.equal(first.body, themeStylesheet(themeToCssVars(defaultTheme)));
  assert.match(first.body, /^:where\(:root\)\{--mh-color-primary:#[0-9a-f]{6};/);

  const etag = String(first.headers.etag);
  const again = await app.inject({ method: 'GET', url: themeStylesheetPath, headers: { 'if-none-match': etag } });
  assert.equal(again.statusCode, 304);
  assert.equal(again.body, '');

  const admin = (await loginAs(app, await createTestContact(database, { roles: ['admin'] }))).cookie;
  const theme = {
    colors: { ...defaultTheme.colors, primary: '#7a1fa2' },
    fonts: { ...defaultTheme.fonts, body: 'merriweather' as const },
  };
  const saved = await app.inject(as(admin, { method: 'PATCH', url: '/api/1.0/content/general', payload: { theme } }));
  assert.equal(saved.statusCode, 200, saved.body);

  const changed = await app.inject({ method: 'GET', url: themeStylesheetPath, headers: { 'if-none-match': etag } });
  assert.equal(changed.statusCode, 200, 'the old ETag no longer matches');
  assert.notEqual(changed.headers.etag, etag);
  assert.match(changed.body, /--mh-color-primary:#7a1fa2;/);
  assert.match(changed.body, /--mh-font-body:[^;]*Merriweather/i);
  assert.equal(changed.body, themeStylesheet(themeToCssVars(theme)));
});
