import { assert, describe, it, waitFor } from '@masthead/test/browser-setup';
import { defineElement } from './define-element.ts';
import { lazyComponent } from './lazy-component.tsx';

const First = ({ text }: { text?: string }) => <p>first {text}</p>;
const Second = () => <p>second</p>;

describe('defineElement', () => {
  it('keeps the first definition of a name and says so in the console', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      defineElement('mh-test-twice', First, { props: { text: 'string' } });
      assert.equal(warnings.length, 0, 'the first definition is quiet');
      defineElement('mh-test-twice', Second);
      assert.equal(warnings.length, 1);
      assert.match(String(warnings[0]![0]), /<mh-test-twice> is already defined/);
    } finally {
      console.warn = warn;
    }
    const element = document.createElement('mh-test-twice');
    element.setAttribute('text', 'one');
    document.body.append(element);
    try {
      await waitFor(() => assert.equal(element.shadowRoot?.textContent, 'first one'));
    } finally {
      element.remove();
    }
  });
});

/** An element of `name` holding the editor's fallback link, as the newsroom's page has it before any script runs. */
function withFallback(name: string): { element: HTMLElement; link: HTMLAnchorElement } {
  const element = document.createElement(name);
  element.innerHTML = '<a href="https://members.example.org/crowdnewsroom/x">Answer this call-out on our site</a>';
  document.body.append(element);
  return { element, link: element.querySelector('a')! };
}

const shown = (node: Element) => node.getClientRects().length > 0 && node.getBoundingClientRect().width > 0;

describe('the editor’s fallback inside an element', () => {
  it('shows before the script upgrades the element, and is hidden after; the element is a block', async () => {
    const { element, link } = withFallback('mh-test-fallback');
    try {
      assert.ok(shown(link), 'the fallback link shows before the upgrade');
      assert.equal(getComputedStyle(element).display, 'inline', 'an undefined element is inline');
      defineElement('mh-test-fallback', () => <p>the widget</p>);
      await waitFor(() => assert.equal(element.shadowRoot?.textContent, 'the widget'));
      assert.equal(shown(link), false, 'a shadow root without a slot hides the fallback');
      assert.equal(getComputedStyle(element).display, 'block');
      assert.ok(element.getBoundingClientRect().width > 0);
      element.style.display = 'inline-block';
      assert.equal(getComputedStyle(element).display, 'inline-block', 'the page’s own rule wins');
    } finally {
      element.remove();
    }
  });

  it('shows again when the widget’s code cannot be fetched', async () => {
    const failing = lazyComponent<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const errors: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
    const { element, link } = withFallback('mh-test-lazy-fail');
    try {
      defineElement('mh-test-lazy-fail', failing);
      await waitFor(() => assert.ok(element.shadowRoot?.querySelector('slot'), 'the widget renders the slot'));
      await waitFor(() => assert.ok(shown(link), 'the fallback link shows through the slot'));
    } finally {
      console.error = error;
      element.remove();
    }
  });
});
