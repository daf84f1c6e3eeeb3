import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { byteOrderMark, csvLine } from '../../kernel/csv/csv-line.ts';
import { sendCsv } from '../../kernel/csv/send-csv.ts';
import { apiError, HttpError } from '../../kernel/http/http-error.ts';
import { operationRoutes } from '../../kernel/http/operation-routes.ts';
import { isUuid } from '../../kernel/ids.ts';
import { contactImportRefusals } from '@masthead/core';
import { ImportInputError } from './import-file.ts';
import type { ImportService } from './import-service.ts';

/** The largest file `POST contact-import` takes: 50 MB, some 500,000 contacts of a Ghost export. */
export const maxImportBytes = 50 * 1024 * 1024;
/** Body types taken as the CSV file itself (spreadsheets and scripts send all of these). */
const csvTypes = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream'];
const refusedPage = 2000;

export interface ContactImportRouteOptions {
  imports: ImportService;
}

/**
 * The CSV body, held where nothing walks it: the text guard (kernel/http/text-guard.ts) walks a
 * body's own properties, which for a 10 MB Buffer are ten million. The file's bytes are checked by
 * `inspectFile` instead (a NUL is a 400).
 */
class CsvBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes() {
    return this.#bytes;
  }
}

/** The file: the body (`text/csv` and the like, no name) or the multipart field `file` (with its file name). */
async function fileOf(request: FastifyRequest): Promise<{ bytes: Uint8Array; name: string | null }> {
  if (request.body instanceof CsvBody) return { bytes: request.body.bytes, name: null };
  if (!request.isMultipart()) throw apiError('UNSUPPORTED_FILE_TYPE');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      throw apiError('validation', [{ field: 'file', rule: 'required', params: { missingProperty: 'file' } }]);
    }
    return { bytes: await part.toBuffer(), name: part.filename || null };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw apiError('LIMIT_FILE_SIZE');
    throw apiError('bad-request');
  }
}

/**
 * `GET contact-import` (the past imports), `POST contact-import`,
 * `GET contact-import/{id}` and its refused rows as CSV (admins and API keys; README.md here). Input that cannot be imported
 * is a 400 `bad-request` naming the field and rule, before anything is
 * written.
 */
export const contactImportRoutes = operationRoutes<ContactImportRouteOptions>(async (app, { imports }) => {
  await app.register(multipart, {
    limits: { fileSize: maxImportBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });
  app.addContentTypeParser(csvTypes, { parseAs: 'buffer', bodyLimit: maxImportBytes }, (_request, body, done) =>
    done(null, new CsvBody(body as Buffer)),
  );

  return {
    'GET /contact-import': async (request) => {
      const { limit = 50, offset = 0 } = request.query;
      return imports.list(limit, offset);
    },

    'POST /contact-import': async (request, reply) => {
      const file = await fileOf(request);
      try {
        const who = request.auth.contact?.id ?? null;
        const { accepted, report } = await imports.start(file.bytes, request.query, who, file.name);
        return reply.code(accepted ? 202 : 200).send(report);
      } catch (error) {
        if (error instanceof ImportInputError) {
          throw apiError('bad-request', [{ field: error.field, rule: error.rule, params: error.params }]);
        }
        throw error;
      }
    },

    'GET /contact-import/{id}': async (request) => {
      const report = isUuid(request.params.id) ? await imports.report(request.params.id) : null;
      if (!report) throw apiError('not-found');
      return report;
    },

    'GET /contact-import/{id}/refused': async (request, reply) => {
      const { id } = request.params;
      const report = isUuid(id) ? await imports.report(id) : null;
      if (!report) throw apiError('not-found');
      const { columns } = report;
      const header = [...columns, 'line', 'reason'];
      async function* lines() {
        yield byteOrderMark + csvLine(header);
        for (let after = 0; ;) {
          const page = await imports.refusals(id, { after, limit: refusedPage });
          yield page
            .map(({ line, code, field, cells }) => {
              const reason = contactImportRefusals[code].message + (field ? ` (${field})` : '');
              const padded = columns.map((_, index) => cells[index] ?? '');
              return csvLine([...padded, String(line), reason]);
            })
            .join('');
          if (page.length < refusedPage) return;
          after = page.at(-1)?.line ?? after;
        }
      }
      return sendCsv(reply, `import-${id.slice(0, 8)}-refused.csv`, Readable.from(lines(), { objectMode: false }));
    },
  };
});
