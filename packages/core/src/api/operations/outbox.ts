import { outboxEmailSchema, outboxListQuerySchema, outboxListSchema } from '../../schemas/outbox.ts';
import { idParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/** `outbox`: the emails kept instead of sent when no SMTP server is set. Admins only: they hold links. */
export const outboxOperations = defineOperations({
  'GET /outbox': {
    id: 'listOutboxEmails',
    summary: 'Emails stored instead of sent (no SMTP server configured), newest first',
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
});
