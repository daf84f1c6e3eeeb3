import { formComponents, nestableComponentTypes, plainComponentTypes, type FormSchema } from './form-schema.ts';
import { activeConditional } from './is-visible.ts';
import { validateComponentSettings } from './validate-component-settings.ts';

/** What is wrong with a form schema, as codes the interfaces turn into texts. */
export type FormSchemaProblemCode =
  | 'type' // not the JSON type this place needs (object, array, string, boolean)
  | 'unknownType'
  | 'missingKey'
  | 'unsafeKey'
  | 'duplicateKey'
  | 'duplicateSlideId'
  | 'tooDeep'
  | 'tooMany'
  | 'negative'
  | 'minAboveMax'
  | 'pattern'
  | 'options'
  | 'duplicateOption'
  | 'conditional'
  | 'conditionalWhen'
  | 'conditionalCycle';

export interface FormSchemaProblem {
  /** Where, as a dotted path: `slides.0.components.2.validate.minLength`. */
  path: string;
  problem: FormSchemaProblemCode;
  params?: Record<string, string | number>;
}

/** Limits against hostile or runaway schemas. */
const formSchemaLimits = { slides: 50, components: 500, depth: 6 } as const;

const keyPattern = /^[A-Za-z0-9_][A-Za-z0-9_-]{0,63}$/;
const reservedKeys = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/**
 * A key that is safe as an object key, a filter field part
 * (`answers.<slideId>.<key>`) and an HTML id: ASCII letters, digits, `_` and
 * `-`, up to 64 characters, and no name that `Object.prototype` carries.
 */
export function isSafeKey(key: unknown): key is string {
  return typeof key === 'string' && keyPattern.test(key) && !reservedKeys.has(key);
}

const allTypes: readonly string[] = [...plainComponentTypes, ...nestableComponentTypes];
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Walk {
  problems: FormSchemaProblem[];
  keys: Map<string, string>;
  /** Conditionals to check once every key is known: [path, when]. */
  whens: [string, string][];
  answerKeys: Set<string>;
  count: number;
}

function checkKey(walk: Walk, key: unknown, path: string) {
  if (key === undefined || key === '') return void walk.problems.push({ path: `${path}.key`, problem: 'missingKey' });
  if (!isSafeKey(key)) return void walk.problems.push({ path: `${path}.key`, problem: 'unsafeKey' });
  const first = walk.keys.get(key);
  if (first !== undefined) walk.problems.push({ path: `${path}.key`, problem: 'duplicateKey', params: { key, first } });
  else walk.keys.set(key, path);
}

function walkComponents(walk: Walk, components: unknown, path: string, depth: number) {
  if (!Array.isArray(components)) return void walk.problems.push({ path, problem: 'type' });
  if (depth > formSchemaLimits.depth) return void walk.problems.push({ path, problem: 'tooDeep' });
  components.forEach((component, index) => walkComponent(walk, component, `${path}.${index}`, depth));
}

function walkComponent(walk: Walk, component: unknown, path: string, depth: number) {
  if (++walk.count > formSchemaLimits.components) {
    if (walk.count === formSchemaLimits.components + 1) walk.problems.push({ path, problem: 'tooMany' });
    return;
  }
  if (!isObject(component)) return void walk.problems.push({ path, problem: 'type' });
  const { type } = component;
  if (typeof type !== 'string' || !allTypes.includes(type)) {
    return void walk.problems.push({ path: `${path}.type`, problem: 'unknownType', params: { type: String(type) } });
  }
  if (type !== 'content') checkKey(walk, component.key, path);
  if (type !== 'content' && !nestableComponentTypes.includes(type as 'panel') && isSafeKey(component.key)) {
    walk.answerKeys.add(component.key);
  }
  walk.problems.push(...validateComponentSettings(component, path));
  const { conditional } = component;
  if (isObject(conditional) && typeof conditional.when === 'string' && conditional.when !== '') {
    walk.whens.push([`${path}.conditional.when`, conditional.when]);
  }
  if (type === 'panel' || type === 'well') walkComponents(walk, component.components, `${path}.components`, depth + 1);
  if (type === 'tabs') walkTabs(walk, component.components, `${path}.components`, depth + 1);
}

function walkTabs(walk: Walk, tabs: unknown, path: string, depth: number) {
  if (!Array.isArray(tabs)) return void walk.problems.push({ path, problem: 'type' });
  tabs.forEach((tab, index) => {
    const tabPath = `${path}.${index}`;
    if (!isObject(tab)) return void walk.problems.push({ path: tabPath, problem: 'type' });
    checkKey(walk, tab.key, tabPath);
    if (tab.label !== undefined && typeof tab.label !== 'string') {
      walk.problems.push({ path: `${tabPath}.label`, problem: 'type' });
    }
    walkComponents(walk, tab.components, `${tabPath}.components`, depth);
  });
}

function walkSlide(walk: Walk, slide: unknown, path: string, slideIds: Set<string>) {
  if (!isObject(slide)) return void walk.problems.push({ path, problem: 'type' });
  if (slide.id === undefined || slide.id === '') walk.problems.push({ path: `${path}.id`, problem: 'missingKey' });
  else if (!isSafeKey(slide.id)) walk.problems.push({ path: `${path}.id`, problem: 'unsafeKey' });
  else if (slideIds.has(slide.id)) walk.problems.push({ path: `${path}.id`, problem: 'duplicateSlideId' });
  else slideIds.add(slide.id);
  if (slide.title !== undefined && typeof slide.title !== 'string') {
    walk.problems.push({ path: `${path}.title`, problem: 'type' });
  }
  if (slide.navigation !== undefined) {
    if (!isObject(slide.navigation)) walk.problems.push({ path: `${path}.navigation`, problem: 'type' });
    else {
      for (const name of ['prevText', 'nextText', 'submitText']) {
        const text = slide.navigation[name];
        if (text !== undefined && typeof text !== 'string') {
          walk.problems.push({ path: `${path}.navigation.${name}`, problem: 'type' });
        }
      }
    }
  }
  walkComponents(walk, slide.components, `${path}.components`, 1);
}

/**
 * Checks a form schema before it is saved; an empty list means it is valid.
 * Keys are unique across the whole form (content components excepted, they
 * take no answer), so an answer can be found by key alone.
 * @example validateFormSchema({slides: [{id: 's1', components: [{type: 'rating', key: 'r'}]}]})
 * // [{path: 'slides.0.components.0.type', problem: 'unknownType', params: {type: 'rating'}}]
 */
export function validateFormSchema(schema: unknown): FormSchemaProblem[] {
  if (!isObject(schema)) return [{ path: '', problem: 'type' }];
  const { slides } = schema;
  if (!Array.isArray(slides)) return [{ path: 'slides', problem: 'type' }];
  if (slides.length > formSchemaLimits.slides) return [{ path: 'slides', problem: 'tooMany' }];
  const walk: Walk = { problems: [], keys: new Map(), whens: [], answerKeys: new Set(), count: 0 };
  const slideIds = new Set<string>();
  slides.forEach((slide, index) => walkSlide(walk, slide, `slides.${index}`, slideIds));
  for (const [path, when] of walk.whens) {
    const own = walk.keys.get(when);
    if (!walk.answerKeys.has(when) || `${own}.conditional.when` === path) {
      walk.problems.push({ path, problem: 'conditionalWhen', params: { when } });
    }
  }
  if (walk.problems.length === 0) {
    const cycle = conditionalCycle(schema as unknown as FormSchema);
    if (cycle)
      walk.problems.push({ path: walk.keys.get(cycle) ?? '', problem: 'conditionalCycle', params: { key: cycle } });
  }
  return walk.problems;
}

/** The key where a loop of conditionals closes (a shows when b, b shows when a), if there is one. */
function conditionalCycle(schema: FormSchema): string | null {
  const dependsOn = new Map<string, string[]>();
  for (const { component, containers } of formComponents(schema)) {
    const whens = [...containers, component].map((c) => activeConditional(c.conditional)?.when);
    dependsOn.set(
      component.key,
      whens.filter((when): when is string => when !== undefined),
    );
  }
  const state = new Map<string, 'open' | 'done'>();
  const visit = (key: string): string | null => {
    if (state.get(key) === 'open') return key;
    if (state.get(key) === 'done') return null;
    state.set(key, 'open');
    for (const when of dependsOn.get(key) ?? []) {
      const closed = visit(when);
      if (closed) return closed;
    }
    state.set(key, 'done');
    return null;
  };
  for (const key of dependsOn.keys()) {
    const closed = visit(key);
    if (closed) return closed;
  }
  return null;
}

/** Type guard form of `validateFormSchema`. */
export function isValidFormSchema(schema: unknown): schema is FormSchema {
  return validateFormSchema(schema).length === 0;
}
