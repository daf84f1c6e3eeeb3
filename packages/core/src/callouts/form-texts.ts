import type { FormComponent, FormSchema, FormSlide } from './form-schema.ts';

/** Where a translatable text of a form is used. */
export type FormTextKind = 'slideTitle' | 'label' | 'description' | 'placeholder' | 'option' | 'title';

/** One text of a form that a variant's `componentText` can translate, keyed by the text itself. */
export interface FormText {
  text: string;
  kind: FormTextKind;
}

/** A slide's button texts in one locale (a variant's `slideNavigation[slideId]`). */
export interface SlideNavigationTexts {
  prevText?: string;
  nextText?: string;
  submitText?: string;
}

export const slideNavigationFields = ['prevText', 'nextText', 'submitText'] as const;

/** A form's navigation texts to translate: the button texts a slide sets itself. */
export interface NavigationText {
  slideId: string;
  field: (typeof slideNavigationFields)[number];
  text: string;
}

const componentFields = ['label', 'description', 'placeholder'] as const;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const componentsOf = (value: unknown): FormComponent[] =>
  Array.isArray(value) ? value.filter((c): c is FormComponent => typeof c === 'object' && c !== null) : [];

function walkTexts(components: unknown, add: (text: unknown, kind: FormTextKind) => void): void {
  for (const component of componentsOf(components)) {
    for (const field of componentFields) add(component[field], field);
    if ('title' in component) add(component.title, 'title');
    if (component.type === 'radio' || component.type === 'selectboxes') {
      for (const option of Array.isArray(component.values) ? component.values : []) add(option?.label, 'option');
    } else if (component.type === 'select') {
      const values = component.data?.values;
      for (const option of Array.isArray(values) ? values : []) add(option?.label, 'option');
    } else if (component.type === 'tabs') {
      for (const tab of Array.isArray(component.components) ? component.components : []) {
        add(tab?.label, 'label');
        walkTexts(tab?.components, add);
      }
      continue;
    }
    if (component.type === 'panel' || component.type === 'well') walkTexts(component.components, add);
  }
}

const slidesOf = (schema: FormSchema | null | undefined): FormSlide[] =>
  Array.isArray(schema?.slides) ? schema.slides.filter((s) => typeof s === 'object' && s !== null) : [];

/**
 * Every text of a form a translation can replace (slide titles, labels,
 * descriptions, placeholders, option labels, panel titles), in form order,
 * each text once: a variant's `componentText` maps these texts to their
 * translation, as v0.32 did.
 * @example formTexts(schema).map((t) => t.text) // ['Your home', 'Where do you live?', …]
 */
export function formTexts(schema: FormSchema | null | undefined): FormText[] {
  const seen = new Set<string>();
  const texts: FormText[] = [];
  const add = (text: unknown, kind: FormTextKind) => {
    if (!isText(text) || seen.has(text)) return;
    seen.add(text);
    texts.push({ text, kind });
  };
  for (const slide of slidesOf(schema)) {
    add(slide.title, 'slideTitle');
    walkTexts(slide.components, add);
  }
  return texts;
}

/** The button texts the form's slides set (`navigation`), which a variant's `slideNavigation` translates. */
export function navigationTexts(schema: FormSchema | null | undefined): NavigationText[] {
  const texts: NavigationText[] = [];
  for (const slide of slidesOf(schema)) {
    for (const field of slideNavigationFields) {
      const text = slide.navigation?.[field];
      if (isText(text)) texts.push({ slideId: slide.id, field, text });
    }
  }
  return texts;
}

function translateComponents(components: unknown, tr: (text: unknown) => unknown): unknown {
  if (!Array.isArray(components)) return components;
  return components.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) return item;
    const component = { ...(item as Record<string, unknown>) };
    for (const field of [...componentFields, 'title'] as const) {
      if (field in component) component[field] = tr(component[field]);
    }
    const option = (o: unknown) =>
      typeof o === 'object' && o !== null ? { ...o, label: tr((o as { label?: unknown }).label) } : o;
    if (Array.isArray(component.values)) component.values = component.values.map(option);
    const data = component.data as { values?: unknown } | undefined;
    if (component.type === 'select' && data && Array.isArray(data.values)) {
      component.data = { ...data, values: data.values.map(option) };
    }
    if (component.type === 'tabs' && Array.isArray(component.components)) {
      component.components = component.components.map((tab: unknown) =>
        typeof tab === 'object' && tab !== null
          ? {
              ...tab,
              label: tr((tab as { label?: unknown }).label),
              components: translateComponents((tab as { components?: unknown }).components, tr),
            }
          : tab,
      );
    } else if (Array.isArray(component.components)) {
      component.components = translateComponents(component.components, tr);
    }
    return component;
  });
}

/**
 * The form in one locale: each text found in `componentText` replaced by
 * its translation (empty ones left as they are), and each slide's button
 * texts overlaid with `slideNavigation[slide.id]`. Keys, values and rules
 * stay, so answers given in any language are the same.
 * @example translateForm(schema, {'Your name': 'Ihr Name'}, {s1: {nextText: 'Weiter'}})
 */
export function translateForm(
  schema: FormSchema,
  componentText: Readonly<Record<string, string>>,
  slideNavigation: Readonly<Record<string, SlideNavigationTexts>> = {},
): FormSchema {
  const tr = (text: unknown) =>
    typeof text === 'string' && Object.hasOwn(componentText, text) && isText(componentText[text])
      ? componentText[text]
      : text;
  if (!Array.isArray(schema?.slides)) return schema;
  return {
    ...schema,
    slides: schema.slides.map((slide) => {
      if (typeof slide !== 'object' || slide === null) return slide;
      const translated = { ...slide, components: translateComponents(slide.components, tr) as FormComponent[] };
      if (slide.title !== undefined) translated.title = tr(slide.title) as string;
      const nav = Object.hasOwn(slideNavigation, slide.id) ? slideNavigation[slide.id] : undefined;
      if (nav) {
        const navigation = { ...slide.navigation };
        for (const field of slideNavigationFields) if (isText(nav[field])) navigation[field] = nav[field];
        translated.navigation = navigation;
      }
      return translated;
    }),
  };
}

/**
 * How many of a form's texts (and set button texts) a locale has not
 * translated yet.
 */
export function missingTranslations(
  schema: FormSchema | null | undefined,
  componentText: Readonly<Record<string, string>> | undefined,
  slideNavigation: Readonly<Record<string, SlideNavigationTexts>> | undefined,
): number {
  const has = (text: string | undefined) => isText(text);
  const texts = formTexts(schema).filter(({ text }) => !has(componentText?.[text])).length;
  const nav = navigationTexts(schema).filter(({ slideId, field }) => !has(slideNavigation?.[slideId]?.[field])).length;
  return texts + nav;
}
