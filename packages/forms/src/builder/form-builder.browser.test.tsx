import { useState } from 'react';
import {
  nestableComponentTypes,
  plainComponentTypes,
  validateFormSchema,
  type PanelComponent,
  type RadioComponent,
  type SelectComponent,
  type TabsComponent,
  type FormSchema,
} from '@masthead/core';
import {
  assert,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  press,
  queryAllByRole,
  render,
  sleep,
  typeInto,
  waitFor,
  axeViolations,
} from '@masthead/test/browser-setup';
import { formKeys } from './component-key.ts';
import { FormBuilder } from './form-builder.tsx';

const empty = (): FormSchema => ({ slides: [{ id: 'slide', title: '', components: [] }] });

/** A builder that keeps its schema, as a page would; `schema()` reads the latest. */
function renderBuilder(initial: FormSchema = empty()) {
  let latest = initial;
  function Host() {
    const [schema, setSchema] = useState(initial);
    return (
      <FormBuilder
        schema={schema}
        onChange={(next) => {
          latest = next;
          setSchema(next);
        }}
      />
    );
  }
  render(<Host />);
  return { schema: () => latest };
}

const palette = () => getByRole('group', { name: 'Questions and content' });
const containers = () => getByRole('group', { name: 'Containers' });
const addType = async (name: string, group = palette()) => {
  getByRole('button', { name }, group).click();
  await sleep(0);
};
/** Types, then lets React or Preact render before the next event (each edit reads the rendered schema). */
const typeAndWait = async (field: HTMLElement, value: string) => {
  typeInto(field as HTMLInputElement, value);
  await sleep(0);
};
const bySelector = (selector: string) => {
  const found = document.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
};
const components = (schema: FormSchema, slide = 0) => schema.slides[slide]!.components;
const select = (element: HTMLElement, value: string) => {
  const field = element as HTMLSelectElement;
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
};
const optionValue = (field: HTMLElement, text: RegExp) =>
  [...(field as HTMLSelectElement).options].find((o) => text.test(o.textContent ?? ''))!.value;
const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('FormBuilder', () => {
  it('adds a component of every type from the palette, each valid with its own key', async () => {
    const { schema } = renderBuilder();
    const buttons = [
      ...queryAllByRole('button', {}, palette()).map((b) => b.textContent!),
      ...queryAllByRole('button', {}, containers()).map((b) => b.textContent!),
    ];
    assert.equal(buttons.length, plainComponentTypes.length + nestableComponentTypes.length);
    for (const name of buttons) {
      await addType(name, palette().contains(getByRole('button', { name }, document.body)) ? palette() : containers());
    }
    await waitFor(() => assert.equal(components(schema()).length, 20));
    assert.deepEqual(
      components(schema()).map((c) => c.type),
      [...plainComponentTypes, ...nestableComponentTypes],
    );
    assert.deepEqual(validateFormSchema(schema()), []);
    const keys = formKeys(schema());
    assert.equal(new Set(keys).size, keys.length);
    // The last one added is open for editing, its label field focused.
    await waitFor(() => assert.equal(document.activeElement, getByLabelText('Label')));
  });

  it('shows the form in the live preview with the real renderer', async () => {
    renderBuilder();
    await addType('Text field');
    await addType('Email');
    const preview = getByRole('region', { name: 'Preview' });
    await waitFor(() => getByRole('textbox', { name: 'Text field' }, preview));
    getByRole('textbox', { name: 'Email' }, preview);
    await typeAndWait(getByLabelText('Label'), 'Your email address');
    await waitFor(() => getByRole('textbox', { name: 'Your email address' }, preview));
    getByRole('button', { name: 'Submit' }, preview).click();
    await waitFor(() => assert.match(preview.textContent ?? '', /cannot be sent in preview mode/));
  });

  it('reorders by keyboard and keeps focus on the pressed button', async () => {
    const { schema } = renderBuilder();
    await addType('Text field');
    await addType('Email');
    await addType('Number');
    const up = getByRole('button', { name: 'Move up: Number' });
    up.focus();
    await press('Enter');
    await waitFor(() =>
      assert.deepEqual(
        components(schema()).map((c) => c.type),
        ['textfield', 'number', 'email'],
      ),
    );
    await waitFor(() => assert.equal(document.activeElement, getByRole('button', { name: 'Move up: Number' })));
    await press('Enter');
    await waitFor(() =>
      assert.deepEqual(
        components(schema()).map((c) => c.type),
        ['number', 'textfield', 'email'],
      ),
    );
    const top = getByRole('button', { name: 'Move up: Number' });
    await waitFor(() => assert.equal(document.activeElement, top));
    assert.equal(top.getAttribute('aria-disabled'), 'true');
    await press('Enter');
    await sleep(0);
    assert.equal(components(schema())[0]!.type, 'number', 'the top one stays');
    assert.match(getByRole('status').textContent ?? '', /Moved “Number” to position 1/);
  });

  it('moves focus to the next component after a delete', async () => {
    const { schema } = renderBuilder();
    await addType('Text field');
    await addType('Email');
    await addType('Number');
    getByRole('button', { name: 'Delete: Email' }).click();
    await waitFor(() =>
      assert.deepEqual(
        components(schema()).map((c) => c.type),
        ['textfield', 'number'],
      ),
    );
    await waitFor(() => assert.equal(document.activeElement, getByRole('button', { name: 'Number, Number' })));
    getByRole('button', { name: 'Delete: Number' }).click();
    await waitFor(() => assert.equal(document.activeElement, getByRole('button', { name: 'Text field, Text field' })));
  });

  it('nests components in panels and tabs, by "Move to" and by "Add to"', async () => {
    const { schema } = renderBuilder();
    await addType('Panel', containers());
    await addType('Text field');
    const moveTo = bySelector('select[aria-label="Move to: Text field"]');
    select(moveTo, optionValue(moveTo, /Panel “Panel”/));
    await waitFor(() => {
      const panel = components(schema())[0] as PanelComponent;
      assert.deepEqual(
        panel.components.map((c) => c.key),
        ['textField'],
      );
    });
    await addType('Tabs', containers());
    const addTo = getByLabelText('Add to');
    select(addTo, optionValue(addTo, /Tab “Tab 1” of “Tabs”/));
    await sleep(0);
    await addType('Checkbox');
    await waitFor(() => {
      const tabs = components(schema())[1] as TabsComponent;
      assert.deepEqual(
        tabs.components[0]!.components.map((c) => c.type),
        ['checkbox'],
      );
    });
    assert.deepEqual(validateFormSchema(schema()), []);
  });

  it('makes keys from labels, keeps them unique, and shows a clash at the key field', async () => {
    const { schema } = renderBuilder();
    await addType('Text field');
    await addType('Text field');
    assert.deepEqual(formKeys(schema()), ['textField', 'textField1']);
    await typeAndWait(getByLabelText('Label'), 'Your name');
    await waitFor(() => assert.equal(components(schema())[1]!.key, 'yourName'));
    const key = getByLabelText('Key');
    await typeAndWait(key, 'textField');
    await waitFor(() => assert.match(describedText(key), /Another question already has this key/));
    assert.equal(key.getAttribute('aria-invalid'), 'true');
    // A key typed by hand no longer follows the label.
    await typeAndWait(key, 'fullName');
    await typeAndWait(getByLabelText('Label'), 'Your full name');
    await waitFor(() => assert.equal(components(schema())[1]!.label, 'Your full name'));
    assert.equal(components(schema())[1]!.key, 'fullName');
    await typeAndWait(key, 'bad key!');
    await waitFor(() => assert.match(describedText(getByLabelText('Key')), /Use up to 64 letters/));
    assert.match(getByRole('region', { name: 'Preview' }).textContent ?? '', /once 1 problem in the form is fixed/);
  });

  it('edits the options of a choice and each type’s validation settings', async () => {
    const { schema } = renderBuilder();
    await addType('Dropdown');
    await typeAndWait(getByLabelText('Option 1 label'), 'Red');
    await waitFor(() =>
      assert.deepEqual((components(schema())[0] as SelectComponent).data.values[0], {
        label: 'Red',
        value: 'red',
      }),
    );
    getByRole('button', { name: 'Add an option' }).click();
    await waitFor(() => assert.equal(document.activeElement, getByLabelText('Option 3 label')));
    await addType('Text field');
    getByLabelText('An answer is required').click();
    await sleep(0);
    await typeAndWait(getByLabelText('Maximum length (characters)'), '200');
    await typeAndWait(getByLabelText('Minimum length (characters)'), '300');
    await waitFor(() =>
      assert.deepEqual(components(schema())[1]!.validate, { required: true, maxLength: 200, minLength: 300 }),
    );
    await waitFor(() =>
      assert.match(bySelector('fieldset:last-of-type').textContent ?? '', /The minimum is above the maximum\./),
    );
    await addType('Number');
    await typeAndWait(getByLabelText('Smallest number allowed'), '1');
    await waitFor(() => assert.deepEqual(components(schema())[2]!.validate, { min: 1 }));
  });

  it('adds, names and orders slides', async () => {
    const { schema } = renderBuilder();
    await addType('Text field');
    getByRole('button', { name: 'Add a slide' }).click();
    await waitFor(() => assert.equal(schema().slides.length, 2));
    await typeAndWait(getByLabelText('Slide title'), 'About you');
    await typeAndWait(getByLabelText('Next button text'), 'Continue');
    await addType('Email');
    await waitFor(() =>
      assert.deepEqual(
        schema().slides[1]!.components.map((c) => c.type),
        ['email'],
      ),
    );
    assert.deepEqual(schema().slides[1]!.navigation, { nextText: 'Continue' });
    const up = getByRole('button', { name: 'Move up: About you' });
    up.focus();
    await press('Enter');
    await waitFor(() =>
      assert.deepEqual(
        schema().slides.map((s) => s.title),
        ['About you', ''],
      ),
    );
    await waitFor(() => assert.equal(document.activeElement, getByRole('button', { name: 'Move up: About you' })));
    assert.ok(schema().slides[0]!.id !== schema().slides[1]!.id);
    assert.deepEqual(validateFormSchema(schema()), []);
  });

  it('moves a component by native drag and drop', async () => {
    const { schema } = renderBuilder();
    await addType('Text field');
    await addType('Email');
    const item = (name: string) => getByRole('button', { name }).closest('li')!;
    const transfer = new DataTransfer();
    item('Email, Email').dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: transfer }));
    const target = item('Text field, Text field');
    target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await waitFor(() =>
      assert.deepEqual(
        components(schema()).map((c) => c.type),
        ['email', 'textfield'],
      ),
    );
  });

  it('sets a show/hide condition by keyboard on an earlier question, and the preview follows the answer', async () => {
    const { schema } = renderBuilder();
    await addType('Radio buttons');
    await typeAndWait(getByLabelText('Label'), 'Happy?');
    await addType('Text area');
    await typeAndWait(getByLabelText('Label'), 'Why?');
    await addType('Email');
    // The email's condition may ask about both questions before it, by label, and nothing else.
    const conditionOf = () =>
      [...document.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === 'Condition')!;
    const always = getByLabelText('Always show', conditionOf());
    assert.equal(always.checked, true);
    getByRole('button', { name: 'Why?, Text area' }).click();
    await waitFor(() => assert.equal(document.activeElement, getByLabelText('Label')));
    getByLabelText('Always show', conditionOf()).focus();
    await press('ArrowDown');
    const question = await waitFor(() => getByLabelText('Question'));
    assert.deepEqual(
      [...(question as unknown as HTMLSelectElement).options].map((o) => o.textContent),
      ['Happy?'],
      'only questions before this one',
    );
    const happy = components(schema())[0] as RadioComponent;
    const [first, second] = happy.values;
    assert.deepEqual(components(schema())[1]!.conditional, { show: true, when: happy.key, eq: first!.value });
    assert.deepEqual(
      [...(getByLabelText('Comparison') as unknown as HTMLSelectElement).options].map((o) => o.textContent),
      ['equals', 'is answered'],
    );
    const answer = getByLabelText('Answer') as unknown as HTMLSelectElement;
    assert.deepEqual(
      [...answer.options].map((o) => o.textContent),
      happy.values.map((o) => o.label),
    );
    select(answer, second!.value);
    await waitFor(() =>
      assert.deepEqual(components(schema())[1]!.conditional, { show: true, when: happy.key, eq: second!.value }),
    );
    assert.deepEqual(validateFormSchema(schema()), []);

    // The real renderer in the preview: "Why?" appears only on the chosen answer.
    const preview = getByRole('region', { name: 'Preview' });
    await waitFor(() => getByLabelText(second!.label, preview));
    assert.equal(queryAllByRole('textbox', { name: 'Why?' }, preview).length, 0);
    getByLabelText(second!.label, preview).click();
    await waitFor(() => getByRole('textbox', { name: 'Why?' }, preview));
    getByLabelText(first!.label, preview).click();
    await waitFor(() => assert.equal(queryAllByRole('textbox', { name: 'Why?' }, preview).length, 0));

    // "Hide when … is answered" turns it round.
    getByLabelText('Hide when …', conditionOf()).click();
    await sleep(0);
    select(getByLabelText('Comparison'), 'answered');
    await waitFor(() =>
      assert.deepEqual(components(schema())[1]!.conditional, { show: true, when: happy.key, eq: '' }),
    );
    assert.equal(getByLabelText('Hide when …', conditionOf()).checked, true);
    await waitFor(() => getByRole('textbox', { name: 'Why?' }, getByRole('region', { name: 'Preview' })));
    assert.deepEqual(await axeViolations(), []);

    getByRole('button', { name: 'Remove condition' }).click();
    await waitFor(() => assert.equal(components(schema())[1]!.conditional, undefined));
    await waitFor(() => assert.equal(document.activeElement, getByLabelText('Always show', conditionOf())));
  });

  it('compares a typed answer with a text question, asking for the text until it is typed', async () => {
    const { schema } = renderBuilder();
    await addType('Text field');
    await typeAndWait(getByLabelText('Label'), 'Code word');
    await addType('Email');
    getByLabelText('Show only when …').click();
    await waitFor(() =>
      assert.deepEqual(components(schema())[1]!.conditional, { show: false, when: 'codeWord', eq: '' }),
    );
    assert.equal((getByLabelText('Comparison') as unknown as HTMLSelectElement).value, 'answered');
    select(getByLabelText('Comparison'), 'equals');
    const answer = await waitFor(() => getByLabelText('Answer'));
    assert.equal(answer.value, '');
    assert.match(describedText(answer), /Type the answer to compare with\./);
    await typeAndWait(answer, 'swordfish');
    await waitFor(() =>
      assert.deepEqual(components(schema())[1]!.conditional, { show: true, when: 'codeWord', eq: 'swordfish' }),
    );
    assert.equal(getByLabelText('Answer').getAttribute('aria-invalid'), null);
    const preview = () => getByRole('region', { name: 'Preview' });
    await waitFor(() => getByRole('textbox', { name: 'Code word' }, preview()));
    assert.equal(queryAllByRole('textbox', { name: 'Email' }, preview()).length, 0);
    typeInto(getByRole('textbox', { name: 'Code word' }, preview()) as HTMLInputElement, 'swordfish');
    await waitFor(() => getByRole('textbox', { name: 'Email' }, preview()));
  });

  it('keeps conditions on a renamed question, and clears them with a notice when it is deleted', async () => {
    const { schema } = renderBuilder();
    await addType('Checkbox');
    await addType('Text field');
    getByLabelText('Show only when …').click();
    await sleep(0);
    const box = components(schema())[0]!;
    await waitFor(() =>
      assert.deepEqual(components(schema())[1]!.conditional, { show: true, when: box.key, eq: 'true' }),
    );
    assert.deepEqual(
      [...(getByLabelText('Comparison') as unknown as HTMLSelectElement).options].map((o) => o.textContent),
      ['is ticked'],
    );
    const preview = () => getByRole('region', { name: 'Preview' });
    await waitFor(() => assert.equal(queryAllByRole('textbox', { name: 'Text field' }, preview()).length, 0));
    getByRole('checkbox', { name: 'Checkbox' }, preview()).click();
    await waitFor(() => getByRole('textbox', { name: 'Text field' }, preview()));

    // Renaming the checkbox changes its key; the condition follows.
    getByRole('button', { name: 'Checkbox, Checkbox' }).click();
    await sleep(0);
    await typeAndWait(getByLabelText('Label'), 'I agree');
    await waitFor(() => assert.equal(components(schema())[0]!.key, 'iAgree'));
    assert.equal(components(schema())[1]!.conditional?.when, 'iAgree');
    await typeAndWait(getByLabelText('Key'), 'agreed');
    await waitFor(() => assert.equal(components(schema())[1]!.conditional?.when, 'agreed'));
    assert.deepEqual(validateFormSchema(schema()), []);

    getByRole('button', { name: 'Delete: I agree' }).click();
    await waitFor(() => assert.equal(components(schema()).length, 1));
    assert.equal(components(schema())[0]!.conditional, undefined);
    assert.deepEqual(validateFormSchema(schema()), []);
    const notice = 'Conditions that asked about “I agree” were removed from “Text field”, which now always show.';
    await waitFor(() => getByText(notice));
    assert.match(getByRole('status').textContent ?? '', /Conditions that asked about “I agree” were removed/);
    await waitFor(() => getByRole('textbox', { name: 'Text field' }, preview()));
  });

  it('has no axe-core violations with nested components, options and a problem shown', async () => {
    renderBuilder();
    await addType('Panel', containers());
    await addType('Tabs', containers());
    await addType('Radio buttons');
    await addType('Content');
    await addType('Text field');
    await typeAndWait(getByLabelText('Key'), 'radioButtons');
    await waitFor(() => assert.match(describedText(getByLabelText('Key')), /Another question/));
    assert.deepEqual(await axeViolations(), []);
  });
});
