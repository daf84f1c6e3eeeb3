import type { FromSchema } from 'json-schema-to-ts';

/**
 * The answer to `POST images` and `POST documents`, in v0.32's shape: `url`
 * is the file (absolute when the site's address is known), `path` the same
 * file against the API's base (`images/<id>`, `documents/<id>`), `hash` the
 * sha256 of the bytes received (hex) and `filename` the client's name, sanitised.
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
