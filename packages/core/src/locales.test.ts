import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  adminLocaleFor,
  adminLocales,
  chooseLocale,
  fallbackChain,
  localeCodes,
  localesFor,
  matchLocale,
  resolveLocale,
  systemLocales,
  type LocaleChoices,
  type LocaleSurface,
} from './locales.ts';

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

test('offers each surface its own locales', () => {
  const codes = (surface: LocaleSurface) => localesFor(surface).map((l) => l.code);
  assert.deepEqual(codes('system'), systemLocales);
  assert.deepEqual(codes('callouts'), localeCodes);
  assert.deepEqual(codes('admin'), adminLocales);
});

test('maps language tags to the locale they ask for', () => {
  const rows: [string | null | undefined, LocaleSurface, string | undefined][] = [
    ['de', 'system', 'de'],
    ['de-CH', 'system', 'de'],
    ['de-ch', 'system', 'de'],
    ['DE_at', 'system', 'de'],
    [' fr-CA ', 'system', 'fr'],
    ['pt-BR', 'system', 'pt'],
    ['en-GB', 'system', 'en'],
    ['de@informal', 'system', 'de@informal'],
    ['de-CH@informal', 'system', 'de@informal'],
    ['de@easy', 'callouts', 'de@easy'],
    ['de@easy', 'system', 'de@informal'],
    ['de@easy', 'admin', 'de@informal'],
    ['de-AT@easy', 'callouts', 'de@easy'],
    ['de@nonsense', 'system', 'de'],
    ['el', 'callouts', 'el'],
    ['el-GR', 'system', undefined],
    ['pt', 'admin', 'en'],
    ['nl-BE', 'admin', 'nl'],
    ['xx', 'system', undefined],
    ['x-klingon', 'system', undefined],
    ['@informal', 'system', undefined],
    ['', 'system', undefined],
    [null, 'system', undefined],
    [undefined, 'system', undefined],
  ];
  for (const [tag, surface, expected] of rows) assert.equal(matchLocale(tag, surface), expected, `${tag} ${surface}`);
});

test('chooses ?lang=, then the stored choice, then the browser, then the organisation, then English', () => {
  const all: LocaleChoices = { query: 'fr', stored: 'nl', browser: ['it-IT', 'it'], organisation: 'de' };
  const rows: [LocaleChoices, LocaleSurface, string][] = [
    [all, 'system', 'fr'],
    [{ ...all, query: 'de-CH' }, 'system', 'de'],
    [{ ...all, query: 'zz' }, 'system', 'nl'],
    [{ ...all, query: null }, 'system', 'nl'],
    [{ ...all, query: null, stored: null }, 'system', 'it'],
    [{ ...all, query: null, stored: null, browser: ['ja-JP', 'pt-BR'] }, 'system', 'pt'],
    [{ ...all, query: null, stored: null, browser: ['ja'] }, 'system', 'de'],
    [{ organisation: 'xx' }, 'system', 'en'],
    [{}, 'system', 'en'],
    [{ ...all, query: 'de@easy' }, 'callouts', 'de@easy'],
    [{ ...all, query: 'de@easy' }, 'system', 'de@informal'],
    [{ ...all, query: 'el' }, 'system', 'nl'],
    [{ ...all, query: 'el' }, 'callouts', 'el'],
    [{ ...all, query: null, stored: 'it' }, 'admin', 'en'],
    [{ ...all, query: 'de' }, 'admin', 'de'],
  ];
  for (const [choices, surface, expected] of rows) {
    assert.equal(chooseLocale(choices, surface), expected, `${JSON.stringify(choices)} ${surface}`);
  }
});
