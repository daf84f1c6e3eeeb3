import type { ReactNode } from 'react';

export interface RichTextEditorProps {
  /** Names the editable area (and its toolbar) for assistive technology. */
  label: ReactNode;
  /** HTML; `''` for an empty editor. */
  value: string;
  onChange: (html: string) => void;
  /** The editable area's id, e.g. to move focus to it from an error summary. */
  id?: string;
  description?: ReactNode;
  /** An already translated message; marks the editor invalid and is read with it. */
  error?: ReactNode;
  /** Characters of text (not markup); the remaining count is shown and read politely. */
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
}
