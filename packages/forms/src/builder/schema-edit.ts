import type { FormComponent, FormSchema, FormSlide } from '@masthead/core';

/**
 * Where a component sits: `[slide, ...steps, index]`. Inside a panel or
 * well one step is the container's index; inside tabs two steps are the
 * tabs' index and the tab's number. A list's path is a component's path
 * without its last number: `[0]` is the first slide's own list.
 */
export type Path = readonly number[];

type Components = FormComponent[];

/** The children list a step leads into, and how many steps it took. */
function childList(component: FormComponent | undefined, tab: number | undefined): [Components, number] | null {
  if (!component) return null;
  if (component.type === 'panel' || component.type === 'well') return [component.components ?? [], 1];
  if (component.type === 'tabs' && tab !== undefined) {
    const found = component.components?.[tab];
    return found ? [found.components ?? [], 2] : null;
  }
  return null;
}

/** The component list at a list path, or null when the path leads nowhere. */
export function listAt(schema: FormSchema, listPath: Path): Components | null {
  const slide = schema.slides[listPath[0] ?? -1];
  if (!slide) return null;
  let list: Components = slide.components;
  for (let k = 1; k < listPath.length;) {
    const next = childList(list[listPath[k]!], listPath[k + 1]);
    if (!next) return null;
    list = next[0];
    k += next[1];
  }
  return list;
}

export function componentAt(schema: FormSchema, path: Path): FormComponent | null {
  if (path.length < 2) return null;
  return listAt(schema, path.slice(0, -1))?.[path.at(-1)!] ?? null;
}

function mapList(list: Components, steps: readonly number[], change: (list: Components) => Components): Components {
  if (steps.length === 0) return change(list);
  const [index, tab] = steps as [number, number | undefined];
  return list.map((component, at) => {
    if (at !== index) return component;
    if (component.type === 'panel' || component.type === 'well') {
      return { ...component, components: mapList(component.components ?? [], steps.slice(1), change) };
    }
    if (component.type === 'tabs' && tab !== undefined) {
      return {
        ...component,
        components: (component.components ?? []).map((t, n) =>
          n === tab ? { ...t, components: mapList(t.components ?? [], steps.slice(2), change) } : t,
        ),
      };
    }
    return component;
  });
}

/** A copy of the schema with the list at `listPath` changed. */
function changeList(schema: FormSchema, listPath: Path, change: (list: Components) => Components): FormSchema {
  const [slideIndex, ...steps] = listPath;
  return {
    ...schema,
    slides: schema.slides.map((slide, at) =>
      at === slideIndex ? { ...slide, components: mapList(slide.components, steps, change) } : slide,
    ),
  };
}

export function changeComponent(
  schema: FormSchema,
  path: Path,
  change: (component: FormComponent) => FormComponent,
): FormSchema {
  const index = path.at(-1)!;
  return changeList(schema, path.slice(0, -1), (list) => list.map((c, at) => (at === index ? change(c) : c)));
}

export function insertComponent(schema: FormSchema, listPath: Path, index: number, component: FormComponent) {
  return changeList(schema, listPath, (list) => [...list.slice(0, index), component, ...list.slice(index)]);
}

export function removeComponent(schema: FormSchema, path: Path): FormSchema {
  const index = path.at(-1)!;
  return changeList(schema, path.slice(0, -1), (list) => list.filter((_, at) => at !== index));
}

/** Whether `path` is `prefix` or lies inside it. */
export const startsWith = (path: Path, prefix: Path) =>
  prefix.length <= path.length && prefix.every((step, at) => path[at] === step);

/**
 * Moves a component to `index` of the list at `toList` (an index counted
 * before the move). Returns the new schema and the component's new path,
 * or null for a move into the component itself.
 * @example moveComponent(schema, [0, 2], [0], 0) // to the top of slide 1
 */
export function moveComponent(
  schema: FormSchema,
  from: Path,
  toList: Path,
  index: number,
): { schema: FormSchema; path: number[] } | null {
  const component = componentAt(schema, from);
  if (!component || startsWith(toList, from) || !listAt(schema, toList)) return null;
  const fromList = from.slice(0, -1);
  const fromIndex = from.at(-1)!;
  const target = [...toList];
  // Taking the component out shifts what came after it in its own list.
  if (startsWith(toList, fromList) && toList.length > fromList.length && toList[fromList.length]! > fromIndex) {
    target[fromList.length]! -= 1;
  }
  let at = index;
  if (fromList.length === toList.length && startsWith(toList, fromList) && fromIndex < index) at -= 1;
  const without = removeComponent(schema, from);
  const length = listAt(without, target)?.length ?? 0;
  at = Math.max(0, Math.min(at, length));
  return { schema: insertComponent(without, target, at, component), path: [...target, at] };
}

/** A place the palette can add to, or a component can move to. */
export interface ListTarget {
  path: number[];
  /** The container holding the list; none for a slide's own list. */
  container?: FormComponent;
  /** For a tab of a tabs component: its label. */
  tabLabel?: string;
  slide: FormSlide;
  depth: number;
}

/** Every list of the form, in form order: each slide, then the containers inside it. */
export function listTargets(schema: FormSchema): ListTarget[] {
  const targets: ListTarget[] = [];
  const walk = (slide: FormSlide, list: Components, path: number[], depth: number) => {
    list.forEach((component, index) => {
      if (component.type === 'panel' || component.type === 'well') {
        const inner = [...path, index];
        targets.push({ path: inner, container: component, slide, depth });
        walk(slide, component.components ?? [], inner, depth + 1);
      } else if (component.type === 'tabs') {
        (component.components ?? []).forEach((tab, n) => {
          const inner = [...path, index, n];
          targets.push({ path: inner, container: component, tabLabel: tab.label ?? tab.key, slide, depth });
          walk(slide, tab.components ?? [], inner, depth + 1);
        });
      }
    });
  };
  schema.slides.forEach((slide, at) => {
    targets.push({ path: [at], slide, depth: 0 });
    walk(slide, slide.components, [at], 1);
  });
  return targets;
}

/**
 * Core's dotted path of a component (`slides.0.components.2.components.1`),
 * as `validateFormSchema` names problems.
 */
export function corePath(schema: FormSchema, path: Path): string {
  let text = `slides.${path[0]}`;
  let list: Components | null = schema.slides[path[0] ?? -1]?.components ?? null;
  for (let k = 1; k < path.length && list;) {
    const index = path[k]!;
    text += `.components.${index}`;
    if (k === path.length - 1) break;
    const component = list[index];
    if (component?.type === 'tabs') {
      text += `.components.${path[k + 1]}`;
      list = component.components?.[path[k + 1]!]?.components ?? null;
      k += 2;
    } else {
      list = component && (component.type === 'panel' || component.type === 'well') ? component.components : null;
      k += 1;
    }
  }
  return text;
}

export const pathKey = (path: Path) => path.join('.');
export const samePath = (a: Path | null, b: Path | null) => !!a && !!b && pathKey(a) === pathKey(b);

/** Moves a slide one place up or down; returns the schema unchanged at either end. */
export function moveSlide(schema: FormSchema, index: number, by: -1 | 1): FormSchema {
  const to = index + by;
  if (to < 0 || to >= schema.slides.length) return schema;
  const slides = [...schema.slides];
  [slides[index], slides[to]] = [slides[to]!, slides[index]!];
  return { ...schema, slides };
}
