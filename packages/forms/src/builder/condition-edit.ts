import {
  activeConditional,
  formComponents,
  isAnswerable,
  isSafeKey,
  type AnswerableComponent,
  type ComponentConditional,
  type FormComponent,
  type FormSchema,
} from '@masthead/core';
import { startsWith, type Path } from './schema-edit.ts';

/*
 * Pure edits of conditional display (core's form.io `{show, when, eq}`) for
 * the condition editor, and the clean-ups that keep conditions pointing at a
 * question when one is renamed or deleted.
 */

type Components = FormComponent[];

/** What the condition editor shows: form.io's `{show, when, eq}` read as a sentence. */
export interface ConditionChoice {
  /** "Only when …" (show) or "Hide when …" (hide). */
  mode: 'show' | 'hide';
  /** The key of the question the condition asks about. */
  when: string;
  /** `equals` compares with `value` (a ticked box, a chosen option, an exact text); `answered` asks for any answer. */
  operator: 'equals' | 'answered';
  value: string;
}

/**
 * The condition of a component as the editor shows it, or null for none
 * (form.io's empty `{show: null, when: null, eq: ''}` included). Core tests
 * `answer equals eq`, a missing answer counting as `''`, so "is answered" is
 * "hide when it equals ''" and "Hide when … is answered" is "show when it
 * equals ''": each stored shape reads back as exactly one sentence. An
 * `equals` with an empty value (still being typed) needs `operator` to stay
 * an `equals`.
 */
export function conditionOf(component: FormComponent, operator?: ConditionChoice['operator']): ConditionChoice | null {
  const conditional = activeConditional(component.conditional);
  if (!conditional) return null;
  const { show, when, eq } = conditional;
  if (eq === '' && operator !== 'equals')
    return { mode: show ? 'hide' : 'show', when, operator: 'answered', value: '' };
  return { mode: show ? 'show' : 'hide', when, operator: 'equals', value: eq };
}

/** The conditional core stores for a choice; `conditionOf` reads it back as the same choice. */
export function conditionalOf(choice: ConditionChoice): ComponentConditional {
  const { mode, when, operator, value } = choice;
  if (operator === 'answered') return { show: mode === 'hide', when, eq: '' };
  return { show: mode === 'show', when, eq: value };
}

/** A copy of the component with the condition set, or with none for null. */
export function withCondition<T extends FormComponent>(component: T, choice: ConditionChoice | null): T {
  const { conditional: _old, ...rest } = component;
  return (choice ? { ...rest, conditional: conditionalOf(choice) } : rest) as T;
}

/** Calls `visit` for every component in form order (a container before what it holds), with its path. */
function eachComponent(schema: FormSchema, visit: (component: FormComponent, path: number[]) => void) {
  const walk = (list: Components, path: number[]) =>
    list.forEach((component, index) => {
      visit(component, [...path, index]);
      if (component.type === 'panel' || component.type === 'well') walk(component.components ?? [], [...path, index]);
      if (component.type === 'tabs') {
        (component.components ?? []).forEach((tab, n) => walk(tab.components ?? [], [...path, index, n]));
      }
    });
  schema.slides.forEach((slide, at) => walk(slide.components ?? [], [at]));
}

/**
 * The questions a condition of the component at `path` can ask about: the
 * answerable components that come before it in the form (earlier slides
 * included), never itself, what it holds, a later one or content and containers.
 */
export function questionsBefore(schema: FormSchema, path: Path): AnswerableComponent[] {
  const found: AnswerableComponent[] = [];
  let reached = false;
  eachComponent(schema, (component, at) => {
    if (reached || startsWith(at, path)) return void (reached = true);
    if (isAnswerable(component)) found.push(component);
  });
  return found;
}

/** The answerable component with a key, wherever it is. */
export function questionByKey(schema: FormSchema, key: string): AnswerableComponent | null {
  let found: AnswerableComponent | null = null;
  eachComponent(schema, (component) => {
    if (!found && isAnswerable(component) && component.key === key) found = component;
  });
  return found;
}

/** A copy of the schema with every component changed by `change` (which returns the same object to keep it). */
function mapComponents(schema: FormSchema, change: (component: FormComponent) => FormComponent): FormSchema {
  const list = (components: Components): Components =>
    components.map((component) => {
      let next = change(component);
      if (next.type === 'panel' || next.type === 'well') next = { ...next, components: list(next.components ?? []) };
      if (next.type === 'tabs') {
        next = {
          ...next,
          components: (next.components ?? []).map((t) => ({ ...t, components: list(t.components ?? []) })),
        };
      }
      return next;
    });
  return { ...schema, slides: schema.slides.map((slide) => ({ ...slide, components: list(slide.components ?? []) })) };
}

/**
 * Conditions follow a question whose key changed: every condition on `from`
 * asks about `to` instead. Nothing changes unless `to` is a safe key only one
 * question has and `from` is no longer any question's key (so a key typed
 * half-way into a clash never takes over another question's conditions).
 * @example renameConditionKey(schema, 'happy', 'areYouHappy')
 */
export function renameConditionKey(schema: FormSchema, from: string, to: string): FormSchema {
  if (from === to || from === '' || !isSafeKey(to)) return schema;
  let owners = 0;
  let fromTaken = false;
  eachComponent(schema, (component) => {
    if (component.type === 'content') return;
    if (component.key === to) owners++;
    if (component.key === from) fromTaken = true;
  });
  if (owners !== 1 || fromTaken) return schema;
  return mapComponents(schema, (component) => {
    const conditional = activeConditional(component.conditional);
    return conditional?.when === from
      ? ({ ...component, conditional: { ...conditional, when: to } } as FormComponent)
      : component;
  });
}

/**
 * Clears every condition that asks about a question no longer in the form
 * (after a delete), so none silently points at nothing. Returns the new
 * schema and the components whose condition was cleared, as they are now.
 */
export function clearLostConditions(schema: FormSchema): { schema: FormSchema; cleared: FormComponent[] } {
  const keys = new Set(formComponents(schema).map((entry) => entry.component.key));
  const cleared: FormComponent[] = [];
  const next = mapComponents(schema, (component) => {
    const conditional = activeConditional(component.conditional);
    if (!conditional || keys.has(conditional.when)) return component;
    const without = withCondition(component, null);
    cleared.push(without);
    return without;
  });
  return { schema: cleared.length > 0 ? next : schema, cleared };
}
