import { Readable } from 'node:stream';
import { formComponents } from '@masthead/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { ResponseExportRepository, ResponseExportRow } from './response-export-repository.ts';
import { visibleCallout } from '../callouts/callout-access.ts';
import { addressCoordinate, answerFlattener, csvLine } from './csv-row.ts';
import type { ResponseRouteDeps } from './response-access.ts';

/** Rows read per query or cursor fetch: memory stays flat however many responses there are. */
export const exportPageSize = 2000;

/** The spreadsheet apps of newsrooms (Excel above all) read UTF-8 only with a byte order mark. */
const byteOrderMark = '\uFEFF';

const coordinateAxes = ['lat', 'lng'] as const;

const fixedHeader = ['Number', 'Created at', 'Bucket', 'Name', 'Email', 'Tags', 'Assignee'];

/** The CSV text of a call-out's responses, a page of rows at a time. */
async function* csvChunks(
  exports: ResponseExportRepository,
  calloutId: string,
  components: ReturnType<typeof formComponents>,
) {
  // An address answer has two more columns, its latitude and longitude.
  const answerCells = components.flatMap(({ slideId, component }) => {
    const flatten = answerFlattener(component);
    const answer = (row: ResponseExportRow) => row.answers[slideId]?.[component.key];
    const cells = [(row: ResponseExportRow) => flatten(answer(row))];
    if (component.type !== 'address') return cells;
    return [
      ...cells,
      ...coordinateAxes.map((axis) => (row: ResponseExportRow) => addressCoordinate(answer(row), axis)),
    ];
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
  for await (const page of exports.exportPages(calloutId, exportPageSize)) {
    yield page.map((row) => csvLine(cellsOf(row, answerCells))).join('');
  }
}

function cellsOf(row: ResponseExportRow, answerCells: ((row: ResponseExportRow) => string)[]): string[] {
  return [
    String(row.number),
    row.createdAt,
    row.bucket === '' ? 'inbox' : row.bucket,
    row.contactName ?? row.guest_name ?? '',
    row.contactEmail ?? row.guest_email ?? '',
    row.tagNames,
    row.assigneeName ?? '',
    ...answerCells.map((cell) => cell(row)),
  ];
}

/**
 * `GET callout/{id}/responses.csv`: every response of a call-out for admins
 * and its reviewers, streamed page by page (2,000 rows a fetch: a
 * server-side cursor on PostgreSQL, keyset pages on PGlite).
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
  // Byte mode: at most one page waits beyond 64 KB of buffer before the next is read.
  const stream = Readable.from(csvChunks(deps.exports, row.id, formComponents(row.form_schema)), {
    objectMode: false,
    highWaterMark: 64 * 1024,
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${row.slug}-responses.csv"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
