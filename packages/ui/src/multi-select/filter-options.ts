/**
 * The multi-select's limits (docs/product/limits.md, "Multi-select dropdown"):
 * at most 1000 options are drawn, and the list is 300 px tall at most unless
 * a `maxHeight` is given.
 */
export const multiSelectLimits = { maxOptions: 1000, maxHeight: 300 } as const;

export interface MultiSelectOption {
  value: string;
  label: string;
}

/** Lower case without accents, so "mitglieder" finds "Mitglieder" and "cafe" finds "Café". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The options whose label contains the query (case and accents ignored,
 * spaces around it trimmed), at most `limit` of them in their given order,
 * and how many matched in all, for the list to say that some are not shown.
 * @example filterOptions(tags, 'vol') // { shown: [{value: 't1', label: 'Volunteers'}], matched: 1 }
 */
export function filterOptions<T extends MultiSelectOption>(
  options: readonly T[],
  query: string,
  limit: number = multiSelectLimits.maxOptions,
): { shown: T[]; matched: number } {
  const needle = fold(query.trim());
  const matching = needle === '' ? options : options.filter((option) => fold(option.label).includes(needle));
  return { shown: matching.slice(0, limit), matched: matching.length };
}
