import { validateAnswers, type FormComponent } from '@masthead/core';
import {
  assert,
  describe,
  getByLabelText,
  getByRole,
  it,
  press as key,
  queryAllByRole,
  sleep,
  waitFor,
  axeViolations,
} from '@masthead/test/browser-setup';
import { expectError, expectNoError, fill, lazyFieldsLoaded, press, renderForm } from '../render-form.test-helper.tsx';
import { toLocalInput } from './date-time-fields.tsx';

const now = new Date();

/** The fieldset named by its legend (an address box is one). */
function group(name: string): HTMLFieldSetElement {
  const found = [...document.querySelectorAll('fieldset')].filter(
    (f) => f.querySelector(':scope > legend')?.textContent?.replace(/\s+/g, ' ').trim() === name,
  );
  assert.equal(found.length, 1, `one group named ${name}`);
  return found[0]!;
}

interface Row {
  type: string;
  label: string;
  /** The box to fill in each value, given the box's name ("Tags (2)"). */
  box?: (name: string) => HTMLInputElement;
  good: [string, string];
  /** What the answer holds for each good text. */
  answer: [unknown, unknown];
  bad?: string;
  message?: string;
  validate?: object;
}

const addressBox = (name: string) => getByLabelText('Address', group(name));
const isoOf = (local: string) => new Date(local).toISOString();

const rows: Row[] = [
  {
    type: 'textfield',
    label: 'Tags',
    good: ['fox', 'hen'],
    answer: ['fox', 'hen'],
    bad: 'x',
    validate: { minLength: 2 },
    message: 'Please write at least 2 characters for “Tags (2)”',
  },
  {
    type: 'email',
    label: 'Emails',
    good: ['a@example.org', 'b@example.org'],
    answer: ['a@example.org', 'b@example.org'],
    bad: 'b@',
    message: 'Please enter an email address for “Emails (2)”',
  },
  {
    type: 'url',
    label: 'Links',
    good: ['https://a.example.org', 'https://b.example.org'],
    answer: ['https://a.example.org', 'https://b.example.org'],
    bad: 'b.example.org',
    message: 'Please enter a web address for “Links (2)”',
  },
  {
    type: 'number',
    label: 'Ages',
    good: ['4', '7'],
    answer: [4, 7],
    bad: 'seven',
    message: 'Please enter a number for “Ages (2)”',
  },
  {
    type: 'phoneNumber',
    label: 'Phones',
    good: ['+4930123456', '0301234567'],
    answer: ['+4930123456', '0301234567'],
    bad: '12ab',
    message: 'Please enter a phone number for “Phones (2)”',
  },
  {
    type: 'currency',
    label: 'Amounts',
    good: ['12,50', '3'],
    answer: [12.5, 3],
    bad: '3.125',
    message: 'Please enter an amount for “Amounts (2)”',
  },
  {
    type: 'datetime',
    label: 'Dates',
    good: ['2026-03-01T10:00', '2026-04-01T12:30'],
    answer: [isoOf('2026-03-01T10:00'), isoOf('2026-04-01T12:30')],
    bad: '2025-04-01T12:30',
    validate: { min: '2026-01-01' },
    message: 'Please choose a date for “Dates (2)” on or after',
  },
  { type: 'time', label: 'Times', good: ['09:30', '17:45'], answer: ['09:30', '17:45'] },
  {
    type: 'textarea',
    label: 'Stories',
    good: ['one two', 'three four'],
    answer: ['one two', 'three four'],
    bad: 'five',
    validate: { minWords: 2 },
    message: 'Please write at least 2 words for “Stories (2)”',
  },
  {
    type: 'address',
    label: 'Places',
    box: addressBox,
    good: ['Main Street 1', 'High Street 2'],
    answer: [{ formatted_address: 'Main Street 1' }, { formatted_address: 'High Street 2' }],
  },
];

describe('"Multiple values" fields', () => {
  for (const row of rows) {
    it(`${row.type}: adds a box with focus in it, judges each box, removes a box, answers a list`, async () => {
      const component = { type: row.type, key: 'k', label: row.label, multiple: true, validate: row.validate ?? {} };
      const { submitted, schema } = renderForm([component as FormComponent]);
      await lazyFieldsLoaded();
      const box = row.box ?? ((name: string) => getByLabelText(name));
      assert.ok(group(row.label), 'the boxes are grouped under the label');
      await fill(box(`${row.label} (1)`), row.good[0]);
      getByRole('button', { name: 'Add another' }).click();
      await waitFor(() => assert.equal(document.activeElement, box(`${row.label} (2)`), 'focus in the new box'));
      const second = box(`${row.label} (2)`);
      if (row.bad !== undefined) {
        await fill(second, row.bad);
        await press('Submit');
        await expectError(second, row.message!);
        assert.equal(document.activeElement, second, 'focus on the invalid box');
        await expectNoError(box(`${row.label} (1)`));
        assert.equal(submitted.length, 0);
      }
      await fill(second, row.good[1]);
      if (row.bad !== undefined) await expectNoError(second);
      // A third box, left empty, is no value; removing it puts focus back in the second.
      getByRole('button', { name: 'Add another' }).click();
      await waitFor(() => assert.equal(document.activeElement, box(`${row.label} (3)`)));
      getByRole('button', { name: `Remove ${row.label} (3)` }).click();
      await waitFor(() => assert.equal(document.activeElement, box(`${row.label} (2)`), 'focus in the box before'));
      assert.equal(queryAllByRole('button', { name: `Remove ${row.label} (1)` }).length, 0, 'the first box stays');
      await press('Submit');
      await waitFor(() => assert.deepEqual(submitted, [{ s1: { k: row.answer } }]));
      assert.deepEqual(validateAnswers(schema, submitted[0], { now }), []);
    });
  }

  it('names a required list in the first box and skips boxes left empty', async () => {
    const { submitted } = renderForm([
      { type: 'email', key: 'e', label: 'Emails', multiple: true, validate: { required: true } },
    ]);
    const legend = [...document.querySelectorAll('legend')].find((l) => l.textContent?.startsWith('Emails'));
    assert.ok(legend?.textContent?.includes('(required)'), 'the legend says the list is required');
    getByRole('button', { name: 'Add another' }).click();
    await press('Submit');
    const first = getByLabelText('Emails (1)');
    await expectError(first, 'Please answer “Emails”');
    assert.equal(document.activeElement, first);
    await fill(getByLabelText('Emails (2)'), 'b@example.org');
    await expectNoError(first);
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { e: ['b@example.org'] } }]));
  });

  it('keeps each box its own message when a box before it is removed', async () => {
    renderForm([{ type: 'email', key: 'e', label: 'Emails', multiple: true }], {
      answers: { s1: { e: ['a@example.org', 'b@', 'c@'] } },
    });
    await press('Submit');
    await expectError(getByLabelText('Emails (2)'), 'Please enter an email address for “Emails (2)”');
    await expectError(getByLabelText('Emails (3)'), 'Please enter an email address for “Emails (3)”');
    getByRole('button', { name: 'Remove Emails (2)' }).click();
    await waitFor(() => assert.equal(getByLabelText('Emails (2)').value, 'c@'));
    const moved = getByLabelText('Emails (2)');
    await expectError(moved, 'Please enter an email address for “Emails (2)”');
    assert.equal(queryAllByRole('textbox', { name: 'Emails (3)' }).length, 0);
  });

  it('is operated by keyboard alone', async () => {
    const { submitted } = renderForm([{ type: 'textfield', key: 't', label: 'Tags', multiple: true }]);
    const first = getByLabelText('Tags (1)');
    first.focus();
    await fill(first, 'fox');
    await key('Tab');
    assert.equal(document.activeElement, getByRole('button', { name: 'Add another' }));
    await key('Enter');
    await waitFor(() => assert.equal(document.activeElement, getByLabelText('Tags (2)')));
    await key('Tab');
    assert.equal(document.activeElement, getByRole('button', { name: 'Remove Tags (2)' }));
    await key('Space');
    await waitFor(() => assert.equal(document.activeElement, first));
    await key('Enter');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { t: ['fox'] } }]));
  });

  it('has no axe-core violations, with messages shown', async () => {
    const { container } = renderForm(
      [
        { type: 'email', key: 'e', label: 'Emails', description: 'Work and home', multiple: true },
        { type: 'address', key: 'a', label: 'Places', multiple: true, validate: { required: true } },
      ],
      { answers: { s1: { e: ['a@example.org', 'b@'] } } },
    );
    await lazyFieldsLoaded();
    await press('Submit');
    await expectError(getByLabelText('Emails (2)'), 'Please enter an email address for “Emails (2)”');
    assert.deepEqual(await axeViolations(container), []);
  });

  it('offers no more boxes than the server takes', async () => {
    renderForm([{ type: 'textfield', key: 't', label: 'Tags', multiple: true }], {
      answers: { s1: { t: Array.from({ length: 100 }, (_, i) => `tag${i}`) } },
    });
    assert.equal(getByLabelText('Tags (100)').value, 'tag99');
    assert.equal(queryAllByRole('button', { name: 'Add another' }).length, 0);
  });

  it('shows a saved list, one box per value', async () => {
    const when = '2026-03-01T10:00:00.000Z';
    renderForm([{ type: 'datetime', key: 'd', label: 'Dates', multiple: true }], {
      answers: { s1: { d: [when, when] } },
    });
    assert.equal(getByLabelText('Dates (2)').value, toLocalInput(when));
  });

  it('select: one checkbox per option, answered as the list of chosen values', async () => {
    const { submitted, schema } = renderForm([
      {
        type: 'select',
        key: 's',
        label: 'Colours',
        multiple: true,
        validate: { required: true },
        data: {
          values: [
            { label: 'Red', value: 'red' },
            { label: 'Blue', value: 'blue' },
            { label: 'Green', value: 'green' },
          ],
        },
      },
    ]);
    await press('Submit');
    await expectError(getByRole('checkbox', { name: 'Red' }), 'Please choose an answer for “Colours”');
    getByRole('checkbox', { name: 'Green' }).click();
    await sleep(10); // Preact renders the first tick a moment later; a person is slower still.
    getByRole('checkbox', { name: 'Red' }).click();
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { s: ['red', 'green'] } }]));
    assert.deepEqual(validateAnswers(schema, submitted[0], { now }), []);
  });
});
