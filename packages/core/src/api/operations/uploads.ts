import { uploadSchema } from '../../schemas/upload.ts';
import { defineOperations } from '../operation.ts';

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
});
