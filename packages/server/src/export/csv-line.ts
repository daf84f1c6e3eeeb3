/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const formulaStart = /^[=+\-@\t\r]/;
/** A negative decimal number alone (a longitude west of Greenwich) is no formula: it stays a number. */
const negativeNumber = /^-\d+(\.\d+)?$/;

/**
 * One CSV cell: a leading apostrophe defuses a formula, then RFC 4180
 * quoting when the text holds a comma, a quote or a line break. Every CSV
 * export (responses, contacts) writes its cells through this.
 * @example csvCell('=1+1') // "'=1+1"
 * @example csvCell('a, "b"') // '"a, ""b"""'
 */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) && !negativeNumber.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV record with the CRLF line end of RFC 4180. */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The spreadsheet apps of newsrooms (Excel above all) read UTF-8 only with a byte order mark. */
export const byteOrderMark = '\uFEFF';
