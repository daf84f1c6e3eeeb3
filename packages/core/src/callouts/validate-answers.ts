import { isPlainObject, type AnswerContext, type AnswerRule } from './answer-problem.ts';
import { formComponents, type FormAnswers, type FormComponentEntry, type FormSchema } from './form-schema.ts';
import { visibleKeys } from './is-visible.ts';
import { compactAnswer, isMissingAnswer, validateAnswer } from './validate-answer.ts';

/** One problem of a whole response, naming the component (docs/product/api.md: "a 422 naming the component"). */
export interface AnswersProblem {
  slideId: string;
  /** `''` when the problem is the slide itself (unknown, or not an object) or the whole answers value. */
  key: string;
  label: string;
  /** `unknown`: an answer for a slide or key the form does not have, or for a content or container component. */
  rule: AnswerRule | 'unknown';
  params?: Record<string, string | number>;
}

/** A response reports at most this many problems; the rest are left unsaid. */
const maxAnswersProblems = 100;

function ownValue(object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

function indexBySlide(schema: FormSchema): Map<string, Map<string, FormComponentEntry>> {
  const slides = new Map<string, Map<string, FormComponentEntry>>();
  for (const slide of schema.slides) slides.set(slide.id, new Map());
  for (const entry of formComponents(schema)) slides.get(entry.slideId)?.set(entry.component.key, entry);
  return slides;
}

/**
 * Judges a whole response `{[slideId]: {[key]: value}}` against a form
 * schema (one that passed `validateFormSchema`). Components nested in panels,
 * wells and tabs answer under their own key in their slide. Answers for
 * slides or keys the form lacks, and for content or container components,
 * are refused (`unknown`). Components that do not show (hidden, or hidden by
 * a conditional, or inside a container that does not show) are skipped and
 * their answers ignored: the widget may still hold what a person typed before
 * they changed the answer a condition depends on. `pruneAnswers` drops them
 * before the response is stored.
 * @example validateAnswers(schema, {s1: {email: 'nope'}}, {now: new Date()})
 * // [{slideId: 's1', key: 'email', label: 'Email', rule: 'email'}]
 */
export function validateAnswers(schema: FormSchema, answers: unknown, context: AnswerContext): AnswersProblem[] {
  if (!isPlainObject(answers)) return [{ slideId: '', key: '', label: '', rule: 'type' }];
  const problems: AnswersProblem[] = [];
  const slides = indexBySlide(schema);
  const visible = visibleKeys(schema, answers);
  for (const slideId of Object.keys(answers)) {
    const given = answers[slideId];
    const components = slides.get(slideId);
    if (!components) problems.push({ slideId, key: '', label: '', rule: 'unknown' });
    else if (!isPlainObject(given)) problems.push({ slideId, key: '', label: '', rule: 'type' });
    else {
      for (const key of Object.keys(given)) {
        if (!components.has(key)) problems.push({ slideId, key, label: '', rule: 'unknown' });
      }
    }
  }
  for (const [slideId, components] of slides) {
    const given = ownValue(answers, slideId);
    const slideAnswers = isPlainObject(given) ? given : {};
    for (const [key, { component }] of components) {
      if (!visible.has(key)) continue;
      const found = validateAnswer(component, ownValue(slideAnswers, key), context);
      if (found) problems.push({ slideId, key, label: component.label ?? key, ...found });
    }
  }
  return problems.slice(0, maxAnswersProblems);
}

/**
 * The answers worth storing: only those of components that show, without
 * missing ones, lists without their blank items, keyed by the schema's slide
 * ids and keys (never by the keys the client sent). Run after
 * `validateAnswers` found nothing.
 */
export function pruneAnswers(schema: FormSchema, answers: unknown): FormAnswers {
  if (!isPlainObject(answers)) return {};
  const visible = visibleKeys(schema, answers);
  const kept = new Map<string, [string, unknown][]>();
  for (const { slideId, component } of formComponents(schema)) {
    const given = ownValue(answers, slideId);
    const value = isPlainObject(given) ? ownValue(given, component.key) : undefined;
    if (!visible.has(component.key) || isMissingAnswer(value)) continue;
    kept.set(slideId, [...(kept.get(slideId) ?? []), [component.key, compactAnswer(value)]]);
  }
  return Object.fromEntries([...kept].map(([slideId, entries]) => [slideId, Object.fromEntries(entries)]));
}
