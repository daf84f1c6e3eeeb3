import type { FromSchema } from 'json-schema-to-ts';

/**
 * The answer to `POST images` and `POST documents`: `url` is
 * absolute, `path` the same file from the site's root, `hash` the sha256 of
 * the bytes received (hex) and `filename` the client's name, sanitised.
 */
export const uploadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'url', 'path', 'hash', 'filename'],
  properties: {
    id: { type: 'string' },
    url: { type: 'string' },
    path: { type: 'string' },
    hash: { type: 'string' },
    filename: { type: 'string' },
  },
} as const;
export type Upload = FromSchema<typeof uploadSchema>;
