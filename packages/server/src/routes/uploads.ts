import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { Upload } from '@masthead/core';
import { operationRoutes } from '../api/operation-routes.ts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiError, HttpError } from '../plugins/http-error.ts';
import type { UploadKind } from '../uploads/detect-type.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import {
  OversizedUploadError,
  UnsupportedUploadError,
  type StoredUpload,
  type UploadService,
} from '../uploads/upload-service.ts';

/** SPEC.md s. 9: 20 MB. The multipart stream is cut off one byte later. */
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
 * per-contact rate limits. Multipart is registered in this plugin only, so
 * every other route keeps taking JSON.
 */
export const uploadRoutes = operationRoutes<UploadRouteOptions>(async (app, { uploads, limiter, origin }) => {
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });

  const receive = async (request: FastifyRequest, kind: UploadKind): Promise<Upload> => {
    // Per IP and, when logged in, per contact: 429 with Retry-After when either is over.
    await limiter.enforce([
      ['uploadIp', request.ip],
      ['uploadContact', request.auth.contact?.id],
    ]);
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
    const path = `/uploads/${stored.id}/${stored.storedName}`;
    // Never from the request's Host or X-Forwarded-Host (anyone can send those).
    return { id: stored.id, url: `${await origin()}${path}`, path, hash: stored.hash, filename: stored.filename };
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
