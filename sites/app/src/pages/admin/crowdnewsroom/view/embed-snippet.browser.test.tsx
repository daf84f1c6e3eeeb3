import {
  afterEach,
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  render,
  waitFor,
} from '@masthead/test/browser-setup';
import { EmbedSnippet } from './embed-snippet.tsx';

const clipboard = navigator.clipboard;
const realWriteText = clipboard.writeText;

/** Records what the copy buttons write, or refuses as a browser without permission does. */
function clipboardThat(refuse: boolean): string[] {
  const written: string[] = [];
  clipboard.writeText = async (text: string) => {
    if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
    written.push(text);
  };
  return written;
}

describe('EmbedSnippet', () => {
  afterEach(() => {
    clipboard.writeText = realWriteText;
  });

  it('offers the script tag, the link for oEmbed and the iframe, each in a labelled read-only field', () => {
    render(<EmbedSnippet slug="flood-stories" title={'Floods "in" <town>'} />);
    const script = getByLabelText('Embed code') as unknown as HTMLTextAreaElement;
    const link = getByLabelText('Link for oEmbed') as unknown as HTMLTextAreaElement;
    const frame = getByLabelText('Iframe code') as unknown as HTMLTextAreaElement;
    for (const field of [script, link, frame]) {
      assert.equal(field.tagName, 'TEXTAREA');
      assert.ok(field.readOnly, `${field.id} is read-only`);
      assert.ok(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent, 'described');
    }
    assert.match(script.value, /<callout-form slug="flood-stories"><\/callout-form>$/);
    assert.equal(link.value, `${location.origin}/crowdnewsroom/flood-stories`);
    getByText(/paste this link on a line of its own/);

    // The iframe code as a browser reads it: the page, a title, lazy, full width in the text column, and the
    // resizing script by address, with no code of its own a filter could leave as text.
    const parsed = new DOMParser().parseFromString(frame.value, 'text/html');
    const iframe = parsed.querySelector('iframe')!;
    assert.equal(iframe.getAttribute('src'), `${location.origin}/crowdnewsroom/flood-stories`);
    assert.equal(iframe.getAttribute('title'), 'Floods "in" <town>');
    assert.equal(iframe.getAttribute('loading'), 'lazy');
    assert.equal(iframe.getAttribute('style'), 'display:block;width:100%;margin-inline:auto;border:0');
    assert.equal(iframe.getAttribute('height'), '800');
    const loader = parsed.querySelector('script')!;
    assert.equal(loader.getAttribute('src'), `${location.origin}/embed/frame.js`);
    assert.equal(loader.textContent, '');
  });

  it('copies each form with its own button and says so', async () => {
    const written = clipboardThat(false);
    render(<EmbedSnippet slug="flood-stories" title="Floods" />);
    getByRole('button', { name: 'Copy link' }).click();
    await waitFor(() => getByText('Copied to the clipboard.'));
    getByRole('button', { name: 'Copy iframe code' }).click();
    getByRole('button', { name: 'Copy embed code' }).click();
    await waitFor(() => assert.equal(written.length, 3));
    assert.equal(written[0], `${location.origin}/crowdnewsroom/flood-stories`);
    assert.equal(written[1], (getByLabelText('Iframe code') as unknown as HTMLTextAreaElement).value);
    assert.equal(written[2], (getByLabelText('Embed code') as unknown as HTMLTextAreaElement).value);
  });

  it('selects the text when the clipboard refuses', async () => {
    clipboardThat(true);
    render(<EmbedSnippet slug="flood-stories" title="Floods" />);
    getByRole('button', { name: 'Copy link' }).click();
    await waitFor(() => getByText('The link is selected: press Ctrl+C (or ⌘+C) to copy it.'));
    const link = getByLabelText('Link for oEmbed') as unknown as HTMLTextAreaElement;
    assert.equal(document.activeElement, link);
    assert.equal(link.selectionEnd - link.selectionStart, link.value.length);
  });

  it('has no axe violations', async () => {
    render(
      <main>
        <EmbedSnippet slug="flood-stories" title="Floods" />
      </main>,
    );
    assert.deepEqual(await axeViolations(), []);
  });
});
