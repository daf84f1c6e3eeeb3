import { decodeCsv, detectDelimiter, readCsv, type CsvDelimiter, type CsvEncoding } from '@masthead/core';

/** The largest file the server takes (`maxImportBytes`, packages/server/src/contacts/import/README.md). */
export const maxImportFileBytes = 50 * 1024 * 1024;

/** Rows of the file shown before anything is sent. */
export const previewRows = 5;

/** A chosen file as the browser read it with core's CSV reader, the same the server uses. */
export interface ImportFile {
  file: File;
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** Line 1 of the file. */
  header: string[];
  /** The first records after the header, each padded or cut to the header's width. */
  rows: string[][];
}

/** Why a file cannot be imported, found before it is sent. */
export type ImportFileProblem = 'too-large' | 'empty' | 'binary';

/**
 * Reads the header and the first rows of a CSV file in the browser: the
 * encoding and delimiter as the server will find them (`decodeCsv`,
 * `detectDelimiter`), then `readCsv` until the preview is full.
 * @example const read = await readImportFile(input.files[0]); if (typeof read !== 'string') read.header
 */
export async function readImportFile(file: File): Promise<ImportFile | ImportFileProblem> {
  if (file.size > maxImportFileBytes) return 'too-large';
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { text, encoding } = decodeCsv(bytes);
  if (text.includes('\u0000')) return 'binary';
  const delimiter = detectDelimiter(text);
  const records = readCsv(text, delimiter);
  const first = records.next();
  if (first.done || first.value.cells.every((cell) => cell.trim() === '')) return 'empty';
  const header = first.value.cells;
  const rows: string[][] = [];
  for (const record of records) {
    rows.push(header.map((_, index) => record.cells[index] ?? ''));
    if (rows.length === previewRows) break;
  }
  return { file, encoding, delimiter, header, rows };
}
