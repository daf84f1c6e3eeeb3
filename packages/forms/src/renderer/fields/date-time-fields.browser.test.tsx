import { validateAnswers } from '@masthead/core';
import { assert, describe, getByLabelText, it, tab, waitFor } from '@masthead/test/browser-setup';
import { expectError, expectNoError, fill, press, renderForm } from '../render-form.test-helper.tsx';

describe('Date and time fields', () => {
  it('datetime: labelled, refuses a date before its limit, answers an ISO date-time', async () => {
    const { submitted, schema } = renderForm([
      { type: 'datetime', key: 'when', label: 'When did it happen?', validate: { max: 'now' } },
    ]);
    const field = getByLabelText('When did it happen?');
    await tab();
    assert.equal(document.activeElement, field, 'reached with Tab');
    await fill(field, '2999-01-01T10:00');
    await press('Submit');
    await expectError(field, 'Please choose a date for “When did it happen?” on or before');
    await fill(field, '2024-05-01T10:30');
    await expectNoError(field);
    await press('Submit');
    await waitFor(() => assert.equal(submitted.length, 1));
    const answer = submitted[0]!.s1!.when as string;
    assert.equal(answer, new Date('2024-05-01T10:30').toISOString());
    assert.deepEqual(validateAnswers(schema, submitted[0], { now: new Date() }), []);
  });

  it('time: labelled, required, answers HH:MM', async () => {
    const { submitted } = renderForm([{ type: 'time', key: 't', label: 'Time', validate: { required: true } }]);
    const field = getByLabelText('Time');
    await press('Submit');
    await expectError(field, 'Please answer “Time”');
    await fill(field, '14:30');
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { t: '14:30' } }]));
  });
});
