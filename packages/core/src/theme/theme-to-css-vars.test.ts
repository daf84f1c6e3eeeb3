import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultTheme, type Theme } from '../schemas/general-settings.ts';
import { fontStack } from './font-stack.ts';
import { themeToCssVars } from './theme-to-css-vars.ts';

const withColors = (colors: Partial<Theme['colors']>): Theme => ({
  ...defaultTheme,
  colors: { ...defaultTheme.colors, ...colors },
});
const withFonts = (fonts: Partial<Theme['fonts']>): Theme => ({
  ...defaultTheme,
  fonts: { ...defaultTheme.fonts, ...fonts },
});

// [what, theme, expected subset of the variables]
const rows: [string, Theme, Record<string, string>][] = [
  [
    'the default theme',
    defaultTheme,
    {
      '--mh-color-primary': '#1d4e89',
      '--mh-color-primary-10': '#e8edf3',
      '--mh-color-primary-70': '#6183ac',
      '--mh-color-on-primary': '#ffffff',
      '--mh-color-danger': '#c0262d',
      '--mh-color-danger-20': '#f2d4d5',
      '--mh-font-body': fontStack('open-sans'),
      '--mh-font-title': fontStack('open-sans'),
    },
  ],
  [
    'a pale primary gets dark text',
    withColors({ primary: '#FFD400' }),
    { '--mh-color-primary': '#ffd400', '--mh-color-on-primary': '#111111', '--mh-color-primary-50': '#ffea80' },
  ],
  [
    'an invalid colour falls back to the default',
    withColors({ link: 'javascript:alert(1)' }),
    { '--mh-color-link': '#1d4e89', '--mh-color-link-10': '#e8edf3' },
  ],
  [
    'the title font follows the body font',
    withFonts({ body: 'lato', title: null }),
    {
      '--mh-font-body': fontStack('lato'),
      '--mh-font-title': fontStack('lato'),
    },
  ],
  [
    'a title font of its own',
    withFonts({ body: 'lato', title: 'playfair-display' }),
    {
      '--mh-font-title': fontStack('playfair-display'),
    },
  ],
  [
    'an unknown body font falls back to open-sans',
    withFonts({ body: 'comic-sans' as 'lato' }),
    {
      '--mh-font-body': fontStack('open-sans'),
      '--mh-font-title': fontStack('open-sans'),
    },
  ],
];

for (const [what, theme, expected] of rows) {
  test(`themeToCssVars: ${what}`, () => {
    const vars = themeToCssVars(theme);
    for (const [name, value] of Object.entries(expected)) assert.equal(vars[name], value, name);
  });
}

test('every colour has its value, its readable text colour and five tints', () => {
  const names = Object.keys(themeToCssVars(defaultTheme));
  for (const colour of ['primary', 'link', 'body', 'warning', 'success', 'danger']) {
    const own = names.filter((n) => n === `--mh-color-${colour}` || n.startsWith(`--mh-color-${colour}-`));
    assert.deepEqual(
      own.sort(),
      [`--mh-color-${colour}`, ...[10, 20, 30, 50, 70].map((l) => `--mh-color-${colour}-${l}`)].sort(),
    );
    assert.ok(names.includes(`--mh-color-on-${colour}`));
  }
  assert.equal(names.length, 6 * 7 + 2);
});
