import { defaultTheme } from '@masthead/core';
import { afterEach, assert, describe, getByRole, it, render } from '@masthead/test/browser-setup';
import { Button } from '../button/button.tsx';
import { applyTheme } from './apply-theme.ts';
import { vars } from './vars.css.ts';

const rootVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

describe('theme', () => {
  const added: HTMLElement[] = [];
  afterEach(() => added.splice(0).forEach((el) => el.remove()));

  it('gives every public variable its default on the page', () => {
    assert.equal(vars.color.primary, 'var(--mh-color-primary)');
    assert.equal(rootVar('--mh-color-primary'), '#1d4e89');
    assert.equal(rootVar('--mh-color-danger-10'), '#f9e9ea');
    assert.equal(rootVar('--mh-color-on-warning'), '#ffffff');
    assert.equal(rootVar('--mh-space-md'), '1rem');
    assert.match(rootVar('--mh-font-title'), /^"Open Sans", .*sans-serif$/);
  });

  it("lets any plain rule in the newsroom's stylesheet override a default", () => {
    const style = document.createElement('style');
    style.textContent = 'html { --mh-color-primary: #7a1f5c }';
    document.head.append(style);
    added.push(style);
    render(<Button>Join</Button>);
    assert.equal(getComputedStyle(getByRole('button', { name: 'Join' })).backgroundColor, 'rgb(122, 31, 92)');
  });

  it('applyTheme restyles everything inside the element, fonts included', () => {
    const { container } = render(<Button>Donate</Button>);
    applyTheme(container, {
      colors: { ...defaultTheme.colors, primary: '#ffd400' },
      fonts: { body: 'merriweather', title: null },
    });
    const css = getComputedStyle(getByRole('button', { name: 'Donate' }));
    assert.equal(css.backgroundColor, 'rgb(255, 212, 0)');
    assert.equal(css.color, 'rgb(17, 17, 17)', 'dark text on a pale primary');
    assert.match(css.fontFamily, /^Merriweather, Georgia/);
    assert.equal(rootVar('--mh-color-primary'), '#1d4e89', 'the rest of the page keeps its theme');
  });
});
