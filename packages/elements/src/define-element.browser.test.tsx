import { useEffect } from 'react';
import { assert, describe, it, waitFor } from '@masthead/test/browser-setup';
import { defineElement } from './define-element.ts';
import { lazyComponent } from './lazy-component.tsx';
import { withWidgetApi } from './widget-api.tsx';

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

describe('attributes, properties and the element’s own CSS', () => {
  const Greeting = ({ firstName, lang }: { firstName?: string; lang?: string }) => (
    <p>
      {firstName === undefined ? 'nobody' : `hello ${firstName}`} ({lang ?? 'no lang'})
    </p>
  );

  it('passes kebab-case attributes as camelCase string props, again on each change, a removed one as undefined', async () => {
    defineElement('mh-test-attributes', Greeting, { props: { firstName: 'string', lang: 'string' } });
    const element = document.createElement('mh-test-attributes');
    element.setAttribute('first-name', 'Mina');
    document.body.append(element);
    try {
      await waitFor(() => assert.equal(element.shadowRoot?.textContent, 'hello Mina (no lang)'));
      element.setAttribute('lang', 'de');
      await waitFor(() => assert.equal(element.shadowRoot?.textContent, 'hello Mina (de)'));
      element.removeAttribute('first-name');
      await waitFor(() => assert.equal(element.shadowRoot?.textContent, 'nobody (de)'));
      (element as unknown as { firstName: string }).firstName = 'Ada';
      assert.equal(element.getAttribute('first-name'), 'Ada', 'the property sets the attribute');
      await waitFor(() => assert.equal(element.shadowRoot?.textContent, 'hello Ada (de)'));
    } finally {
      element.remove();
    }
  });

  it('keeps a property the page set before the element was defined (the embed script defines it later)', async () => {
    const element = document.createElement('mh-test-early');
    (element as unknown as { firstName: string }).firstName = 'Early';
    document.body.append(element);
    try {
      defineElement('mh-test-early', Greeting, { props: { firstName: 'string' } });
      await waitFor(() => assert.equal(element.shadowRoot?.textContent, 'hello Early (no lang)'));
      assert.equal(element.getAttribute('first-name'), 'Early');
      assert.equal(Object.hasOwn(element, 'firstName'), false, 'the class’s accessor is no longer hidden');
    } finally {
      element.remove();
    }
  });

  it('adopts the CSS given for the element in its shadow root, and nothing of it reaches the page', async () => {
    defineElement('mh-test-css', () => <p className="own">styled</p>, { css: '.own{color:rgb(0, 128, 0)}' });
    const element = document.createElement('mh-test-css');
    const outside = document.createElement('p');
    outside.className = 'own';
    document.body.append(element, outside);
    try {
      const inside = await waitFor(() => {
        const found = element.shadowRoot?.querySelector('p');
        assert.ok(found, 'the component rendered');
        return found;
      });
      assert.equal(getComputedStyle(inside).color, 'rgb(0, 128, 0)');
      assert.ok(getComputedStyle(outside).color !== 'rgb(0, 128, 0)', 'the page’s paragraph keeps its colour');
      assert.equal(getComputedStyle(element).display, 'block');
    } finally {
      element.remove();
      outside.remove();
    }
  });

  it('unmounts the component when the element leaves the document, and renders it again when it comes back', async () => {
    const mounted: string[] = [];
    const Watched = () => {
      useEffect(() => {
        mounted.push('mount');
        return () => void mounted.push('unmount');
      }, []);
      return <p>here</p>;
    };
    defineElement('mh-test-unmount', Watched);
    const element = document.createElement('mh-test-unmount');
    document.body.append(element);
    await waitFor(() => assert.deepEqual(mounted, ['mount']));
    element.remove();
    await waitFor(() => assert.deepEqual(mounted, ['mount', 'unmount']));
    document.body.append(element);
    try {
      await waitFor(() => assert.deepEqual(mounted, ['mount', 'unmount', 'mount']));
      assert.equal(element.shadowRoot?.textContent, 'here');
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

  it('shows again when the widget’s code cannot be fetched, and reports it', async () => {
    const failing = lazyComponent<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const reports: { url: string; message: string }[] = [];
    const send: typeof fetch = async (url, init) => {
      reports.push({ url: String(url), message: (JSON.parse(String(init?.body)) as { message: string }).message });
      return new Response(null, { status: 204 });
    };
    const errors: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
    const { element, link } = withFallback('mh-test-lazy-fail');
    try {
      defineElement(
        'mh-test-lazy-fail',
        withWidgetApi(failing, { origin: 'https://members.example.org', fetch: send }),
      );
      await waitFor(() => assert.ok(element.shadowRoot?.querySelector('slot'), 'the widget renders the slot'));
      await waitFor(() => assert.ok(shown(link), 'the fallback link shows through the slot'));
      await waitFor(() =>
        assert.deepEqual(reports, [
          {
            url: 'https://members.example.org/api/1.0/client-errors',
            message: 'TypeError: Failed to fetch dynamically imported module',
          },
        ]),
      );
    } finally {
      console.error = error;
      element.remove();
    }
  });
});
