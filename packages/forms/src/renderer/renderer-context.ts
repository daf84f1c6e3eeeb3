import { createContext, useContext } from 'react';
import type { FormAnswers } from '@masthead/core';
import type { Upload } from './fields/file-field.tsx';
import type { PlacesOptions } from './fields/address-search.ts';

/** What every component of one rendered form reads: answers, errors, open tabs. */
export interface RendererState {
  /** Prefix for control ids, unique per form on the page. */
  idPrefix: string;
  slideId: string;
  answers: FormAnswers;
  /** Keys of the answerable components that show (core's visibleKeys). */
  visible: Set<string>;
  /** Translated messages by component key, once the slide was checked. */
  errors: Record<string, string>;
  /** Translated messages of the boxes of a list (a "multiple values" field), by key and position. */
  itemErrors: Record<string, (string | undefined)[]>;
  /** `removedItem`: the position of a box just taken out of a list answer. */
  setAnswer: (key: string, value: unknown, removedItem?: number) => void;
  /** The open tab of each tabs component, by its key. */
  openTabs: Record<string, number>;
  setOpenTab: (key: string, index: number) => void;
  upload?: Upload | undefined;
  places?: PlacesOptions | undefined;
}

export const RendererContext = createContext<RendererState | null>(null);

export function useRenderer(): RendererState {
  const state = useContext(RendererContext);
  if (!state) throw new Error('A form component outside <FormRenderer>');
  return state;
}
