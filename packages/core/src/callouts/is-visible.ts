/**
 * Conditional display (form.io's simple conditional `{show, when, eq}`),
 * judged by plain comparison: no `eval`, no `new Function`, so it works under
 * a strict Content-Security-Policy in the widget and the same on the server.
 */
import { formComponents, type ComponentConditional, type FormComponent, type FormSchema } from './form-schema.ts';
import { compactAnswer } from './missing-answer.ts';

type Conditional = { show?: unknown; when?: unknown; eq?: unknown } | null | undefined;

/** The conditional when it is a real one; form.io's empty default `{show: null, when: null, eq: ''}` is none. */
export function activeConditional(conditional: Conditional): ComponentConditional | null {
  if (typeof conditional !== 'object' || conditional === null) return null;
  const { show, when, eq } = conditional;
  if (typeof show !== 'boolean' || typeof when !== 'string' || when === '' || typeof eq !== 'string') return null;
  return { show, when, eq };
}

/**
 * Whether an answer equals `eq` the way form.io compares: a missing answer
 * counts as `''`, numbers and booleans by their text (`true` equals `'true'`),
 * a selectboxes answer matches when the box named `eq` is ticked, a list
 * when one of its items matches (its blank items left out: a list of only
 * blanks is a missing answer).
 */
export function answerEquals(value: unknown, eq: string): boolean {
  if (value === undefined || value === null) return eq === '';
  if (typeof value === 'string') return value === eq;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value) === eq;
  if (Array.isArray(value)) {
    const given = compactAnswer(value) as unknown[];
    if (given.length === 0) return eq === '';
    return given.some((item) => !Array.isArray(item) && answerEquals(item, eq));
  }
  if (typeof value === 'object') return Object.hasOwn(value, eq) && (value as Record<string, unknown>)[eq] === true;
  return false;
}

/** Finds an answer by component key in any slide; keys are unique across a form. */
function findAnswer(answers: unknown, key: string): unknown {
  if (typeof answers !== 'object' || answers === null) return undefined;
  for (const slide of Object.values(answers)) {
    if (typeof slide === 'object' && slide !== null && Object.hasOwn(slide, key)) {
      return (slide as Record<string, unknown>)[key];
    }
  }
  return undefined;
}

/**
 * Whether one component shows, judged by its own `hidden` flag and
 * conditional against the answers given so far. The panels around it and
 * chains of conditionals are `visibleKeys`'s job.
 * @example isVisible({type: 'textarea', key: 'why', conditional: {show: true, when: 'happy', eq: 'no'}}, {s1: {happy: 'no'}}) // true
 */
export function isVisible(
  component: Pick<FormComponent, 'hidden' | 'conditional'>,
  answers: unknown,
  answerOf: (key: string) => unknown = (key) => findAnswer(answers, key),
): boolean {
  if (component.hidden === true) return false;
  const conditional = activeConditional(component.conditional);
  if (!conditional) return true;
  return answerEquals(answerOf(conditional.when), conditional.eq) === conditional.show;
}

/**
 * The keys of the answerable components a person sees, given their answers:
 * not hidden, inside containers that show, and with their conditional met,
 * where the answer to a component that does not show counts as missing (so
 * hiding a question also hides what depends on it). `validateFormSchema`
 * refuses cycles of conditionals; should one reach here, it is cut where it
 * closes.
 */
export function visibleKeys(schema: FormSchema, answers: unknown): Set<string> {
  const entries = new Map(formComponents(schema).map((entry) => [entry.component.key, entry]));
  const memo = new Map<string, boolean>();
  const answerOf = (key: string): unknown => {
    const entry = entries.get(key);
    if (!entry || !shown(key)) return undefined;
    return ownValue(ownValue(answers, entry.slideId), key);
  };
  const shown = (key: string): boolean => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    memo.set(key, false); // closes a cycle: the answer that would close it counts as missing
    const entry = entries.get(key);
    const result =
      entry !== undefined &&
      entry.containers.every((container) => isVisible(container, answers, answerOf)) &&
      isVisible(entry.component, answers, answerOf);
    memo.set(key, result);
    return result;
  };
  return new Set([...entries.keys()].filter(shown));
}

function ownValue(object: unknown, key: string): unknown {
  if (typeof object !== 'object' || object === null || !Object.hasOwn(object, key)) return undefined;
  return (object as Record<string, unknown>)[key];
}
