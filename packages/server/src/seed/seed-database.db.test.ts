import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultGeneralSettings, themeColorNames } from '@masthead/core';
import { createContentRepository } from '../content/content-repository.ts';
import { createTestDatabase } from '../test-helper.ts';
import { dailyExampleSettings } from './daily-example.ts';
import { seedDatabase } from './seed-database.ts';

test('an empty database gets The Daily Example, and a second seed changes nothing', async (t) => {
  const content = createContentRepository({ db: (await createTestDatabase(t)).db });
  assert.equal(await seedDatabase({ content, siteUrl: 'http://localhost:3000' }), true);
  const first = await content.get('general', defaultGeneralSettings);
  assert.equal(first.organisationName, 'The Daily Example');
  assert.equal(first.siteUrl, 'http://localhost:3000');
  assert.equal(first.supportEmail, 'support@example.org');

  await content.patch('general', { organisationName: 'Renamed by an admin' });
  assert.equal(await seedDatabase({ content, siteUrl: 'http://elsewhere' }), false);
  const second = await content.get('general', defaultGeneralSettings);
  assert.equal(second.organisationName, 'Renamed by an admin');
  assert.equal(second.siteUrl, 'http://localhost:3000');
});

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(i, i + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

test('every seeded theme colour is distinct and readable on white (4.5:1)', () => {
  const colors = dailyExampleSettings('http://x').theme?.colors;
  assert.ok(colors);
  const values = themeColorNames.map((name) => colors[name]);
  assert.equal(new Set(values.map((v) => v.toLowerCase())).size, values.length, 'distinct colours');
  for (const name of themeColorNames) {
    assert.ok(
      contrastOnWhite(colors[name]) >= 4.5,
      `${name} ${colors[name]} is ${contrastOnWhite(colors[name]).toFixed(2)}:1`,
    );
    assert.notEqual(colors[name], defaultGeneralSettings.theme.colors[name], `${name} differs from the default`);
  }
});
