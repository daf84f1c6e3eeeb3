import { validateAnswers } from '@masthead/core';
import { assert, describe, getByLabelText, it, press as key, tab, waitFor } from '@masthead/test/browser-setup';
import { expectError, expectNoError, fill, press, renderForm } from '../render-form.test-helper.tsx';

const now = new Date();
const values = [
  { label: 'Red', value: 'red' },
  { label: 'Blue', value: 'blue' },
  { label: 'Green', value: 'green' },
];
const legend = (text: string) =>
  [...document.querySelectorAll('legend')].find((l) => l.textContent?.startsWith(text))?.closest('fieldset');

describe('Choice fields', () => {
  it('checkbox: labelled, required means ticked, and Space ticks it', async () => {
    const { submitted, schema } = renderForm([
      { type: 'checkbox', key: 'ok', label: 'I agree', validate: { required: true } },
    ]);
    const box = getByLabelText('I agree');
    await press('Submit');
    await expectError(box, 'Please tick “I agree” to go on.');
    assert.equal(document.activeElement, box);
    await key('Space');
    await expectNoError(box);
    assert.equal(box.checked, true);
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { ok: true } }]));
    assert.deepEqual(validateAnswers(schema, submitted[0], { now }), []);
  });

  it('radio: a group named by its legend, arrows choose, required is told', async () => {
    const { submitted } = renderForm([
      { type: 'radio', key: 'colour', label: 'Colour', values, validate: { required: true } },
    ]);
    const group = legend('Colour');
    assert.ok(group, 'a fieldset with the legend');
    assert.match(group.querySelector('legend')!.textContent!, /\(required\)/);
    await press('Submit');
    const red = getByLabelText('Red');
    await expectError(red, 'Please choose an answer for “Colour”');
    assert.equal(document.activeElement, red);
    await key('ArrowDown');
    await waitFor(() => assert.equal(getByLabelText('Blue').checked, true));
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { colour: 'blue' } }]));
  });

  it('selectboxes: one checkbox per option, Space ticks, the answer names every option ticked', async () => {
    const { submitted, schema } = renderForm([
      { type: 'selectboxes', key: 'topics', label: 'Topics', values, validate: { required: true } },
    ]);
    await press('Submit');
    const red = getByLabelText('Red');
    await expectError(red, 'Please choose an answer for “Topics”');
    await key('Space');
    await tab();
    await tab();
    await key('Space');
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { topics: { red: true, green: true } } }]));
    assert.deepEqual(validateAnswers(schema, submitted[0], { now }), []);
  });

  it('select: a labelled native select, operated by keyboard', async () => {
    const { submitted } = renderForm([
      {
        type: 'select',
        key: 'size',
        label: 'Size',
        data: { values },
        validate: { required: true },
        description: 'Pick one',
      },
    ]);
    const select = getByLabelText('Size') as unknown as HTMLSelectElement;
    await press('Submit');
    await expectError(select, 'Please choose an answer for “Size”');
    await fill(select, 'green');
    await expectNoError(select);
    select.focus();
    await key('ArrowUp');
    await waitFor(() => assert.equal(select.value, 'blue'));
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { size: 'blue' } }]));
  });
});
