import { useState } from 'react';
import { sendKeys } from '@web/test-runner-commands';
import {
  assert,
  describe,
  getByLabelText,
  getByRole,
  it,
  press,
  render,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { RichTextEditor } from './rich-text-editor.tsx';

/** Renders an editor that keeps its value, and records every value it reports. */
async function renderEditor(initial = '', extra: { maxLength?: number } = {}) {
  const values: string[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <RichTextEditor
        label="Introduction"
        description="Shown above the form"
        value={value}
        onChange={(html) => {
          values.push(html);
          setValue(html);
        }}
        {...extra}
      />
    );
  }
  render(<Host />);
  const editor = await waitFor(() => getByRole('textbox', { name: 'Introduction' }), { timeout: 4000 });
  return { editor, values, last: () => values.at(-1) ?? '' };
}

async function typeInEditor(editor: HTMLElement, text: string) {
  editor.focus();
  await sendKeys({ type: text });
}

/** A key pressed while a modifier is held (puppeteer's `press` takes no `Shift+Home`). */
async function chord(modifier: 'Control' | 'Shift', key: string, times = 1) {
  await sendKeys({ down: modifier });
  for (let i = 0; i < times; i++) await sendKeys({ press: key });
  await sendKeys({ up: modifier });
}

describe('RichTextEditor', () => {
  it('labels the editable area and its toolbar, and describes the area', async () => {
    const { editor } = await renderEditor('<p>Tell us</p>');
    assert.equal(editor.getAttribute('aria-multiline'), 'true');
    assert.equal(editor.getAttribute('contenteditable'), 'true');
    const describedBy = (editor.getAttribute('aria-describedby') ?? '').split(' ');
    assert.ok(describedBy.some((id) => document.getElementById(id)?.textContent === 'Shown above the form'));
    const toolbar = getByRole('toolbar', { name: 'Formatting Introduction' });
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link', 'Undo', 'Redo']) {
      getByRole('button', { name }, toolbar);
    }
    assert.equal(toolbar.querySelector('select')?.getAttribute('aria-label'), 'Text style');
    assert.equal(editor.textContent, 'Tell us');
  });

  it('reports what is typed as HTML, with headings from the text style list', async () => {
    const { editor, last } = await renderEditor();
    await typeInEditor(editor, 'Your story');
    await waitFor(() => assert.equal(last(), '<p>Your story</p>'));
    const select = getByRole('toolbar', { name: /Formatting/ }).querySelector('select')!;
    select.value = '2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => assert.equal(last(), '<h2>Your story</h2>'));
    select.value = '6';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => assert.equal(last(), '<h6>Your story</h6>'));
  });

  it('makes bold text and lists from the toolbar and shows which formats apply', async () => {
    const { editor, last } = await renderEditor();
    await typeInEditor(editor, 'One');
    await chord('Shift', 'Home');
    const bold = getByRole('button', { name: 'Bold' });
    bold.click();
    await waitFor(() => assert.equal(last(), '<p><strong>One</strong></p>'));
    assert.equal(bold.getAttribute('aria-pressed'), 'true');
    getByRole('button', { name: 'Bulleted list' }).click();
    await waitFor(() => assert.equal(last(), '<ul><li><strong>One</strong></li></ul>'));
  });

  it('gives a javascript: link an empty target and keeps an https link', async () => {
    const { editor, last } = await renderEditor();
    await typeInEditor(editor, 'Click');
    await chord('Shift', 'Home');
    getByRole('button', { name: 'Link' }).click();
    const address = await waitFor(() => getByLabelText('Link address'));
    await waitFor(() => assert.equal(document.activeElement, address));
    typeInto(address, 'javascript:alert(1)');
    await waitFor(() =>
      assert.match(
        document.getElementById(address.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
        /no target/,
      ),
    );
    getByRole('button', { name: 'Apply link' }).click();
    await waitFor(() => assert.match(last(), /<a [^>]*href=""[^>]*>Click<\/a>/));
    assert.ok(!last().includes('javascript'), last());
    assert.equal(document.activeElement, editor, 'focus goes back to the text');

    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' more' });
    await chord('Shift', 'ArrowLeft', 4);
    getByRole('button', { name: 'Link' }).click();
    const again = await waitFor(() => getByLabelText('Link address'));
    typeInto(again, 'https://example.org/story');
    await sleep(0);
    await press('Enter');
    await waitFor(() => assert.match(last(), /<a [^>]*href="https:\/\/example\.org\/story"[^>]*>more<\/a>/));
  });

  it('undoes typing in steps grouped by a pause, from the keyboard and the toolbar', async () => {
    const { editor, last } = await renderEditor();
    await typeInEditor(editor, 'First');
    await waitFor(() => assert.equal(last(), '<p>First</p>'));
    // A pause longer than the 500 ms grouping delay starts a new undo step.
    await sleep(700);
    await sendKeys({ type: ' second' });
    await waitFor(() => assert.equal(last(), '<p>First second</p>'));
    await chord('Control', 'KeyZ');
    await waitFor(() => assert.equal(last(), '<p>First</p>'));
    getByRole('button', { name: 'Undo' }).click();
    await waitFor(() => assert.equal(last(), ''));
    getByRole('button', { name: 'Redo' }).click();
    await waitFor(() => assert.equal(last(), '<p>First</p>'));
  });

  it('counts the characters left against maxLength and says when the text is too long', async () => {
    const { editor } = await renderEditor('', { maxLength: 5 });
    const count = () => document.getElementById(`${editor.id}-count`)?.textContent;
    assert.equal(count(), '5 of 5 characters left');
    await typeInEditor(editor, 'Hello!!');
    await waitFor(() => assert.equal(count(), '2 characters over the limit of 5'));
  });

  it('moves between toolbar controls with the arrow keys, one tab stop in all', async () => {
    await renderEditor();
    const toolbar = getByRole('toolbar', { name: /Formatting/ });
    const select = toolbar.querySelector('select')!;
    select.focus();
    await press('ArrowRight');
    assert.equal(document.activeElement, getByRole('button', { name: 'Bold' }));
    await press('End');
    assert.equal(document.activeElement, getByRole('button', { name: 'Redo' }));
    const stops = [...toolbar.querySelectorAll('button, select')].filter((el) => (el as HTMLElement).tabIndex === 0);
    assert.equal(stops.length, 1);
  });
});
