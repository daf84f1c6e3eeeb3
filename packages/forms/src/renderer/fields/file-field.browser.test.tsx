import { validateAnswers } from '@masthead/core';
import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  press as key,
  queryAllByRole,
  tab,
  waitFor,
} from '@masthead/test/browser-setup';
import { describedBy, expectError, expectNoError, press, renderForm } from '../render-form.test-helper.tsx';
import type { Upload } from './file-field.tsx';

/** What the browser does when a reader picks files in the dialog the input opens (which a test cannot drive). */
function choose(input: HTMLInputElement, ...files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Files dragged from the desktop and let go over the zone. */
function drop(target: Element, ...files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop'])
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
}

const png = (name = 'photo.png', bytes = 3) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const byName: Upload = async (file) => ({ url: `https://cdn.example.org/${file.name}`, path: file.name });

describe('File field', () => {
  it('uploads a chosen file with progress and answers {url, path}', async () => {
    const calls: string[] = [];
    let finish = () => {};
    const upload: Upload = (file, kind, onProgress) => {
      calls.push(`${kind} ${file.name}`);
      onProgress(0.4);
      return new Promise((resolve) => {
        finish = () => resolve({ url: 'https://cdn.example.org/u/3f2a/full.webp', path: 'u/3f2a/full.webp' });
      });
    };
    const { submitted, schema } = renderForm(
      [{ type: 'file', key: 'photo', label: 'Your photo', validate: { required: true } }],
      { upload },
    );
    const input = getByLabelText('Your photo');
    await tab();
    assert.equal(document.activeElement, input, 'reached with Tab');
    await press('Submit');
    await expectError(input, 'Please add a file for “Your photo”');
    choose(input, png('photo.png', 2600));
    const bar = await waitFor(() => getByRole('progressbar', { name: 'Uploading photo.png' }));
    assert.equal(bar.getAttribute('value'), '40');
    finish();
    // Listed by the reader's own file name and size, not the stored name.
    await waitFor(() => getByRole('link', { name: 'photo.png' }));
    getByText('2.5 kB');
    await expectNoError(input);
    assert.deepEqual(calls, ['images photo.png']);
    await press('Submit');
    const expected = [{ url: 'https://cdn.example.org/u/3f2a/full.webp', path: 'u/3f2a/full.webp' }];
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { photo: expected } }]));
    assert.deepEqual(validateAnswers(schema, submitted[0], { now: new Date() }), []);
  });

  it('is a drop zone whose real input is named by the question and described by what it takes', async () => {
    renderForm([{ type: 'file', key: 'photo', label: 'Your photo', description: 'A letter or your home' }], {
      upload: byName,
    });
    const input = getByLabelText('Your photo');
    assert.equal(input.type, 'file');
    assert.equal(input.accept, 'image/*,application/pdf');
    // The visible "button" and hint are the input's own box: the input lies over the whole zone.
    const zone = input.parentElement!;
    const inputBox = input.getBoundingClientRect();
    assert.deepEqual([inputBox.width, inputBox.height], [zone.clientWidth, zone.clientHeight], 'all inside the border');
    assert.match(zone.textContent ?? '', /Choose a file\s*or drop it here/);
    assert.equal(describedBy(input), 'A letter or your home | Images or PDF files, up to 20 MB each');
    // Nothing but the input itself is announced: no second button, no second label.
    assert.equal(queryAllByRole('button').filter((b) => zone.contains(b)).length, 0);
    assert.equal(input.labels?.length, 1);
    assert.deepEqual(await axeViolations(document.body, { region: false }), []);
  });

  it('takes files dropped on the zone', async () => {
    const { submitted } = renderForm([{ type: 'file', key: 'f', label: 'Files', multiple: true }], { upload: byName });
    const zone = getByLabelText('Files').parentElement!;
    assert.match(zone.textContent ?? '', /Choose files\s*or drop them here/);
    drop(getByLabelText('Files'), png('a.png'), png('b.png'));
    await waitFor(() => getByRole('link', { name: 'b.png' }));
    await press('Submit');
    await waitFor(() =>
      assert.deepEqual(submitted, [
        {
          s1: {
            f: [
              { url: 'https://cdn.example.org/a.png', path: 'a.png' },
              { url: 'https://cdn.example.org/b.png', path: 'b.png' },
            ],
          },
        },
      ]),
    );
  });

  it('says why a file was refused: type, size, rate limit', async () => {
    const upload: Upload = async () => Promise.reject({ code: 'TOO_MANY_REQUESTS', httpCode: 429 });
    renderForm([{ type: 'file', key: 'doc', label: 'Document' }], { upload });
    const input = getByLabelText('Document');
    choose(input, new File(['<p>'], 'page.html', { type: 'text/html' }));
    await expectError(input, 'page.html: Unsupported file type');
    choose(input, new File([new Uint8Array(21 * 1024 * 1024)], 'huge.pdf', { type: 'application/pdf' }));
    await expectError(input, 'huge.pdf: File too large');
    choose(input, png('small.png'));
    await expectError(input, 'small.png: Rate limit exceeded');
  });

  it('by keyboard: a file chosen through the input is removed with its own button, and the focus goes back', async () => {
    const { submitted } = renderForm([{ type: 'file', key: 'f', label: 'Files', multiple: true }], { upload: byName });
    const input = getByLabelText('Files');
    await tab();
    assert.equal(document.activeElement, input);
    choose(input, png('a.png'), png('b.png'));
    await waitFor(() => getByRole('link', { name: 'b.png' }));
    const list = getByRole('list', { name: 'Uploaded files' });
    // Tab: the link to a.png, then its Remove button.
    await tab();
    await tab();
    assert.equal(document.activeElement, getByRole('button', { name: 'Remove a.png' }, list));
    await key('Enter');
    await waitFor(() => assert.equal(list.querySelectorAll('li').length, 1));
    assert.equal(document.activeElement, input, 'back on the picker, not lost on the page');
    await press('Submit');
    await waitFor(() =>
      assert.deepEqual(submitted, [{ s1: { f: [{ url: 'https://cdn.example.org/b.png', path: 'b.png' }] } }]),
    );
  });

  it('a single file is replaced by the next one, and removing it leaves no answer', async () => {
    const { submitted } = renderForm([{ type: 'file', key: 'f', label: 'File' }], { upload: byName });
    const input = getByLabelText('File');
    choose(input, png('a.png'));
    await waitFor(() => getByRole('link', { name: 'a.png' }));
    assert.match(input.parentElement!.textContent ?? '', /Choose another file/);
    choose(input, png('b.png'));
    await waitFor(() => getByRole('link', { name: 'b.png' }));
    assert.equal(queryAllByRole('link', { name: 'a.png' }).length, 0);
    getByRole('button', { name: 'Remove b.png' }).click();
    await waitFor(() => assert.equal(queryAllByRole('list', { name: 'Uploaded files' }).length, 0));
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{}]));
  });
});
