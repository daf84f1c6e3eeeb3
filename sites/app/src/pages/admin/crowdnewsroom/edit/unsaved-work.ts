import type { CalloutDraft } from './callout-draft.ts';

/** A builder draft kept in this browser until it is saved or discarded. */
export interface StoredDraft {
  savedAt: string;
  draft: CalloutDraft;
}

/** One key per editor and call-out (`new` for one not yet saved), so two admins on one computer keep theirs apart. */
export const draftKey = (contactId: string, calloutId: string | undefined) =>
  `masthead.callout-draft.${contactId}.${calloutId ?? 'new'}`;

/** The stored draft under `key`, or null (none, unreadable, or storage refused). */
export function readStoredDraft(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    return typeof stored.savedAt === 'string' && stored.draft && typeof stored.draft === 'object'
      ? (stored as StoredDraft)
      : null;
  } catch {
    return null;
  }
}

export function storeDraft(key: string, draft: CalloutDraft, now = new Date()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), draft } satisfies StoredDraft));
  } catch {
    // Storage full or refused (private mode): the leave warning still protects the work.
  }
}

export function forgetDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored where storage is refused.
  }
}
