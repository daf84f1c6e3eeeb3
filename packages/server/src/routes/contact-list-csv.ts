import { Readable } from 'node:stream';
import { fromCents } from '@masthead/core';
import type { FastifyReply } from 'fastify';
import { byteOrderMark, csvLine } from '../export/csv-line.ts';
import type {
  ContactExportOptions,
  ContactExportRepository,
  ContactExportRow,
} from '../repositories/contact-export-repository.ts';

/** Rows read per query or cursor fetch: memory stays flat however many contacts there are. */
export const contactExportPageSize = 2000;

/** Where the contact joined from (core's JoinSource, kept from the join flow): the page, the call-out, each UTM part. */
const joinSourceParts = ['pageUrl', 'pageTitle', 'referrer', 'calloutSlug'] as const;
const utmParts = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const capital = (word: string) => `${word[0]?.toUpperCase()}${word.slice(1)}`;

/** The columns, named as the API names the fields (a CSV is read by importers as much as by people). */
export const contactCsvHeader = [
  'id',
  'email',
  'firstname',
  'lastname',
  'joined',
  'lastSeen',
  'roles',
  'membershipStarts',
  'membershipExpires',
  'contributionType',
  'contributionAmount',
  'contributionPeriod',
  'contributionMethod',
  'tags',
  'newsletterStatus',
  'deliveryLine1',
  'deliveryLine2',
  'deliveryCity',
  'deliveryPostcode',
  ...joinSourceParts.map((part) => `join${capital(part)}`),
  ...utmParts.map((part) => `utm${capital(part)}`),
];

const isoOrEmpty = (date: Date | null) => date?.toISOString() ?? '';
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** One contact's cells, in the header's order. */
export function contactCsvCells(row: ContactExportRow): string[] {
  const address = row.delivery_address;
  return [
    row.id,
    row.email,
    row.firstname,
    row.lastname,
    row.joined.toISOString(),
    isoOrEmpty(row.last_seen),
    row.roles,
    isoOrEmpty(row.membership_starts),
    isoOrEmpty(row.membership_expires),
    row.contribution_type ?? '',
    row.amount_cents === null ? '' : String(fromCents(row.amount_cents)),
    row.period ?? '',
    row.method ?? '',
    row.tags,
    row.newsletter_status,
    textOf(address?.line1),
    textOf(address?.line2),
    textOf(address?.city),
    textOf(address?.postcode),
    ...joinSourceParts.map((part) => textOf(row.join_source?.[part])),
    ...utmParts.map((part) => textOf((row.join_source?.utm as Record<string, unknown> | undefined)?.[part])),
  ];
}

async function* csvChunks(exports: ContactExportRepository, options: ContactExportOptions) {
  yield byteOrderMark + csvLine(contactCsvHeader);
  for await (const page of exports.exportPages(options, contactExportPageSize)) {
    yield page.map((row) => csvLine(contactCsvCells(row))).join('');
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
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="contacts-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
