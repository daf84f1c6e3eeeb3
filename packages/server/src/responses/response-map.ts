import { Readable } from 'node:stream';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { publishedParts, serialisePublished, type PublishedParts } from '../callouts/published.ts';
import { visibleCallout } from '../callouts/callout-access.ts';
import type { ResponseExportRepository } from './response-export-repository.ts';
import type { ResponseRouteDeps } from './response-access.ts';

/** Responses read per query of the feed: a map's page of 1,000 is never held whole. */
export const mapFeedBatchSize = 100;

/**
 * The list envelope (docs/product/api.md, "Lists") of a feed page, written
 * out as its rows come: `{"items":[…],"offset":…,"count":…,"total":…}`, the
 * keys in the order the response schema gives them, each item as the
 * schema's serialiser writes it (its number, then its answers).
 */
async function* feedText(
  exports: ResponseExportRepository,
  calloutId: string,
  published: PublishedParts,
  page: { limit: number; offset: number },
  total: number,
) {
  yield '{"items":[';
  let count = 0;
  for await (const rows of exports.publishedPages(calloutId, published.buckets, page, mapFeedBatchSize)) {
    let text = '';
    for (const row of rows) text += `${count++ === 0 ? '' : ','}${JSON.stringify(serialisePublished(row, published))}`;
    yield text;
    // As the CSV export does: an emptied batch keeps no answers alive after it is written.
    rows.length = 0;
  }
  yield `],"offset":${page.offset},"count":${count},"total":${total}}`;
}

/**
 * `GET callout/{id}/responses/map`: public. Only responses in the buckets
 * the call-out publishes, and only when its gallery or map is on; only
 * their number and the answers the gallery and map show. Never a contact,
 * guest details, assignee, tags or comments. Streamed: read 100 at a time
 * and written out as they come (compressed like any JSON answer); the
 * total counted once per list version of the call-out.
 */
export const responseMapRoutes = operationRoutes<ResponseRouteDeps>((_app, deps) => ({
  'GET /callout/{id}/responses/map': async (request, reply) => {
    const { limit = 50, offset = 0 } = request.query;
    const { row } = await visibleCallout(request, deps, request.params.id);
    const published = publishedParts(row);
    // Counted before the first byte: a failure is still an error answer, not a cut stream.
    const total = await deps.exports.publishedTotal(row.id, published.buckets);
    const text = feedText(deps.exports, row.id, published, { limit, offset }, total);
    // Strings, as the CSV export writes them (response-csv.ts): no Buffer per chunk waiting for a GC.
    return (
      reply
        .type('application/json; charset=utf-8')
        // A stream is piped as it is, past the route's JSON serializer (its schema documents the text).
        .send(Readable.from(text, { objectMode: true, highWaterMark: 1 }) as never)
    );
  },
}));
