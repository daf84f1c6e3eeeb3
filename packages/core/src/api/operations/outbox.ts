import { outboxEmailSchema, outboxListQuerySchema, outboxListSchema } from '../../schemas/outbox.ts';
import { idParams, noContent } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/**
 * `outbox`: every email the server wrote, kept (no SMTP server set) or queued
 * for SMTP with where it is (queued, sent, failed). Admins only: they hold links.
 */
export const outboxOperations = defineOperations({
  'GET /outbox': {
    id: 'listOutboxEmails',
    summary: 'Emails kept (no SMTP server configured) or queued for sending, newest first; `status` filters',
    tag: 'email',
    access: 'admin',
    query: outboxListQuerySchema,
    response: { 200: outboxListSchema },
  },
  'GET /outbox/{id}': {
    id: 'getOutboxEmail',
    summary: 'One email of the outbox',
    tag: 'email',
    access: 'admin',
    params: idParams('id'),
    response: { 200: outboxEmailSchema },
  },
  'POST /outbox/{id}/retry': {
    id: 'retryOutboxEmail',
    summary: 'Send a failed email again now (409 when it has not failed)',
    tag: 'email',
    access: 'admin',
    params: idParams('id'),
    response: { 204: noContent },
  },
});
