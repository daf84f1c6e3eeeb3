import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultTheme } from '../schemas/general-settings.ts';
import { contrastRatio, minimumTextContrast, readableTextOn, relativeLuminance } from './contrast-ratio.ts';
import { themeToCssVars } from './theme-to-css-vars.ts';

const luminanceRows: [string, number][] = [
  ['#000000', 0],
  ['#ffffff', 1],
  ['#808080', 0.2159],
];

for (const [hex, expected] of luminanceRows) {
  test(`relative luminance of ${hex} is ${expected}`, () => {
    assert.equal(Math.round(relativeLuminance(hex) * 10000) / 10000, expected);
  });
}

const ratioRows: [[string, string], number][] = [
  [['#000000', '#ffffff'], 21],
  [['#ffffff', '#000000'], 21],
  [['#777777', '#ffffff'], 4.48],
  [['#1d4e89', '#ffffff'], 8.39],
  [['#123456', '#123456'], 1],
];

for (const [[a, b], expected] of ratioRows) {
  test(`contrast between ${a} and ${b} is ${expected}`, () => {
    assert.equal(Math.round(contrastRatio(a, b) * 100) / 100, expected);
  });
}

const readableRows: [string, string][] = [
  ['#1d4e89', '#ffffff'],
  ['#c0262d', '#ffffff'],
  ['#ffd400', '#111111'],
  ['#ffffff', '#111111'],
  ['#000000', '#ffffff'],
  ['#9be7ff', '#111111'],
  // Mid-tones where neither white nor near-black reaches 4.5:1.
  ['#777777', '#000000'],
  ['#cc5511', '#000000'],
  ['#0077dd', '#000000'],
];

for (const [background, expected] of readableRows) {
  test(`text on ${background} is ${expected}`, () => {
    assert.equal(readableTextOn(background), expected);
  });
}

test('the text chosen for any background reaches AA (4.5:1), mid-tones included', () => {
  const low: string[] = [];
  for (let i = 0; i < 4096; i++) {
    const hex = `#${[i >> 8, (i >> 4) & 15, i & 15].map((c) => c.toString(16).repeat(2)).join('')}`;
    if (contrastRatio(hex, readableTextOn(hex)) < minimumTextContrast) low.push(hex);
  }
  assert.deepEqual(low, []);
});

// The pairs the components actually draw with the default theme: filled
// buttons, link-coloured text on the page, tinted ghost buttons and the
// notification cards (body text on a 10 % wash).
const v = themeToCssVars(defaultTheme);
const pairRows: [string, string, string][] = [
  ['primary button', '--mh-color-on-primary', '--mh-color-primary'],
  ['link button', '--mh-color-on-link', '--mh-color-link'],
  ['danger button', '--mh-color-on-danger', '--mh-color-danger'],
  ['outlined primary text', '--mh-color-primary', 'white'],
  ['outlined link text', '--mh-color-link', 'white'],
  ['danger text', '--mh-color-danger', 'white'],
  ['grey outlined text', '--mh-color-body', 'white'],
  ['danger ghost', '--mh-color-danger', '--mh-color-danger-10'],
  ['outlined primary hovered', '--mh-color-primary', '--mh-color-primary-10'],
  ['success notification', '--mh-color-body', '--mh-color-success-10'],
  ['warning notification', '--mh-color-body', '--mh-color-warning-10'],
  ['error notification', '--mh-color-body', '--mh-color-danger-10'],
  ['default notification', '--mh-color-body', '--mh-color-primary-10'],
];

for (const [label, fg, bg] of pairRows) {
  test(`default theme ${label} meets WCAG AA`, () => {
    const colour = (name: string) => (name === 'white' ? '#ffffff' : v[name]!);
    assert.ok(contrastRatio(colour(fg), colour(bg)) >= minimumTextContrast);
  });
}
