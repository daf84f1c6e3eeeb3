/**
 * The call-out form schema (docs/product/entities.md, Form component types;
 * docs/product/api.md, Shapes worth knowing). Components follow the form.io JSON conventions so that
 * existing schemas import unchanged; keys this file does not name (form.io
 * writes many, e.g. `tableView`, `persistent`) are allowed and ignored.
 */

/** Components that stand alone; all but `content` take an answer. */
export const plainComponentTypes = [
  'content',
  'address',
  'checkbox',
  'currency',
  'datetime',
  'email',
  'file',
  'number',
  'phoneNumber',
  'select',
  'radio',
  'selectboxes',
  'signature',
  'textarea',
  'textfield',
  'time',
  'url',
] as const;
export type PlainComponentType = (typeof plainComponentTypes)[number];

/** Components that hold other components and take no answer themselves. */
export const nestableComponentTypes = ['panel', 'tabs', 'well'] as const;
export type NestableComponentType = (typeof nestableComponentTypes)[number];

export type FormComponentType = PlainComponentType | NestableComponentType;
export type AnswerableComponentType = Exclude<PlainComponentType, 'content'>;

export interface ComponentValidate {
  required?: boolean;
  /** A number for number and currency; a date or relative date (`now-7d`, `$now(d:-7)`) for datetime. */
  min?: number | string;
  max?: number | string;
  minLength?: number;
  maxLength?: number;
  minWords?: number;
  maxWords?: number;
  /** A JavaScript regular expression the whole text must match. */
  pattern?: string;
}

/** form.io's simple conditional: show (or hide) when the answer to `when` equals `eq`. */
export interface ComponentConditional {
  show: boolean;
  when: string;
  eq: string;
}

export interface FormOption {
  label: string;
  value: string;
}

interface ComponentBase {
  key: string;
  label?: string;
  description?: string;
  placeholder?: string;
  input?: boolean;
  defaultValue?: unknown;
  hidden?: boolean;
  validate?: ComponentValidate;
  conditional?: ComponentConditional;
  /** form.io's "multiple values": the answer is an array of values of the type. */
  multiple?: boolean;
}

export interface ContentComponent extends Omit<ComponentBase, 'key'> {
  type: 'content';
  /** Content components take no answer, so their key may be missing or repeated. */
  key?: string;
  html?: string;
}

export interface RadioComponent extends ComponentBase {
  type: 'radio' | 'selectboxes';
  values: FormOption[];
}

export interface SelectComponent extends ComponentBase {
  type: 'select';
  data: { values: FormOption[] };
}

export interface InputComponent extends ComponentBase {
  type: Exclude<AnswerableComponentType, 'radio' | 'selectboxes' | 'select'>;
}

export interface PanelComponent extends ComponentBase {
  type: 'panel' | 'well';
  title?: string;
  components: FormComponent[];
}

export interface TabsComponent extends ComponentBase {
  type: 'tabs';
  components: { key: string; label?: string; components: FormComponent[] }[];
}

export type AnswerableComponent = RadioComponent | SelectComponent | InputComponent;
export type FormComponent = ContentComponent | AnswerableComponent | PanelComponent | TabsComponent;

export interface FormSlide {
  id: string;
  title?: string;
  components: FormComponent[];
  navigation?: { prevText?: string; nextText?: string; submitText?: string };
}

export interface FormSchema {
  slides: FormSlide[];
}

/** Answers of one response: `{[slideId]: {[componentKey]: value}}`. */
export type FormAnswers = Record<string, Record<string, unknown>>;

/** One answerable component found by `formComponents`, with the containers around it. */
export interface FormComponentEntry {
  slideId: string;
  component: AnswerableComponent;
  /** Panels, wells and tabs holding the component, outermost first. */
  containers: (PanelComponent | TabsComponent)[];
}

export function isAnswerable(component: { type?: unknown }): component is AnswerableComponent {
  return (
    typeof component.type === 'string' &&
    component.type !== 'content' &&
    (plainComponentTypes as readonly string[]).includes(component.type)
  );
}

/** The listed options of a radio, select or selectboxes component; none for other types. */
export function componentOptions(component: FormComponent): FormOption[] {
  if (component.type === 'radio' || component.type === 'selectboxes') return component.values ?? [];
  if (component.type === 'select') return component.data?.values ?? [];
  return [];
}

/**
 * Every answerable component of a form, in form order, with its slide id and
 * the containers around it. Content and container components are left out.
 * @example formComponents(schema).map((e) => `answers.${e.slideId}.${e.component.key}`)
 */
export function formComponents(schema: FormSchema): FormComponentEntry[] {
  const entries: FormComponentEntry[] = [];
  const walk = (slideId: string, components: unknown, containers: FormComponentEntry['containers']) => {
    if (!Array.isArray(components)) return;
    for (const component of components as FormComponent[]) {
      if (typeof component !== 'object' || component === null) continue;
      if (component.type === 'panel' || component.type === 'well') {
        walk(slideId, component.components, [...containers, component]);
      } else if (component.type === 'tabs') {
        const tabs = Array.isArray(component.components) ? component.components : [];
        for (const tab of tabs) walk(slideId, tab?.components, [...containers, component]);
      } else if (isAnswerable(component)) {
        entries.push({ slideId, component, containers });
      }
    }
  };
  for (const slide of Array.isArray(schema?.slides) ? schema.slides : []) {
    if (typeof slide === 'object' && slide !== null) walk(slide.id, slide.components, []);
  }
  return entries;
}
