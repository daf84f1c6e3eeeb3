import { validateAnswers } from '@masthead/core';
import { assert, describe, getByLabelText, getByRole, it, tab, waitFor } from '@masthead/test/browser-setup';
import { expectError, expectNoError, press, renderForm } from '../render-form.test-helper.tsx';
import type { Upload } from './file-field.tsx';

function choose(input: HTMLInputElement, ...files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const png = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' });

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
    await expectError(input, 'Your photo: this field is required');
    choose(input, png());
    const bar = await waitFor(() => getByRole('progressbar', { name: 'Uploading photo.png' }));
    assert.equal(bar.getAttribute('value'), '40');
    finish();
    // Listed by the reader's own file name, not the stored one.
    await waitFor(() => getByRole('link', { name: 'photo.png' }));
    await expectNoError(input);
    assert.deepEqual(calls, ['images photo.png']);
    await press('Submit');
    const expected = [{ url: 'https://cdn.example.org/u/3f2a/full.webp', path: 'u/3f2a/full.webp' }];
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { photo: expected } }]));
    assert.deepEqual(validateAnswers(schema, submitted[0], { now: new Date() }), []);
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

  it('removes an uploaded file with its own button', async () => {
    const upload: Upload = async (file) => ({ url: `https://cdn.example.org/${file.name}`, path: file.name });
    const { submitted } = renderForm([{ type: 'file', key: 'f', label: 'Files', multiple: true }], { upload });
    choose(getByLabelText('Files'), png('a.png'), png('b.png'));
    await waitFor(() => getByRole('link', { name: 'b.png' }));
    getByRole('button', { name: 'Remove a.png' }).click();
    await waitFor(() => assert.equal(document.querySelectorAll('li').length, 1));
    await press('Submit');
    await waitFor(() =>
      assert.deepEqual(submitted, [{ s1: { f: [{ url: 'https://cdn.example.org/b.png', path: 'b.png' }] } }]),
    );
  });
});
