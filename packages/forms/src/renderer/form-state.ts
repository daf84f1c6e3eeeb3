/**
 * The renderer's answers, kept in the API.md shape `{[slideId]: {[key]: value}}`
 * from the first render, and judged with core's validators, the server's own.
 * Pure functions: no DOM, no React.
 */
import {
  formComponents,
  isMissingAnswer,
  validateAnswer,
  visibleKeys,
  type AnswerProblem,
  type FormAnswers,
  type FormComponent,
  type FormSchema,
} from '@masthead/core';

/**
 * The answers a form starts with: those given (a saved response), else each
 * component's `defaultValue` when it has one.
 */
export function initialAnswers(schema: FormSchema, given: FormAnswers = {}): FormAnswers {
  const answers: FormAnswers = {};
  for (const { slideId, component } of formComponents(schema)) {
    const own = given[slideId];
    const value = own && Object.hasOwn(own, component.key) ? own[component.key] : component.defaultValue;
    if (value === undefined || value === null || (typeof value === 'string' && value === '')) continue;
    answers[slideId] = { ...answers[slideId], [component.key]: value };
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
}

/**
 * The problems of one slide's components that show, in form order.
 * @example slideProblems(schema, answers, 's1', new Date()) // [{key: 'email', rule: 'required', …}]
 */
export function slideProblems(schema: FormSchema, answers: FormAnswers, slideId: string, now: Date): FieldProblem[] {
  const visible = visibleKeys(schema, answers);
  const problems: FieldProblem[] = [];
  for (const { slideId: id, component } of formComponents(schema)) {
    if (id !== slideId || !visible.has(component.key)) continue;
    const value = answers[slideId]?.[component.key];
    const found = validateAnswer(component, value, { now });
    if (found)
      problems.push({ ...found, key: component.key, label: component.label ?? component.key, type: component.type });
  }
  return problems;
}

/** Whether a value counts as given (for the `required` mark nothing changes; this is for display). */
export const hasAnswer = (value: unknown) => !isMissingAnswer(value);

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
