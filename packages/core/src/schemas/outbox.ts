import { listOf, pageProperties } from './list.ts';

/** One email kept in the outbox (no SMTP server configured), as admins read it. */
export const outboxEmailSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'to', 'from', 'subject', 'text', 'html', 'template', 'locale', 'createdAt'],
  properties: {
    id: { type: 'string' },
    to: { type: 'string' },
    from: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: 'string' },
    template: { type: 'string' },
    locale: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const outboxListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pageProperties() },
} as const;

export const outboxListSchema = listOf(outboxEmailSchema);
