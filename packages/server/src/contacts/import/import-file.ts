import {
  decodeCsv,
  detectDelimiter,
  mapColumns,
  readCsv,
  type ContactImportField,
  type ContactImportMapping,
  type CsvDelimiter,
  type CsvEncoding,
  type CsvRecord,
} from '@masthead/core';

/** Input the import cannot take (a 400 `bad-request` naming `field` and `rule`). */
export class ImportInputError extends Error {
  constructor(
    readonly field: string,
    readonly rule: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(`${field}: ${rule}`);
    this.name = 'ImportInputError';
  }
}

/** A file read once through: its header, each column's field, its rows counted and the first five shown. */
export interface InspectedFile {
  text: string;
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  header: string[];
  fields: ContactImportField[];
  total: number;
  preview: { line: number; values: Record<string, string> }[];
}

/** The records after the header, one at a time. */
export function* dataRecords(text: string, delimiter: CsvDelimiter): Generator<CsvRecord> {
  const records = readCsv(text, delimiter);
  records.next();
  yield* records;
}

/**
 * Reads the file through once: text (UTF-8 or Windows-1252), delimiter,
 * header and mapping; throws `ImportInputError` for what is no CSV of
 * contacts (binary, empty, no email column mapped).
 */
export function inspectFile(bytes: Uint8Array, mapping: ContactImportMapping): InspectedFile {
  if (bytes.includes(0) && !(bytes[0] === 0xff && bytes[1] === 0xfe)) throw new ImportInputError('file', 'csv');
  const { text, encoding } = decodeCsv(bytes);
  if (encoding === 'utf-16le' && text.includes('\u0000')) throw new ImportInputError('file', 'csv');
  const delimiter = detectDelimiter(text);
  const records = readCsv(text, delimiter);
  const first = records.next();
  if (first.done) throw new ImportInputError('file', 'csv');
  const header = first.value.cells.map((cell) => cell.trim());
  const fields = mapColumns(header, mapping);
  if (!fields.includes('email')) throw new ImportInputError('mapping', 'email', { columns: header.slice(0, 50) });
  let total = 0;
  const preview: InspectedFile['preview'] = [];
  for (const record of records) {
    total++;
    if (preview.length < 5) {
      const values: Record<string, string> = {};
      fields.forEach((field, index) => {
        const value = record.cells[index]?.trim() ?? '';
        if (field !== 'ignore' && value !== '' && values[field] === undefined) values[field] = value;
      });
      preview.push({ line: record.line, values });
    }
  }
  return { text, encoding, delimiter, header, fields, total, preview };
}
