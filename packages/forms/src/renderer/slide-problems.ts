// A slide judged with core's validators (the server's own code): the largest part of the
// renderer, and needed only once a reader moves on, so it is a chunk of its own (`checks.ts`).
import {
  formComponents,
  validateAnswer,
  validateAnswerItems,
  visibleKeys,
  type FormAnswers,
  type FormSchema,
} from '@masthead/core';
import { asksList, type FieldProblem } from './form-state.ts';

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
    if (!found) continue;
    const problem: FieldProblem = {
      ...found,
      key: component.key,
      label: component.label || component.key,
      type: component.type,
    };
    // A problem of one box (core names its position) is shown at each box that has one.
    if (asksList(component) && Array.isArray(value) && found.params?.index !== undefined) {
      problem.items = validateAnswerItems(component, value, { now });
    }
    problems.push(problem);
  }
  return problems;
}
