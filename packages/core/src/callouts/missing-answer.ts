/** The most values a "multiple values" component (or a file component) may hold. */
export const maxAnswerItems = 100;

/**
 * No answer: nothing, `null`, a blank string, or a list with nothing but
 * those in it (form.io sends `['']` for a "multiple values" field left empty;
 * the widget keeps a blank box a reader added and did not fill).
 */
export function isMissingAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.every(isBlankItem);
}

/** An item of a list answer that holds nothing: skipped when judging, dropped when storing. */
export const isBlankItem = (item: unknown) => !Array.isArray(item) && isMissingAnswer(item);

/**
 * A list answer without its blank items (what is stored); any other answer as it is.
 * @example compactAnswer(['a', '', null, 'b']) // ['a', 'b']
 */
export function compactAnswer(value: unknown): unknown {
  return Array.isArray(value) ? value.filter((item) => !isBlankItem(item)) : value;
}
