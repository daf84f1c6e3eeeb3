import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends `stream` as a CSV download named `filename`, never cached (an
 * export holds what only its caller may read).
 * @example return sendCsv(reply, 'contacts-2026-12-04.csv', stream)
 */
export function sendCsv(reply: FastifyReply, filename: string, stream: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
