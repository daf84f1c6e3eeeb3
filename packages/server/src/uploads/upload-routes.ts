import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { Upload } from '@masthead/core';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiError, HttpError } from '../kernel/http/http-error.ts';
import { byteRange } from './byte-range.ts';
import type { UploadKind } from './detect-type.ts';
import type { FileStore } from './file-store.ts';
import { imageFileForWidth } from './store-image.ts';
import type { RateLimiter } from '../kernel/rate-limits/rate-limiter.ts';
import {
  documentFileName,
  OversizedUploadError,
  UnsupportedUploadError,
  type StoredUpload,
  type UploadService,
} from './upload-service.ts';

/** docs/product/limits.md, "Uploads": 20 MB. The multipart stream is cut off one byte later. */
export const maxUploadBytes = 20 * 1024 * 1024;

export interface UploadRouteOptions {
  uploads: UploadService;
  limiter: RateLimiter;
  /** Where `url` points: SITE_URL, else the general settings' site URL, else nothing (`uploadOrigin`). */
  origin: () => Promise<string>;
}

/**
 * `POST images` and `POST documents`: one multipart field `file`. Anyone
 * may call (guests answer call-outs with files), within the per-IP and
 * per-contact rate limits (API keys: none). Multipart is registered in this plugin only, so
 * every other route keeps taking JSON.
 */
export const uploadRoutes = operationRoutes<UploadRouteOptions>(async (app, { uploads, limiter, origin }) => {
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });

  const receive = async (request: FastifyRequest, kind: UploadKind): Promise<Upload> => {
    // Per IP and, when logged in, per contact: 429 with Retry-After when either is over. An API
    // key (the newsroom's own script or import) is not limited, as decision 37 says.
    if (request.auth.method !== 'api-key') {
      await limiter.enforce([
        ['uploadIp', request.ip],
        ['uploadContact', request.auth.contact?.id],
      ]);
    }
    if (!request.isMultipart()) throw fileMissing();
    let bytes: Buffer;
    let filename: string;
    try {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw fileMissing();
      filename = part.filename;
      bytes = await part.toBuffer();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if ((error as { statusCode?: number }).statusCode === 413) throw apiError('LIMIT_FILE_SIZE');
      // Anything else reading the form is the form's fault: no boundary, cut off, parts out of shape.
      throw apiError('bad-request');
    }
    let stored: StoredUpload;
    try {
      stored = await uploads.save({
        kind,
        bytes,
        filename,
        contactId: request.auth.contact?.id ?? null,
        ip: request.ip,
      });
    } catch (error) {
      if (error instanceof UnsupportedUploadError) throw apiError('UNSUPPORTED_FILE_TYPE');
      // Too many pixels is "too large" to the person who chose the file.
      if (error instanceof OversizedUploadError) throw apiError('LIMIT_FILE_SIZE');
      throw error;
    }
    const file = `/uploads/${stored.id}/${stored.storedName}`;
    // v0.32's `path`, read against the API's base; a file answer may name either (own-file-answers.ts).
    const path = `${kind === 'image' ? 'images' : 'documents'}/${stored.id}`;
    // Never from the request's Host or X-Forwarded-Host (anyone can send those).
    return { id: stored.id, url: `${await origin()}${file}`, path, hash: stored.hash, filename: stored.filename };
  };

  return {
    'POST /images': (request) => receive(request, 'image'),
    'POST /documents': (request) => receive(request, 'document'),
  };
});

function fileMissing() {
  return apiError('validation', [{ field: 'file', rule: 'required', params: { missingProperty: 'file' } }]);
}

const contentTypes: Record<string, string> = { webp: 'image/webp', pdf: 'application/pdf' };
/** Names never change content, so files are cached for a year. */
const cachedForever = 'public, max-age=31536000, immutable';

export interface UploadFileRouteOptions {
  uploads: UploadService;
  /** Where the files are: the local folder or the S3 bucket (`uploads/create-file-store.ts`). */
  files: FileStore;
}

/**
 * `GET /uploads/<id>/<name>` (outside /api: these are files): `400.webp`,
 * `1200.webp` and `full.webp` for images, `document.pdf` for documents.
 * The same headers from either store, with ETag (304 on If-None-Match) and
 * one byte range (206, or 416 past the end). With S3_SIGNED_REDIRECT the
 * answer is a 302 to a short-lived presigned URL of the bucket instead.
 */
export const uploadFileRoutes: FastifyPluginAsync<UploadFileRouteOptions> = async (app, { uploads, files }) => {
  app.get<{ Params: { id: string; name: string } }>(
    '/uploads/:id/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const upload = await uploads.find(request.params.id);
      const key = upload ? uploads.fileKey(upload, request.params.name) : null;
      if (!upload || !key) throw apiError('not-found');
      return sendUploadFile(request, reply, files, upload, key);
    },
  );
};

/**
 * v0.32's reads of an upload under the API: `GET images/{id}?w=` answers the
 * narrowest stored width of at least `w` (`imageFileForWidth`: 400, 1200 or
 * the full size; nothing is re-encoded per request) and `GET documents/{id}`
 * the PDF, each as `/uploads/<id>/<name>` answers that file: the same
 * headers, ETag, ranges and signed redirect. An id of the other kind is a 404;
 * an ill-formed one a 400 (kernel/http/id-params.ts).
 */
export const uploadReadRoutes = operationRoutes<UploadFileRouteOptions>((_app, { uploads, files }) => {
  const read = async (request: FastifyRequest, reply: FastifyReply, kind: UploadKind, name: string) => {
    const upload = await uploads.find((request.params as { id: string }).id);
    const key = upload?.kind === kind ? uploads.fileKey(upload, name) : null;
    if (!upload || !key) throw apiError('not-found');
    return sendUploadFile(request, reply, files, upload, key);
  };
  return {
    'GET /images/{id}': (request, reply) => read(request, reply, 'image', imageFileForWidth(request.query.w)),
    'GET /documents/{id}': (request, reply) => read(request, reply, 'document', documentFileName),
  };
});

/** One file of an upload, as every route that serves one answers it. */
async function sendUploadFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  upload: StoredUpload,
  key: string,
) {
  const contentType = contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
  const disposition = upload.kind === 'document' ? attachment(upload.filename) : null;
  if (files.signedUrl) {
    const signed = await files.signedUrl(key, {
      contentType,
      cacheControl: cachedForever,
      ...(disposition ? { contentDisposition: disposition } : {}),
    });
    // The redirect lives as long as its URL is reused; the file behind it is cached for a year.
    return reply
      .code(302)
      .header('location', signed.url)
      .header('cache-control', `private, max-age=${signed.maxAge}`)
      .send();
  }
  const info = await files.head(key);
  if (!info) throw apiError('not-found');
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === info.etag ? byteRange(request.headers.range, info.size) : null;
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  reply
    .header('content-type', contentType)
    .header('cache-control', cachedForever)
    .header('etag', info.etag)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    // Even if a browser rendered a file as a page, it could run nothing.
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (disposition) reply.header('content-disposition', disposition);
  if (matchesEtag(request.headers['if-none-match'], info.etag)) return reply.code(304).send();
  // HEAD: the headers alone, without fetching the file (Fastify would read a stream to its end and drop it).
  const body = request.method === 'HEAD' ? Readable.from([]) : await files.read(key, range ?? undefined);
  if (!body) throw apiError('not-found');
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  return reply.header('content-length', range ? range.end - range.start + 1 : info.size).send(body);
}

/** Whether an If-None-Match header names `etag` (weakly, as RFC 9110 compares for it) or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strong = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strong(tag) === strong(etag));
}

/** `attachment` with an ASCII fallback name and the UTF-8 one (RFC 6266). */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
