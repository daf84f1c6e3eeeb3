/** Shared by the renderer's browser tests: render a form, type as a person would, read what they hear. */
import type { I18n } from '@lingui/core';
import type { FormAnswers, FormComponent, FormSchema } from '@masthead/core';
import { assert, beforeEach, render, sleep, waitFor } from '@masthead/test/browser-setup';
import { FormRenderer, preloadFormParts, type FormRendererProps } from './form-renderer.tsx';

// The question types and checks a form loads when it needs them are here before each test renders
// (once loaded, at once), so each test sees its form as a reader does once they have arrived
// (component-view.tsx, `lazyField`).
beforeEach(() => preloadFormParts());

export function renderForm(
  schemaOrComponents: FormSchema | FormComponent[],
  { i18n, ...options }: Partial<FormRendererProps> & { i18n?: I18n } = {},
) {
  const schema = Array.isArray(schemaOrComponents)
    ? { slides: [{ id: 's1', components: schemaOrComponents }] }
    : schemaOrComponents;
  const submitted: FormAnswers[] = [];
  const onSubmit = async (answers: FormAnswers) => void submitted.push(answers);
  const result = render(<FormRenderer schema={schema} onSubmit={onSubmit} {...options} />, i18n ? { i18n } : {});
  return { ...result, schema, submitted };
}

/** Waits for fields whose code loads when they show (the address question) to be there. */
export const lazyFieldsLoaded = () =>
  waitFor(() => assert.equal(document.querySelector('[aria-busy="true"]'), null, 'a field is still loading'));

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets a field's value through the native setter of its own kind, then fires the events React and Preact read. */
export async function fill(field: Field, value: string) {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
  await sleep(10); // Preact renders typed state a microtask later.
}

/** The texts a control is described by (its description, then its error). */
export const describedBy = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

/** The error shown for a control: linked, marked invalid, and inside a live region. */
export async function expectError(field: Element, message: string) {
  await waitFor(() => {
    assert.equal(field.getAttribute('aria-invalid'), 'true');
    assert.ok(describedBy(field).includes(message), `"${describedBy(field)}" names "${message}"`);
  });
  const live = [...document.querySelectorAll('[aria-live]')].some((region) => region.textContent?.includes(message));
  assert.ok(live, `"${message}" is in a live region`);
}

export async function expectNoError(field: Element) {
  await waitFor(() => assert.equal(field.getAttribute('aria-invalid'), null));
}

/** Presses the form's submit button (Next or Submit) by its name. */
export async function press(name: string) {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  assert.ok(button, `a button named ${name}`);
  button.click();
  await sleep(20);
}
