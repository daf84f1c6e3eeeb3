import { validateAnswers } from '@masthead/core';
import { assert, describe, getByLabelText, getByRole, it, tab, waitFor } from '@masthead/test/browser-setup';
import { expectError, fill, press, renderForm } from '../render-form.test-helper.tsx';

const component = { type: 'signature', key: 'sig', label: 'Signature', validate: { required: true } } as const;

describe('Signature field', () => {
  it('is answered from the keyboard by typing the full name', async () => {
    const { submitted, schema } = renderForm([component]);
    const name = getByLabelText('Type your full name');
    await tab();
    assert.equal(document.activeElement, name, 'the typed name comes first in the tab order');
    await press('Submit');
    await expectError(name, 'Please answer “Signature”');
    await fill(name, 'Ada Lovelace');
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { sig: 'Ada Lovelace' } }]));
    assert.deepEqual(validateAnswers(schema, submitted[0], { now: new Date() }), []);
  });

  it('loads a drawing pad lazily and answers a drawing as an image', async () => {
    const { submitted, schema } = renderForm([component]);
    const canvas = await waitFor(() => getByRole('img', { name: 'Signature drawing area' }));
    const box = canvas.getBoundingClientRect();
    const at = (type: string, x: number, y: number) =>
      canvas.dispatchEvent(
        new PointerEvent(type, { bubbles: true, pointerId: 1, clientX: box.left + x, clientY: box.top + y }),
      );
    at('pointerdown', 10, 10);
    at('pointermove', 60, 40);
    at('pointerup', 120, 30);
    await waitFor(() => getByRole('img', { name: 'Your drawn signature' }));
    await press('Submit');
    await waitFor(() => assert.equal(submitted.length, 1));
    assert.match(String(submitted[0]!.s1!.sig), /^data:image\/png;base64,/);
    assert.deepEqual(validateAnswers(schema, submitted[0], { now: new Date() }), []);
    getByRole('button', { name: 'Clear the drawing' }).click();
    await waitFor(() => getByRole('img', { name: 'Signature drawing area' }));
  });
});
