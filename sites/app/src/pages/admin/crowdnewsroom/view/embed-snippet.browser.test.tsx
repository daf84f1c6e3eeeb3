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

  it('offers the WordPress plugin for download and the call-out’s shortcode, which Authors may use', () => {
    render(<EmbedSnippet slug="flood-stories" title="Floods" />);
    const section = getByRole('region', { name: 'WordPress' });
    const download = getByRole('link', { name: 'Download the WordPress plugin' }) as HTMLAnchorElement;
    assert.ok(section.contains(download));
    assert.equal(download.getAttribute('href'), '/downloads/masthead-wordpress.zip');
    assert.ok(download.hasAttribute('download'), 'saved, not opened');
    const shortcode = getByLabelText('Shortcode') as unknown as HTMLTextAreaElement;
    assert.ok(section.contains(shortcode));
    assert.ok(shortcode.readOnly);
    assert.equal(shortcode.value, '[masthead callout="flood-stories"]');
    const help = document.getElementById(shortcode.getAttribute('aria-describedby')!)!.textContent!;
    assert.match(help, /Plugins → Add New Plugin → Upload Plugin/);
    assert.ok(help.includes(`this site's address (${location.origin}) under Settings → Masthead`), help);
    assert.match(help, /Authors too/);
  });

  it('says which form suits which editor, and what a WordPress Author may paste', () => {
    render(<EmbedSnippet slug="flood-stories" title="Floods" />);
    const others = getByRole('region', { name: 'Other ways to embed' });
    const help = (label: string) => {
      const field = getByLabelText(label);
      assert.ok(others.contains(field), label);
      return document.getElementById(field.getAttribute('aria-describedby')!)!.textContent!;
    };
    assert.match(help('Embed code'), /^For sites that allow scripts/);
    assert.match(help('Embed code'), /only Administrators and Editors may paste it, in a Custom HTML block/);
    assert.match(help('Embed code'), /when an Author saves, WordPress removes it/);
    assert.match(help('Link for oEmbed'), /^For WordPress without the plugin, and other editors that embed links/);
    assert.match(help('Link for oEmbed'), /Authors can paste it too/);
    assert.match(help('Link for oEmbed'), /open and not for members only/);
    assert.match(
      help('Link for oEmbed'),
      /\/gallery or \/map added\) can be embedded the same way, also after it has ended/,
    );
    assert.match(help('Iframe code'), /Its one line of script makes the frame as tall as the call-out/);
    assert.match(help('Iframe code'), /keeps its first height and scrolls, and no code is left showing on the page/);
    assert.ok(!help('Iframe code').includes('lines of script'), 'one line of script, not lines');
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
    // The element holds a link to the call-out, shown until the script runs and if it cannot.
    assert.ok(
      script.value.endsWith(
        `<callout-form slug="flood-stories">\n  <a href="${location.origin}/crowdnewsroom/flood-stories">Answer this call-out on our site</a>\n</callout-form>`,
      ),
      script.value,
    );
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
    getByRole('button', { name: 'Copy shortcode' }).click();
    await waitFor(() => assert.equal(written.length, 4));
    assert.equal(written[0], `${location.origin}/crowdnewsroom/flood-stories`);
    assert.equal(written[1], (getByLabelText('Iframe code') as unknown as HTMLTextAreaElement).value);
    assert.equal(written[2], (getByLabelText('Embed code') as unknown as HTMLTextAreaElement).value);
    assert.equal(written[3], '[masthead callout="flood-stories"]');
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
