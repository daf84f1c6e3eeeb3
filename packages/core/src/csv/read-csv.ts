/**
 * A CSV file as a spreadsheet reads it, for the contact import (the server)
 * and its preview (the admin page): the same code on both sides, no Node and
 * no DOM.
 */

export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le';
export type CsvDelimiter = ',' | ';' | '\t';

/** One record: its cells, and its row as a spreadsheet numbers it (the header is 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** Every runtime core runs in has it (browsers, Node); core's own types know no DOM or Node. */
declare const TextDecoder: new (
  label?: string,
  options?: { fatal?: boolean; ignoreBOM?: boolean },
) => { decode(input: Uint8Array): string };

const strictUtf8 = () => new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The file's text: UTF-8 with or without its BOM, UTF-16 LE with its BOM
 * (Excel's "Unicode text"), else Windows-1252 (what Excel writes as "CSV"
 * on Windows): bytes that are not valid UTF-8 are read as 1252.
 * @example decodeCsv(Uint8Array.from([0x43, 0x61, 0x66, 0xe9])) // {text: 'Café', encoding: 'windows-1252'}
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: strictUtf8().decode(body), encoding: 'utf-8' };
  } catch {
    return { text: windows1252(body), encoding: 'windows-1252' };
  }
}

/** 0x80-0x9F of Windows-1252 (five are unassigned and kept as their C1 code); the rest is Latin-1. */
const cp1252High =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Decoded by hand: some runtimes (Node 20) read the label `windows-1252` as Latin-1, losing € and the curly quotes. */
function windows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const chunk = 8192;
  for (let from = 0; from < bytes.length; from += chunk) {
    const codes = Array.from(bytes.subarray(from, from + chunk), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? cp1252High.charCodeAt(byte - 0x80) : byte,
    );
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

/**
 * The delimiter of the header line: whichever of comma, semicolon and tab
 * occurs most often outside quotes (a comma when none or a tie).
 * @example detectDelimiter('Email;Name;"City, Country"') // ';'
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char]++;
  }
  let best: CsvDelimiter = ',';
  for (const candidate of [';', '\t'] as const) if (counts[candidate] > counts[best]) best = candidate;
  return best;
}

/**
 * The records of a CSV text, one at a time (RFC 4180): quoted cells may
 * hold the delimiter, doubled quotes and line breaks; lines end in CRLF, LF
 * or CR. A blank line is a row of the spreadsheet but no record: it is
 * skipped, and the rows after it keep their numbers. A quote inside an
 * unquoted cell is kept as it is, as spreadsheets do.
 * @example [...readCsv('a,b\r\n"x, y",2\n')] // [{line: 1, cells: ['a', 'b']}, {line: 2, cells: ['x, y', '2']}]
 */
export function* readCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): Generator<CsvRecord> {
  const length = text.length;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 0;
  const quote = 34;
  const separator = delimiter.charCodeAt(0);
  while (at < length) {
    line++;
    const cells: string[] = [];
    let ended = false;
    while (!ended) {
      let cell = '';
      if (text.charCodeAt(at) === quote) {
        // A quoted cell: up to the quote not doubled, then whatever follows until the delimiter.
        at++;
        for (;;) {
          const close = text.indexOf('"', at);
          if (close === -1) {
            cell += text.slice(at);
            at = length;
            break;
          }
          cell += text.slice(at, close);
          at = close + 1;
          if (text.charCodeAt(at) === quote) {
            cell += '"';
            at++;
          } else break;
        }
      }
      // The unquoted cell, or what follows a closing quote: up to the delimiter or the line's end.
      let end = at;
      while (end < length) {
        const code = text.charCodeAt(end);
        if (code === separator || code === 10 || code === 13) break;
        end++;
      }
      cell += text.slice(at, end);
      cells.push(cell);
      at = end;
      const code = text.charCodeAt(at);
      if (code === separator) at++;
      else {
        if (code === 13 && text.charCodeAt(at + 1) === 10) at += 2;
        else if (code === 13 || code === 10) at++;
        ended = true;
      }
    }
    if (cells.length === 1 && cells[0] === '') continue;
    yield { line, cells };
  }
}
