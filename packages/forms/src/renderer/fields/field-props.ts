import type { AnswerableComponent } from '@masthead/core';

/** What the renderer gives every answerable field. */
export interface FieldProps<C extends AnswerableComponent = AnswerableComponent> {
  component: C;
  /** Unique on the page (several forms may share it); the control's id. */
  id: string;
  label: string;
  value: unknown;
  /** `undefined` clears the answer. */
  onChange: (value: unknown) => void;
  /** Already translated. */
  error?: string;
  required: boolean;
}

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
