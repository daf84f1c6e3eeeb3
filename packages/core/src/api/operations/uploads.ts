import { idParams } from '../../schemas/params.ts';
import { uploadSchema } from '../../schemas/upload.ts';
import { defineOperations } from '../operation.ts';

/** `?w=`: the width the client shows the image at, in pixels (v0.32's query). */
const imageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { w: { type: 'integer', minimum: 1, maximum: 100000 } },
} as const;

/**
 * `images` and `documents`: one multipart field `file`. Anyone may upload
 * (guests answer call-outs with files), within the server's rate limits.
 */
export const uploadOperations = defineOperations({
  'POST /images': {
    id: 'uploadImage',
    summary: 'Upload an image (re-encoded as WebP at 400, 1200 and up to 2400 px)',
    tag: 'uploads',
    access: 'guest',
    consumes: 'multipart/form-data',
    response: { 200: uploadSchema },
  },
  'POST /documents': {
    id: 'uploadDocument',
    summary: 'Upload a PDF document',
    tag: 'uploads',
    access: 'guest',
    consumes: 'multipart/form-data',
    response: { 200: uploadSchema },
  },
  // v0.32's reads of an upload (packages/server/COMPATIBILITY.md): the same files as `/uploads/<id>/<name>`.
  'GET /images/{id}': {
    id: 'getImage',
    summary: 'An uploaded image as WebP: the narrowest stored width (400, 1200, full) of at least `w` px',
    tag: 'uploads',
    access: 'guest',
    params: idParams('id'),
    query: imageQuerySchema,
    response: { 200: { type: 'string', format: 'binary', description: 'image/webp' } },
  },
  'GET /documents/{id}': {
    id: 'getDocument',
    summary: 'An uploaded PDF document',
    tag: 'uploads',
    access: 'guest',
    params: idParams('id'),
    response: { 200: { type: 'string', format: 'binary', description: 'application/pdf' } },
  },
});
