import type { Callout } from '@masthead/core';
import type { CalloutDraft, VariantTexts } from './callout-draft.ts';
import type { FieldErrors } from './edit-errors.ts';

/** What every tab of the builder gets: the draft, ways to change it, and the errors of the last save. */
export interface TabProps {
  draft: CalloutDraft;
  update: (changes: Partial<CalloutDraft>) => void;
  setTexts: (locale: string, changes: Partial<VariantTexts>) => void;
  errors: FieldErrors;
  /** The saved call-out; null while it is new. */
  callout: Callout | null;
}
