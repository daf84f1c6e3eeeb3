import { assert, axeViolations, describe, getByRole, it } from '@masthead/test/browser-setup';
import { fakeApi } from '@masthead/client/testing';
import { renderPage } from '../testing/render-page.tsx';
import { ThemePage } from './theme-page.tsx';

/** Whether an element of `selector` reads exactly `text`. */
const shows = (selector: string, text: string) =>
  [...document.querySelectorAll(selector)].some((element) => element.textContent === text);

describe('/_theme', () => {
  it('shows the current colours with their tints and hex values, the fonts and sample components, to anyone', async () => {
    const api = fakeApi(() => undefined);
    const ctx = await renderPage(ThemePage, { url: '/_theme', route: '/_theme', fetch: api.fetch, contact: null });
    assert.ok(shows('code', '#1d4e89'));
    const tints = getByRole('list', { name: 'Tints of Danger' });
    assert.equal(tints.querySelectorAll('li').length, 6);
    assert.match(tints.textContent ?? '', /50 % #[0-9a-f]{6}/);
    assert.ok(shows('dd', 'open-sans'));
    const buttons = [...document.querySelectorAll('button')].map((button) => button.textContent);
    assert.deepEqual(buttons, [
      'Primary',
      'Link',
      'Primary outlined',
      'Link outlined',
      'Danger outlined',
      'Grey outlined',
      'Text',
      'Danger',
      'Danger text',
      'Danger ghost',
    ]);
    assert.deepEqual(await axeViolations(), []);

    ctx.settings.theme = { ...ctx.settings.theme, colors: { ...ctx.settings.theme.colors, danger: '#990000' } };
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.ok(shows('code', '#990000'), 'a changed theme shows at once');
    assert.equal(api.calls.length, 0);
  });

  it('keeps every swatch readable for a mid-tone colour, where neither white nor near-black text reaches AA', async () => {
    const api = fakeApi(() => undefined);
    const ctx = await renderPage(ThemePage, { url: '/_theme', route: '/_theme', fetch: api.fetch, contact: null });
    ctx.settings.theme = { ...ctx.settings.theme, colors: { ...ctx.settings.theme.colors, primary: '#777777' } };
    await new Promise((resolve) => setTimeout(resolve, 20));
    const swatch = [...getByRole('list', { name: 'Tints of Primary' }).querySelectorAll('li')].at(-1)!;
    assert.equal(swatch.textContent, '100 % #777777');
    assert.equal(getComputedStyle(swatch).color, 'rgb(0, 0, 0)');
    assert.deepEqual(await axeViolations(), []);
  });
});
