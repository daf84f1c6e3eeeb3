import { test } from 'node:test';
import assert from 'node:assert/strict';
import { adminLocaleFor, adminLocales, fallbackChain, localeCodes, resolveLocale, systemLocales } from './locales.ts';

test('knows the ten locales, eight of them for the whole interface', () => {
  assert.deepEqual(localeCodes, ['en', 'de', 'de@informal', 'de@easy', 'nl', 'pt', 'it', 'ru', 'fr', 'el']);
  assert.deepEqual(systemLocales, ['en', 'de', 'de@informal', 'nl', 'pt', 'it', 'ru', 'fr']);
  assert.deepEqual(adminLocales, ['en', 'de', 'de@informal', 'nl', 'fr']);
});

test('fallback chains end in English', () => {
  const rows: [string, string[]][] = [
    ['en', ['en']],
    ['de', ['de', 'en']],
    ['de@informal', ['de@informal', 'de', 'en']],
    ['de@easy', ['de@easy', 'de@informal', 'de', 'en']],
    ['el', ['el', 'en']],
    ['xx', ['en']],
  ];
  for (const [locale, chain] of rows) assert.deepEqual(fallbackChain(locale), chain, locale);
});

test('resolves the first usable candidate for a surface', () => {
  const rows: [(string | null | undefined)[], 'system' | 'callouts', string][] = [
    [['fr', 'de'], 'system', 'fr'],
    [[null, 'de'], 'system', 'de'],
    [['xx', undefined, 'nl'], 'system', 'nl'],
    [['de@easy', 'it'], 'system', 'it'],
    [['de@easy', 'it'], 'callouts', 'de@easy'],
    [['el'], 'system', 'en'],
    [[], 'system', 'en'],
  ];
  for (const [candidates, surface, expected] of rows) {
    assert.equal(resolveLocale(candidates, surface), expected, JSON.stringify(candidates));
  }
});

test('admin pages fall back to English outside the admin locales', () => {
  const rows: [string, string][] = [
    ['en', 'en'],
    ['de', 'de'],
    ['de@informal', 'de@informal'],
    ['nl', 'nl'],
    ['fr', 'fr'],
    ['pt', 'en'],
    ['it', 'en'],
    ['ru', 'en'],
    ['nope', 'en'],
  ];
  for (const [locale, admin] of rows) assert.equal(adminLocaleFor(locale), admin, locale);
});
