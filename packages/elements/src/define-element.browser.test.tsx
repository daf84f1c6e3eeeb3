import { assert, describe, it, waitFor } from '@masthead/test/browser-setup';
import { defineElement } from './define-element.ts';

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
