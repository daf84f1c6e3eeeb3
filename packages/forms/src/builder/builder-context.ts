import { createContext, useContext } from 'react';
import type { FormSchema, FormSchemaProblem } from '@masthead/core';
import type { ListTarget, Path } from './schema-edit.ts';

/** What every part of one builder shares: the schema, its problems and the editing actions. */
export interface BuilderState {
  schema: FormSchema;
  /** core's validateFormSchema of the schema. */
  problems: FormSchemaProblem[];
  selected: Path | null;
  select: (path: Path) => void;
  /** Moves a component to `index` of a list (counted before the move); `control` keeps focus on that button. */
  move: (from: Path, toList: Path, index: number, control: 'up' | 'down' | 'edit' | 'move-to') => void;
  remove: (path: Path) => void;
  targets: ListTarget[];
  /** Describes a list target: "Slide 1", "Panel “Where”", "Tab “One” of “Details”". */
  targetName: (target: ListTarget) => string;
  /** The path being dragged, while a drag lasts. */
  dragging: { current: Path | null };
}

export const BuilderContext = createContext<BuilderState | null>(null);

export function useBuilder(): BuilderState {
  const state = useContext(BuilderContext);
  if (!state) throw new Error('A builder part outside <FormBuilder>');
  return state;
}
