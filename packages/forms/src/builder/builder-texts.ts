import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FormComponent, FormComponentType, FormSchemaProblem } from '@masthead/core';

/** The palette's names of the component types (docs/product/entities.md, Form component types), in its order. */
export const typeNames: Record<FormComponentType, MessageDescriptor> = {
  content: msg`Content`,
  address: msg`Address`,
  checkbox: msg`Checkbox`,
  currency: msg`Currency`,
  datetime: msg`Date and time`,
  email: msg`Email`,
  file: msg`File upload`,
  number: msg`Number`,
  phoneNumber: msg`Phone number`,
  select: msg`Dropdown`,
  radio: msg`Radio buttons`,
  selectboxes: msg`Checkboxes`,
  signature: msg`Signature`,
  textarea: msg`Text area`,
  textfield: msg`Text field`,
  time: msg`Time`,
  url: msg`Web address`,
  panel: msg`Panel`,
  tabs: msg`Tabs`,
  well: msg`Well`,
};

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/** How the builder names a component: its label, a content's first words, else its key. */
export function componentName(i18n: I18n, component: FormComponent): string {
  if (component.type === 'content') {
    const text = plainText(component.html ?? '');
    return text ? (text.length > 40 ? `${text.slice(0, 39)}…` : text) : i18n._(msg`Empty content`);
  }
  const label = (component.type === 'panel' ? component.title || component.label : component.label)?.trim();
  return label || component.key || i18n._(typeNames[component.type]);
}

/** The text for a problem core's `validateFormSchema` found in a setting. */
export function schemaProblemText(i18n: I18n, problem: FormSchemaProblem): string {
  switch (problem.problem) {
    case 'missingKey':
      return i18n._(msg`Give this a key.`);
    case 'unsafeKey':
      return i18n._(msg`Use up to 64 letters (a-z, A-Z), digits, - and _, starting with a letter, digit or _.`);
    case 'duplicateKey':
      return i18n._(msg`Another question already has this key. Keys must be unique in the form.`);
    case 'duplicateSlideId':
      return i18n._(msg`Another slide already has this id.`);
    case 'options':
      return i18n._(msg`List at least one option, each with a value.`);
    case 'duplicateOption':
      return i18n._(msg`Two options have the value “${String(problem.params?.value ?? '')}”; values must differ.`);
    case 'pattern':
      return i18n._(msg`This is not a regular expression that can be used.`);
    case 'minAboveMax':
      return i18n._(msg`The minimum is above the maximum.`);
    case 'negative':
      return i18n._(msg`Use 0 or more.`);
    case 'tooDeep':
      return i18n._(msg`Containers are nested too deeply.`);
    case 'tooMany':
      return i18n._(msg`The form has too many components.`);
    case 'conditional':
    case 'conditionalWhen':
    case 'conditionalCycle':
      return i18n._(msg`The condition for showing this refers to a question that does not exist or to itself.`);
    default:
      return i18n._(msg`Please check this setting.`);
  }
}
