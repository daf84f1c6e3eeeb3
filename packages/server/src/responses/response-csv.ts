import { Readable } from 'node:stream';
import { formComponents } from '@masthead/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { ResponseExportRepository, ResponseExportRow } from './response-export-repository.ts';
import { visibleCallout } from '../callouts/callout-access.ts';
import { addressCoordinate, answerFlattener, csvLine } from './csv-row.ts';
import { byteOrderMark } from '../kernel/csv/csv-line.ts';
import { sendCsv } from '../kernel/csv/send-csv.ts';
import type { ResponseRouteDeps } from './response-access.ts';

/** Rows read per query or cursor fetch: memory stays flat however many responses there are. */
export const exportPageSize = 2000;

/**
 * The text written out at a time, in UTF-16 code units: well below V8's
 * large-object size (a page's text in one string, 600 KB and more, was
 * allocated outside the young generation and freed only by a major GC).
 */
export const exportChunkLength = 16 * 1024;

const coordinateAxes = ['lat', 'lng'] as const;

const fixedHeader = ['Number', 'Created at', 'Bucket', 'Name', 'Email', 'Tags', 'Assignee'];

type Answers = Record<string, Record<string, unknown> | undefined>;

/**
 * The CSV text of a call-out's responses, a page of rows at a time. Each
 * row's answers are parsed and written out before the next row's: only the
 * page's strings wait (response-export-repository.ts, ResponseExportRow).
 */
async function* csvChunks(
  exports: ResponseExportRepository,
  calloutId: string,
  components: ReturnType<typeof formComponents>,
) {
  // An address answer has two more columns, its latitude and longitude.
  const answerCells = components.flatMap(({ slideId, component }) => {
    const flatten = answerFlattener(component);
    const answer = (answers: Answers) => answers[slideId]?.[component.key];
    const cells = [(answers: Answers) => flatten(answer(answers))];
    if (component.type !== 'address') return cells;
    return [...cells, ...coordinateAxes.map((axis) => (answers: Answers) => addressCoordinate(answer(answers), axis))];
  });
  yield (
    byteOrderMark +
    csvLine([
      ...fixedHeader,
      ...components.flatMap(({ component }) => {
        const name = `${component.label ?? component.key} (${component.key})`;
        return component.type === 'address' ? [name, `${name} latitude`, `${name} longitude`] : [name];
      }),
    ])
  );
  const lineOf = (row: ResponseExportRow) => {
    if (answerCells.length === 0) return `${row.fixedCells}\r\n`;
    const answers = JSON.parse(row.answers) as Answers;
    return `${row.fixedCells},${csvLine(answerCells.map((cell) => cell(answers)))}`;
  };
  for await (const page of exports.exportPages(calloutId, exportPageSize)) {
    let text = '';
    for (const row of page) {
      text += lineOf(row);
      if (text.length >= exportChunkLength) {
        yield text;
        text = '';
      }
    }
    if (text) yield text;
    // The driver's row array may sit in the old generation by now (promoted
    // while its fetch was under way); emptied, it no longer keeps this
    // page's young strings alive through every minor GC until a major one.
    // Kept, nearly every row of a big export was promoted: +110 MB RSS.
    page.length = 0;
  }
}

/**
 * A call-out's CSV export as a stream of strings (BOM and header first,
 * then the rows in number order), reading the next page only when the
 * reader has taken the last one's text: backpressure all the way to the
 * database cursor.
 * @example responsesCsvStream(exports, callout.id, formComponents(callout.form_schema)).pipe(reply.raw)
 */
export function responsesCsvStream(
  exports: ResponseExportRepository,
  calloutId: string,
  components: ReturnType<typeof formComponents>,
): Readable {
  // Strings, not bytes: a string is written to the socket from native memory
  // freed as soon as it is sent, where a Buffer per chunk (byte mode) would
  // hold its memory until a GC comes round (+30 MB for 32 MB of CSV).
  return Readable.from(csvChunks(exports, calloutId, components), { objectMode: true, highWaterMark: 1 });
}

/**
 * `GET callout/{id}/responses.csv`: every response of a call-out for admins
 * and its reviewers, streamed page by page (2,000 rows a fetch: a
 * server-side cursor on PostgreSQL, keyset pages on PGlite), 16 K
 * characters a write.
 * One column per answerable component of the form, in form order; an
 * address also has a latitude and a longitude column after it.
 */
export const responseCsvRoutes = operationRoutes<ResponseRouteDeps>((_app, deps) => ({
  'GET /callout/{id}/responses.csv': async (request, reply) =>
    sendResponsesCsv(request, reply, deps, request.params.id),
}));

/** Streams a call-out's CSV export to `reply`; also `GET callout/{id}/responses?format=csv`. */
export async function sendResponsesCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ResponseRouteDeps,
  idOrSlug: string,
) {
  const { row, rights } = await visibleCallout(request, deps, idOrSlug);
  if (!rights.isAdmin && !rights.reviewer) throw apiError('forbidden');
  const stream = responsesCsvStream(deps.exports, row.id, formComponents(row.form_schema));
  return sendCsv(reply, `${row.slug}-responses.csv`, stream);
}
