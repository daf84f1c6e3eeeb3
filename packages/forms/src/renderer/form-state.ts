/**
 * The renderer's answers, kept in the API's shape `{[slideId]: {[key]: value}}`
 * (docs/product/api.md, Shapes worth knowing)
 * from the first render (judged in `slide-problems.ts`, which loads after the form shows).
 * Pure functions: no DOM, no React.
 */
import {
  formComponents,
  type AnswerableComponent,
  type AnswerProblem,
  type FormAnswers,
  type FormComponent,
  type FormSchema,
} from '@masthead/core';

/**
 * The answers a form starts with: those given (a saved response), else each
 * component's `defaultValue` when it has one; one value of a "multiple
 * values" component becomes a list of one.
 */
export function initialAnswers(schema: FormSchema, given: FormAnswers = {}): FormAnswers {
  const answers: FormAnswers = {};
  for (const { slideId, component } of formComponents(schema)) {
    const own = given[slideId];
    const value = own && Object.hasOwn(own, component.key) ? own[component.key] : component.defaultValue;
    if (value === undefined || value === null || (typeof value === 'string' && value === '')) continue;
    // A "multiple values" answer is a list, even where a default (or an older answer) is one value.
    const listed = component.multiple === true && !Array.isArray(value) ? [value] : value;
    answers[slideId] = { ...answers[slideId], [component.key]: listed };
  }
  return answers;
}

/** A copy of `answers` with one answer set; `undefined` removes it. */
export function withAnswer(answers: FormAnswers, slideId: string, key: string, value: unknown): FormAnswers {
  const slide = { ...answers[slideId] };
  if (value === undefined) delete slide[key];
  else slide[key] = value;
  return { ...answers, [slideId]: slide };
}

export interface FieldProblem extends AnswerProblem {
  key: string;
  label: string;
  type: string;
  /** For a list asked one box at a time: each box's problem (or null), shown next to that box. */
  items?: (AnswerProblem | null)[];
}

/** Types whose "multiple values" the renderer asks for one box at a time, with "Add another". */
const listTypes = new Set<string>([
  'textfield',
  'email',
  'url',
  'number',
  'phoneNumber',
  'currency',
  'datetime',
  'time',
  'textarea',
  'address',
]);

/** Whether a component's answer is a list the reader fills one box at a time. */
export const asksList = (component: AnswerableComponent): boolean =>
  component.multiple === true && listTypes.has(component.type);

/**
 * The shown problems that remain after a change: a problem stays while its
 * field still has one (a box's while that box still has one), and problems
 * that were not shown wait for the next attempt. `removed` is the position of
 * a box just taken out of a list, so the shown problems of the boxes after it
 * move up with them.
 */
export function stillShown(
  shown: FieldProblem[],
  found: FieldProblem[],
  removed?: { key: string; index: number },
): FieldProblem[] {
  const now = new Map(found.map((p) => [p.key, p]));
  const kept: FieldProblem[] = [];
  for (const problem of shown) {
    const current = now.get(problem.key);
    if (!current) continue;
    if (!problem.items) {
      kept.push(problem);
      continue;
    }
    const before = removed?.key === problem.key ? problem.items.filter((_, i) => i !== removed.index) : problem.items;
    const items = before.map((was, i) => (was ? (current.items?.[i] ?? null) : null));
    if (items.some(Boolean)) kept.push({ ...problem, items });
  }
  return kept;
}

/**
 * For each tabs component on the way to `key`, the index of the tab that holds
 * it: the tabs to open so that a field with a problem can take focus.
 */
export function tabsPath(components: FormComponent[], key: string): [string, number][] | null {
  for (const component of components) {
    if (component.type === 'panel' || component.type === 'well') {
      const inner = tabsPath(component.components ?? [], key);
      if (inner) return inner;
    } else if (component.type === 'tabs') {
      const tabs = component.components ?? [];
      for (let index = 0; index < tabs.length; index++) {
        const inner = tabsPath(tabs[index]?.components ?? [], key);
        if (inner) return [[component.key, index], ...inner];
      }
    } else if (component.key === key) return [];
  }
  return null;
}
