/**
 * A cell a spreadsheet may read as a formula (OWASP "CSV injection"): a tab
 * or carriage return first, or `=`, `+`, `-`, `@` or their full-width forms
 * (which Excel folds to the ASCII ones) first after any whitespace and
 * field separators: a spreadsheet of a locale that separates by `;` (or one
 * that takes `,` unquoted) splits `;=1+1` into an empty cell and a formula.
 * Must match `masthead_csv_cell` (migration 0035) character for character.
 */
const formulaStart = /^(?:[\t\r]|[ \t\n\v\f\r\u00A0\u3000;,\uFF0C\uFF1B]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
/** A negative decimal number alone (a longitude west of Greenwich) is no formula: it stays a number. */
const negativeNumber = /^-\d+(\.\d+)?$/;

/**
 * One CSV cell: a leading apostrophe defuses a formula, then RFC 4180
 * quoting when the text holds a comma, a semicolon, a quote or a line break
 * (quoted, a `;` stays inside the cell for a spreadsheet that separates by
 * it, so `';=1` cannot become `'` and `=1`). Every CSV export (responses,
 * contacts) writes its cells through this.
 * @example csvCell('=1+1') // "'=1+1"
 * @example csvCell('a, "b"') // '"a, ""b"""'
 * @example csvCell(';=1+1') // `"';=1+1"`
 */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) && !negativeNumber.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV record with the CRLF line end of RFC 4180. */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The spreadsheet apps of newsrooms (Excel above all) read UTF-8 only with a byte order mark. */
export const byteOrderMark = '\uFEFF';
