import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { byteOrderMark, csvLine } from '../kernel/csv/csv-line.ts';
import { sendCsv } from '../kernel/csv/send-csv.ts';
import {
  contactCsvHeader,
  type ContactExportOptions,
  type ContactExportRepository,
} from './contact-export-repository.ts';

/** Rows read per query or cursor fetch: memory stays flat however many contacts there are. */
export const contactExportPageSize = 2000;

async function* csvChunks(exports: ContactExportRepository, options: ContactExportOptions) {
  yield byteOrderMark + csvLine(contactCsvHeader);
  for await (const page of exports.exportPages(options, contactExportPageSize)) {
    yield page.map((row) => row.line).join('');
  }
}

/**
 * Streams the contacts `options.where` lets through as CSV to `reply`,
 * a page at a time, named `contacts-YYYY-MM-DD.csv` after the export's day
 * (UTC). The filter is compiled (and refused) before anything is sent.
 */
export function sendContactsCsv(reply: FastifyReply, exports: ContactExportRepository, options: ContactExportOptions) {
  // Byte mode: at most one page waits beyond 64 KB of buffer before the next is read.
  const stream = Readable.from(csvChunks(exports, options), { objectMode: false, highWaterMark: 64 * 1024 });
  const day = options.now.toISOString().slice(0, 10);
  return sendCsv(reply, `contacts-${day}.csv`, stream);
}
