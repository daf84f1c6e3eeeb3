import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { uploadSchema, type Upload } from '@masthead/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../plugins/http-error.ts';
import { errorResponses } from '../plugins/openapi.ts';
import type { UploadKind } from '../uploads/detect-type.ts';
import { uploadRateLimits, type RateLimiter } from '../uploads/rate-limiter.ts';
import { UnsupportedUploadError, type StoredUpload, type UploadService } from '../uploads/upload-service.ts';

/** SPEC.md s. 9: 20 MB. The multipart stream is cut off one byte later. */
export const maxUploadBytes = 20 * 1024 * 1024;

export interface UploadRouteOptions {
  uploads: UploadService;
  limiter: RateLimiter;
  /** The public address for `url`; without it, the request's own host. */
  siteUrl: string | null;
}

/**
 * `POST images` and `POST documents`: one multipart field `file`. Anyone
 * may call (guests answer call-outs with files), within the per-IP and
 * per-contact rate limits. Multipart is registered in this plugin only, so
 * every other route keeps taking JSON.
 */
export const uploadRoutes: FastifyPluginAsync<UploadRouteOptions> = async (app, { uploads, limiter, siteUrl }) => {
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });

  const receive = async (request: FastifyRequest, reply: FastifyReply, kind: UploadKind): Promise<Upload> => {
    await checkRateLimits(request, reply, limiter);
    if (!request.isMultipart()) throw fileMissing();
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw fileMissing();
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) throw apiError('LIMIT_FILE_SIZE');
      throw error;
    }
    let stored: StoredUpload;
    try {
      stored = await uploads.save({
        kind,
        bytes,
        filename: part.filename,
        contactId: request.auth.contact?.id ?? null,
        ip: request.ip,
      });
    } catch (error) {
      if (error instanceof UnsupportedUploadError) throw apiError('UNSUPPORTED_FILE_TYPE');
      throw error;
    }
    const path = `/uploads/${stored.id}/${stored.storedName}`;
    const origin = siteUrl ?? `${request.protocol}://${request.host}`;
    return { id: stored.id, url: `${origin}${path}`, path, hash: stored.hash, filename: stored.filename };
  };

  for (const [route, kind, summary] of [
    ['/images', 'image', 'Upload an image (re-encoded as WebP at 400, 1200 and up to 2400 px)'],
    ['/documents', 'document', 'Upload a PDF document'],
  ] as const) {
    app.post<{ Reply: Upload }>(
      route,
      {
        schema: {
          summary,
          tags: ['uploads'],
          consumes: ['multipart/form-data'],
          response: { 200: uploadSchema, ...errorResponses },
        },
      },
      (request, reply) => receive(request, reply, kind),
    );
  }
};

function fileMissing() {
  return apiError('validation', [{ field: 'file', rule: 'required', params: { missingProperty: 'file' } }]);
}

/** Counts the hit for the IP and, when logged in, the contact; 429 with Retry-After when either is over. */
async function checkRateLimits(request: FastifyRequest, reply: FastifyReply, limiter: RateLimiter): Promise<void> {
  const results = [await limiter.hit(`ip:${request.ip}`, uploadRateLimits.ip)];
  const contactId = request.auth.contact?.id;
  if (contactId) results.push(await limiter.hit(`contact:${contactId}`, uploadRateLimits.contact));
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return;
  // The error handler keeps headers set before the throw.
  reply.header('retry-after', Math.max(...refused.map((result) => result.retryAfter)));
  throw apiError('TOO_MANY_REQUESTS');
}

const contentTypes: Record<string, string> = { webp: 'image/webp', pdf: 'application/pdf' };

/**
 * `GET /uploads/<id>/<name>` (outside /api: these are files): `400.webp`,
 * `1200.webp` and `full.webp` for images, `document.pdf` for documents.
 * Names never change content, so they are cached for a year.
 */
export const uploadFileRoutes: FastifyPluginAsync<{ uploads: UploadService }> = async (app, { uploads }) => {
  app.get<{ Params: { id: string; name: string } }>(
    '/uploads/:id/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const upload = await uploads.find(request.params.id);
      const file = upload ? uploads.filePath(upload, request.params.name) : null;
      const size = file
        ? await stat(file).then(
            (info) => info.size,
            () => null,
          )
        : null;
      if (!upload || !file || size === null) throw apiError('not-found');
      const extension = request.params.name.split('.').pop() ?? '';
      reply
        .header('content-type', contentTypes[extension] ?? 'application/octet-stream')
        .header('content-length', size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // Even if a browser rendered a file as a page, it could run nothing.
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (upload.kind === 'document') reply.header('content-disposition', attachment(upload.filename));
      return reply.send(createReadStream(file));
    },
  );
};

/** `attachment` with an ASCII fallback name and the UTF-8 one (RFC 6266). */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
