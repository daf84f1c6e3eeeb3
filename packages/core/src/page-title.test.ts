import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageTitle } from './page-title.ts';

test('puts the page title before the organisation name', () => {
  const rows: [string | null, string | null, string][] = [
    ['Login', 'The Daily Example', 'Login - The Daily Example'],
    ['Page not found', 'Masthead', 'Page not found - Masthead'],
    [null, 'The Daily Example', 'The Daily Example'],
    ['Login', null, 'Login'],
    ['  ', ' Org ', 'Org'],
  ];
  for (const [page, org, expected] of rows) assert.equal(pageTitle(page, org), expected);
});
