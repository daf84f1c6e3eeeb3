import { setupI18n } from '@lingui/core';
import { validateAnswers, type FormSchema } from '@masthead/core';
import { messages as german } from '../../../../locales/de/widgets.ts';
import {
  assert,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  waitFor,
} from '@masthead/test/browser-setup';
import { expectError, fill, press, renderForm } from './render-form.test-helper.tsx';

const schema: FormSchema = {
  slides: [
    {
      id: 'about',
      title: 'About you',
      components: [
        { type: 'textfield', key: 'name', label: 'Name', validate: { required: true } },
        {
          type: 'radio',
          key: 'witness',
          label: 'Did you see it?',
          values: [
            { label: 'Yes', value: 'yes' },
            { label: 'No', value: 'no' },
          ],
        },
        {
          type: 'textarea',
          key: 'what',
          label: 'What did you see?',
          validate: { required: true },
          conditional: { show: true, when: 'witness', eq: 'yes' },
        },
      ],
      navigation: { nextText: 'Continue' },
    },
    {
      id: 'contact',
      title: 'Contact',
      components: [{ type: 'email', key: 'email', label: 'Email', validate: { required: true } }],
      navigation: { prevText: 'Back', nextText: 'Continue' },
    },
    {
      id: 'end',
      components: [{ type: 'checkbox', key: 'ok', label: 'Publish my name' }],
      navigation: { submitText: 'Send' },
    },
  ],
};

const step = (text: string) => waitFor(() => getByText(text));
/** The progress bar beside "Step n of m": one segment per slide, each done, current or still to come. */
const bar = (text: string) =>
  [...getByText(text).parentElement!.querySelectorAll('ol > li')].map(
    (li) => li.getAttribute('data-state') ?? 'to come',
  );

describe('FormRenderer', () => {
  it('shows one slide at a time with its progress, and blocks moving on past an invalid field', async () => {
    renderForm(schema);
    await step('Step 1 of 3');
    assert.ok(getByText('Step 1 of 3').closest('[aria-live]'), 'the step is announced');
    assert.deepEqual(bar('Step 1 of 3'), ['current', 'to come', 'to come']);
    assert.equal(getByText('Step 1 of 3').parentElement!.querySelector('ol')!.getAttribute('aria-hidden'), 'true');
    assert.ok(getByRole('heading', { name: 'About you' }));
    assert.equal(queryAllByRole('button', { name: 'Back' }).length, 0);
    await press('Continue');
    await expectError(getByLabelText('Name'), 'Please answer “Name”');
    assert.equal(document.activeElement, getByLabelText('Name'));
    await step('Step 1 of 3');
  });

  it('keeps answers when going back, and submits them in the API shape that core accepts', async () => {
    const changes: unknown[] = [];
    const { submitted } = renderForm(schema, { onChange: (answers) => changes.push(answers) });
    await fill(getByLabelText('Name'), 'Ada');
    await press('Continue');
    await step('Step 2 of 3');
    assert.ok(getByRole('heading', { name: 'Contact' }));
    await waitFor(() => assert.ok(document.activeElement?.contains(getByText('Step 2 of 3')), 'focus at the top'));
    assert.deepEqual(bar('Step 2 of 3'), ['done', 'current', 'to come']);
    await fill(getByLabelText('Email'), 'ada@example.org');
    await press('Back');
    await step('Step 1 of 3');
    assert.equal(getByLabelText('Name').value, 'Ada');
    await press('Continue');
    assert.equal(getByLabelText('Email').value, 'ada@example.org');
    await press('Continue');
    await step('Step 3 of 3');
    getByLabelText('Publish my name').click();
    await press('Send');
    const expected = { about: { name: 'Ada' }, contact: { email: 'ada@example.org' }, end: { ok: true } };
    await waitFor(() => assert.deepEqual(submitted, [expected]));
    assert.deepEqual(validateAnswers(schema, submitted[0], { now: new Date() }), []);
    assert.deepEqual(changes.at(-1), expected);
  });

  it('shows a field only while its condition holds, and leaves hidden answers out', async () => {
    const { submitted } = renderForm({ slides: [schema.slides[0]!] });
    assert.equal(document.querySelectorAll('textarea').length, 0);
    await fill(getByLabelText('Name'), 'Ada');
    getByLabelText('Yes').click();
    const what = await waitFor(() => getByLabelText('What did you see?'));
    assert.equal(what.tagName, 'TEXTAREA');
    await press('Submit');
    await expectError(what, 'Please answer “What did you see?”');
    await fill(what, 'A fox');
    getByLabelText('No').click();
    await waitFor(() => assert.equal(document.querySelectorAll('textarea').length, 0));
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ about: { name: 'Ada', witness: 'no' } }]));
  });

  it('starts from given answers and default values', () => {
    renderForm(
      {
        slides: [
          {
            id: 's',
            components: [
              { type: 'textfield', key: 'a', label: 'A', defaultValue: 'x' },
              { type: 'textfield', key: 'b', label: 'B' },
            ],
          },
        ],
      },
      { answers: { s: { b: 'given' } } },
    );
    assert.equal(getByLabelText('A').value, 'x');
    assert.equal(getByLabelText('B').value, 'given');
  });

  it('never submits in preview, and says so', async () => {
    const { submitted } = renderForm([{ type: 'textfield', key: 'a', label: 'A' }], { mode: 'preview' });
    await press('Submit');
    await waitFor(() => getByText('Responses cannot be sent in preview mode.'));
    assert.equal(submitted.length, 0);
  });

  it('keeps every answer and says so when submitting fails', async () => {
    renderForm([{ type: 'textfield', key: 'a', label: 'A' }], { onSubmit: () => Promise.reject(new Error('offline')) });
    await fill(getByLabelText('A'), 'kept');
    await press('Submit');
    const alert = await waitFor(() => getByRole('alert'));
    assert.equal(alert.textContent, 'There was a problem submitting your response, please try again');
    assert.equal(getByLabelText('A').value, 'kept');
  });

  it("speaks the reader's language: its own texts from the widgets catalog, labels from the schema", async () => {
    const i18n = setupI18n({ locale: 'de', messages: { de: german } });
    renderForm(
      {
        slides: [
          { id: 'a', components: [{ type: 'email', key: 'e', label: 'Ihre E-Mail', validate: { required: true } }] },
          { id: 'b', components: [] },
        ],
      },
      { i18n },
    );
    await step('Schritt 1 von 2');
    await press('Weiter');
    await expectError(getByLabelText('Ihre E-Mail'), 'Bitte beantworten Sie „Ihre E-Mail“');
  });
});
