import type { I18n } from '@lingui/core';

// The embed hands each element a catalog of only the texts it shows before its lazy parts
// arrive; the texts only those parts show (a file question's, the problems' texts of the
// checks) come in a second file, fetched with the first of them. A part that shows texts waits
// for them before it renders. Whoever gave the i18n instance only part of its catalog says how
// it gets the rest (`LaterTexts`, set by packages/elements `widgets-i18n.ts`); without that (the
// hosted app's full catalogs) every text is there already. It sits on the instance, not in a
// table here, so that an element can wait for it without importing the renderer.

/** An i18n instance whose texts for lazy parts come later: `laterTexts` fetches them once, and is removed once they are in. */
export interface LaterTexts {
  laterTexts?: () => Promise<void>;
}

/** Whether `i18n` has every text a lazy part may show. */
export const hasLaterTexts = (i18n: I18n): boolean => !(i18n as I18n & LaterTexts).laterTexts;

/** Resolves once `i18n` has every text a lazy part may show. */
export const laterTexts = (i18n: I18n): Promise<void> =>
  (i18n as I18n & LaterTexts).laterTexts?.() ?? Promise.resolve();
