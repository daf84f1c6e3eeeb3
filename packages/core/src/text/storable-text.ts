/** A UTF-16 half without its other half: no text, and PostgreSQL cannot store it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a text cannot be stored in a PostgreSQL text column: a NUL (`nul`) or
 * a lone surrogate (`loneSurrogate`); null when it can. The server refuses
 * such texts in every request, and filter rules refuse them as values.
 * @example unstorableReason('a\u0000b') // 'nul'
 */
export function unstorableReason(text: string): 'nul' | 'loneSurrogate' | null {
  if (text.includes('\u0000')) return 'nul';
  if (loneSurrogate.test(text)) return 'loneSurrogate';
  return null;
}
