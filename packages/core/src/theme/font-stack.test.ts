import assert from 'node:assert/strict';
import { test } from 'node:test';
import { themeFonts } from '../schemas/general-settings.ts';
import { fontStack, isThemeFont } from './font-stack.ts';

const rows: [Parameters<typeof fontStack>[0], string][] = [
  ['open-sans', '"Open Sans", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'],
  ['roboto', 'Roboto, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'],
  ['merriweather', 'Merriweather, Georgia, Cambria, "Times New Roman", Times, serif'],
  ['source-serif', '"Source Serif 4", "Source Serif Pro", Georgia, Cambria, "Times New Roman", Times, serif'],
];

for (const [font, expected] of rows) {
  test(`font ${font} becomes ${expected.split(',')[0]} with a system fallback`, () => {
    assert.equal(fontStack(font), expected);
  });
}

test('every one of the ten theme fonts ends in a generic family', () => {
  assert.equal(themeFonts.length, 10);
  for (const font of themeFonts) assert.match(fontStack(font), /, (sans-serif|serif)$/);
});

const guardRows: [unknown, boolean][] = [
  ['lato', true],
  ['noto-serif', true],
  ['comic-sans', false],
  [null, false],
  [undefined, false],
];

for (const [value, expected] of guardRows) {
  test(`isThemeFont(${JSON.stringify(value)}) is ${expected}`, () => {
    assert.equal(isThemeFont(value), expected);
  });
}
