import type { FormComponent, FormComponentType, FormOption } from '@masthead/core';
import { keyFromLabel, uniqueKey } from './component-key.ts';

/** Translated texts a new component starts with. */
export interface DefaultTexts {
  /** The type's name, the first label: "Text field". */
  label: string;
  /** "Option 1", "Option 2" … */
  option: (n: number) => string;
  /** "Tab 1" … */
  tab: (n: number) => string;
}

/** Options with values made from their labels, unique within the list. */
function optionsFromLabels(labels: readonly string[]): FormOption[] {
  const taken: string[] = [];
  return labels.map((label) => {
    const value = uniqueKey(keyFromLabel(label, 'option'), taken);
    taken.push(value);
    return { label, value };
  });
}

/**
 * A new component of a type, valid as it is (choices have two options,
 * tabs one tab), with a key from its label that no other component has.
 */
export function newComponent(type: FormComponentType, texts: DefaultTexts, taken: string[]): FormComponent {
  const key = uniqueKey(keyFromLabel(texts.label, type), taken);
  const base = { key, label: texts.label };
  switch (type) {
    case 'content':
      return { type, key, html: '', input: false };
    case 'panel':
      return { type, ...base, title: texts.label, input: false, components: [] };
    case 'well':
      return { type, ...base, input: false, components: [] };
    case 'tabs':
      return {
        type,
        ...base,
        input: false,
        components: [{ key: uniqueKey('tab', [...taken, key]), label: texts.tab(1), components: [] }],
      };
    case 'select':
      return { type, ...base, input: true, data: { values: optionsFromLabels([texts.option(1), texts.option(2)]) } };
    case 'radio':
    case 'selectboxes':
      return { type, ...base, input: true, values: optionsFromLabels([texts.option(1), texts.option(2)]) };
    default:
      return { type, ...base, input: true };
  }
}
