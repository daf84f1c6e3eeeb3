import {
  apiKeyCreateSchema,
  apiKeyListQuerySchema,
  apiKeyListSchema,
  apiKeyTokenSchema,
} from '../../schemas/api-key.ts';
import { noContent, uuidParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/**
 * `api-key`: admins list and delete keys; only a superadmin logged in with
 * a session creates one (a key cannot make keys).
 */
export const apiKeyOperations = defineOperations({
  'GET /api-key': {
    id: 'listApiKeys',
    summary: 'The API keys, newest first',
    tag: 'api-key',
    access: 'admin',
    query: apiKeyListQuerySchema,
    response: { 200: apiKeyListSchema },
  },
  'POST /api-key': {
    id: 'createApiKey',
    summary: 'Create a key; the token is in this answer only',
    tag: 'api-key',
    access: 'superadmin-session',
    apiKey: false,
    body: apiKeyCreateSchema,
    response: { 200: apiKeyTokenSchema },
  },
  'DELETE /api-key/{id}': {
    id: 'deleteApiKey',
    summary: 'Delete a key; it stops working at once',
    tag: 'api-key',
    access: 'admin',
    params: uuidParams,
    response: { 204: noContent },
  },
});
