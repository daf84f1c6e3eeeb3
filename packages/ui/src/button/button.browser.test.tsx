import { defaultTheme } from '@masthead/core';
import {
  assert,
  describe,
  findAccessible,
  getByRole,
  it,
  press,
  render,
  tab,
  waitFor,
} from '@masthead/test/browser-setup';
import { applyTheme } from '../theme/apply-theme.ts';
import { Button, buttonSizes, buttonVariants } from './button.tsx';

describe('Button', () => {
  it('renders every variant as a button named by its label', () => {
    const { container } = render(
      <>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </>,
    );
    // The default theme shares one blue for primary and link; tell them apart.
    applyTheme(container, { ...defaultTheme, colors: { ...defaultTheme.colors, link: '#5b2a86' } });
    const looks = new Set<string>();
    for (const variant of buttonVariants) {
      const button = getByRole('button', { name: variant });
      const css = getComputedStyle(button);
      looks.add(`${css.backgroundColor} ${css.color} ${css.borderColor}`);
    }
    assert.equal(looks.size, buttonVariants.length, 'each variant looks different');
  });

  it('fills the primary variant with the theme colour and readable text', () => {
    render(<Button>Join</Button>);
    const css = getComputedStyle(getByRole('button', { name: 'Join' }));
    assert.equal(css.backgroundColor, 'rgb(29, 78, 137)');
    assert.equal(css.color, 'rgb(255, 255, 255)');
  });

  it('grows from xs to lg', () => {
    render(
      <>
        {buttonSizes.map((size) => (
          <Button key={size} size={size}>
            {size}
          </Button>
        ))}
      </>,
    );
    const heights = buttonSizes.map((size) => getByRole('button', { name: size }).getBoundingClientRect().height);
    assert.deepEqual(
      [...heights].sort((a, b) => a - b),
      heights,
    );
    assert.equal(new Set(heights).size, buttonSizes.length);
  });

  it('calls onClick when pressed, and is a plain button, not a submit', () => {
    let presses = 0;
    render(<Button onClick={() => presses++}>Save</Button>);
    const button = getByRole('button', { name: 'Save' });
    button.click();
    assert.equal(presses, 1);
    assert.equal(button.getAttribute('type'), 'button');
  });

  it('ignores clicks while disabled', () => {
    let presses = 0;
    render(
      <Button disabled onClick={() => presses++}>
        Save
      </Button>,
    );
    const button = getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    button.click();
    assert.ok(button.disabled);
    assert.equal(presses, 0);
  });

  it('while loading keeps its width, says it is busy and ignores presses', async () => {
    let presses = 0;
    const onClick = () => presses++;
    const { rerender } = render(<Button onClick={onClick}>Save changes</Button>);
    const before = getByRole('button', { name: 'Save changes' }).getBoundingClientRect().width;
    rerender(
      <Button onClick={onClick} loading>
        Save changes
      </Button>,
    );
    const button = await waitFor(() => getByRole('button', { name: 'Save changes Loading' }));
    const [announced] = await findAccessible('button', 'Save changes Loading');
    assert.ok(announced, 'Chromium names the button "Save changes Loading"');
    assert.equal(announced.disabled, true, 'and reports it unavailable');
    assert.equal(button.getAttribute('aria-busy'), 'true');
    assert.equal(button.getAttribute('aria-disabled'), 'true');
    assert.equal(button.getBoundingClientRect().width, before);
    button.click();
    button.focus();
    await press('Enter');
    await press('Space');
    assert.equal(presses, 0);
    assert.equal(document.activeElement, button, 'focus stays on the button');
  });

  it('does not submit its form while loading', () => {
    let submits = 0;
    render(
      <form onSubmit={(e) => (e.preventDefault(), submits++)}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    getByRole('button', { name: /^Send/ }).click();
    assert.equal(submits, 0);
  });

  it('renders a link when given href, and an inert one when disabled', () => {
    render(
      <>
        <Button href="/join">Join now</Button>
        <Button href="/leave" disabled>
          Leave
        </Button>
      </>,
    );
    assert.equal(getByRole('link', { name: 'Join now' }).getAttribute('href'), '/join');
    const inert = getByRole('link', { name: 'Leave' });
    assert.equal(inert.getAttribute('href'), null);
    assert.equal(inert.getAttribute('aria-disabled'), 'true');
  });

  it('shows a focus ring when reached with the keyboard', async () => {
    let presses = 0;
    render(
      <Button variant="text" onClick={() => presses++}>
        Edit
      </Button>,
    );
    await tab();
    const button = getByRole('button', { name: 'Edit' });
    assert.equal(document.activeElement, button);
    const css = getComputedStyle(button);
    assert.equal(css.outlineStyle, 'solid');
    assert.equal(css.outlineWidth, '3px');
    await press('Enter');
    assert.equal(presses, 1);
  });
});
