import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isValidSlug, nextFreeSlug, slugify } from './slugify.ts';

test('slugify folds accents to ASCII and joins words with dashes', () => {
  const rows: [string, string][] = [
    ['Zürich Straße', 'zurich-strasse'],
    ['Tell us about your commute', 'tell-us-about-your-commute'],
    ['  Spaces   everywhere  ', 'spaces-everywhere'],
    ['Crème brûlée à São Paulo', 'creme-brulee-a-sao-paulo'],
    ['Ærø & Øresund', 'aero-and-oresund'],
    ['Łódź 2026!', 'lodz-2026'],
    ['ﬁnance ½', 'finance-1-2'],
    ['What?!—Really…', 'what-really'],
    ['already-a-slug', 'already-a-slug'],
    ['Ελληνικά', 'callout'],
    ['Привет', 'callout'],
    ['', 'callout'],
    ['---', 'callout'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
    ['__proto__', 'proto'],
    [`${'word '.repeat(30)}`, `${'word-'.repeat(16)}`.replace(/-$/, '')],
    ['a'.repeat(100), 'a'.repeat(80)],
  ];
  for (const [title, expected] of rows) assert.equal(slugify(title), expected, title);
});

test('slugify always returns a valid slug', () => {
  for (const title of ['Zürich Straße', 'Привет', '-x-', 'a'.repeat(200), '日本語のタイトル', '\u0000\u202e']) {
    assert.ok(isValidSlug(slugify(title)), title);
  }
});

test('nextFreeSlug numbers clashes from 1', () => {
  const rows: [string, string[], string][] = [
    ['survey', [], 'survey'],
    ['survey', ['other'], 'survey'],
    ['survey', ['survey'], 'survey-1'],
    ['survey', ['survey', 'survey-1'], 'survey-2'],
    ['survey', ['survey', 'survey-2'], 'survey-1'],
    ['survey-1', ['survey-1'], 'survey-1-1'],
    ['a'.repeat(80), ['a'.repeat(80)], `${'a'.repeat(78)}-1`],
  ];
  for (const [base, taken, expected] of rows) assert.equal(nextFreeSlug(base, taken), expected, `${base} ${taken}`);
});

test('isValidSlug accepts only lowercase ASCII words joined by single dashes', () => {
  const rows: [unknown, boolean][] = [
    ['survey', true],
    ['survey-2026', true],
    ['Survey', false],
    ['sur--vey', false],
    ['-survey', false],
    ['survey-', false],
    ['zürich', false],
    ['a/b', false],
    ['', false],
    ['a'.repeat(81), false],
    [42, false],
  ];
  for (const [slug, expected] of rows) assert.equal(isValidSlug(slug), expected, String(slug));
});
