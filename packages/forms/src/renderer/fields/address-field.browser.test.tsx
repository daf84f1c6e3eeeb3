import { validateAnswers } from '@masthead/core';
import { assert, describe, getByLabelText, it, tab, waitFor } from '@masthead/test/browser-setup';
import { expectError, expectNoError, fill, press, renderForm } from '../render-form.test-helper.tsx';

describe('Address field', () => {
  it('takes a typed address with optional coordinates, and refuses impossible ones', async () => {
    const { submitted, schema } = renderForm([
      { type: 'address', key: 'where', label: 'Where was it?', validate: { required: true } },
    ]);
    assert.ok([...document.querySelectorAll('legend')].some((l) => l.textContent?.startsWith('Where was it?')));
    const address = getByLabelText('Address');
    await press('Submit');
    await expectError(address, 'Where was it?: this field is required');
    await fill(address, 'Unter den Linden 1, Berlin');
    await fill(getByLabelText('Latitude'), '100');
    await fill(getByLabelText('Longitude'), '13.4');
    await press('Submit');
    await expectError(address, 'Where was it?: latitude must be between -90 and 90');
    await fill(getByLabelText('Latitude'), '52.5');
    await expectNoError(address);
    await press('Submit');
    const expected = {
      formatted_address: 'Unter den Linden 1, Berlin',
      geometry: { location: { lat: 52.5, lng: 13.4 } },
    };
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { where: expected } }]));
    assert.deepEqual(validateAnswers(schema, submitted[0], { now: new Date() }), []);
  });

  it('is answered without coordinates, by keyboard', async () => {
    const { submitted } = renderForm([{ type: 'address', key: 'where', label: 'Where?' }]);
    await tab();
    assert.equal(document.activeElement, getByLabelText('Address'));
    await fill(getByLabelText('Address'), 'Main Street 2');
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { where: { formatted_address: 'Main Street 2' } } }]));
  });
});
