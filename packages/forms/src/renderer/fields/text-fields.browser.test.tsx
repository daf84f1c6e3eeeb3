import { validateAnswers } from '@masthead/core';
import {
  assert,
  describe,
  getByLabelText,
  getByRole,
  it,
  press as key,
  tab,
  waitFor,
} from '@masthead/test/browser-setup';
import { expectError, expectNoError, fill, press, renderForm } from '../render-form.test-helper.tsx';

const now = new Date();

describe('Text fields', () => {
  const rows = [
    {
      type: 'textfield',
      label: 'Your name',
      bad: 'ab',
      good: 'Ada Lovelace',
      message: 'Please write at least 3 characters for “Your name”',
      validate: { minLength: 3 },
    },
    {
      type: 'email',
      label: 'Email',
      bad: 'ada@',
      good: 'ada@example.org',
      message: 'Please enter an email address for “Email”',
    },
    {
      type: 'url',
      label: 'Website',
      bad: 'example.org',
      good: 'https://example.org',
      message: 'Please enter a web address for “Website”',
    },
    {
      type: 'phoneNumber',
      label: 'Phone',
      bad: '12ab',
      good: '+4930123456',
      message: 'Please enter a phone number for “Phone”',
    },
    {
      type: 'textarea',
      label: 'Your story',
      bad: 'one two',
      good: 'one two three',
      message: 'Please write at least 3 words for “Your story”',
      validate: { minWords: 3 },
    },
  ];
  for (const row of rows) {
    it(`${row.type}: labelled, refuses "${row.bad}" with a message and accepts "${row.good}"`, async () => {
      const { submitted, schema } = renderForm([
        { type: row.type, key: 'k', label: row.label, description: 'Help text', validate: row.validate ?? {} } as never,
      ]);
      const field = getByLabelText(row.label);
      assert.equal(field.getAttribute('aria-describedby')?.split(' ').length, 1, 'described by its help');
      await fill(field, row.bad);
      await press('Submit');
      await expectError(field, row.message);
      assert.equal(document.activeElement, field, 'focus on the invalid field');
      assert.equal(submitted.length, 0);
      await fill(field, row.good);
      await expectNoError(field);
      await press('Submit');
      await waitFor(() => assert.deepEqual(submitted, [{ s1: { k: row.good } }]));
      assert.deepEqual(validateAnswers(schema, submitted[0], { now }), []);
    });
  }

  it('marks a required field and names it in the message', async () => {
    renderForm([{ type: 'textfield', key: 'name', label: 'Name', validate: { required: true } }]);
    const field = getByRole('textbox', { name: 'Name' });
    assert.equal(field.getAttribute('aria-required'), 'true');
    await press('Submit');
    await expectError(field, 'Please answer “Name”');
  });

  it('number and currency: keep numbers as numbers and refuse the rest', async () => {
    const { submitted } = renderForm([
      { type: 'number', key: 'age', label: 'Age', validate: { min: 18 } },
      { type: 'currency', key: 'amount', label: 'Amount' },
    ]);
    const age = getByLabelText('Age');
    const amount = getByLabelText('Amount');
    await fill(age, '12');
    await fill(amount, '3.125');
    await press('Submit');
    await expectError(age, 'Please enter 18 or more for “Age”');
    await expectError(amount, 'Please enter an amount for “Amount”, such as 12 or 12.50 (zero or more).');
    await fill(age, 'twelve');
    await waitFor(() => assert.ok(age.value === 'twelve'));
    await fill(age, '42');
    await fill(amount, '12,50');
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { age: 42, amount: 12.5 } }]));
  });

  it('shows placeholders and default values, and is operated by keyboard alone', async () => {
    const { submitted } = renderForm([
      { type: 'textfield', key: 'city', label: 'City', placeholder: 'e.g. Berlin', defaultValue: 'Hamburg' },
    ]);
    const field = getByLabelText('City');
    assert.equal(field.placeholder, 'e.g. Berlin');
    assert.equal(field.value, 'Hamburg');
    await tab();
    assert.equal(document.activeElement, field);
    await key('Enter');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { city: 'Hamburg' } }]));
  });

  it('answers a "multiple values" field as a list', async () => {
    const { submitted, schema } = renderForm([{ type: 'textfield', key: 'tags', label: 'Tags', multiple: true }]);
    await fill(getByLabelText('Tags (1)'), 'fox');
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { tags: ['fox'] } }]));
    assert.deepEqual(validateAnswers(schema, submitted[0], { now }), []);
  });
});
