import type { FromSchema } from 'json-schema-to-ts';
import { listOf, pageProperties } from './list.ts';

/**
 * Where an email is (server email/README.md): `kept` without SMTP (never
 * sent, read in the outbox); with SMTP `queued`, `sending`, then `sent`, or
 * `failed` after its last attempt (an admin may retry it).
 */
export const outboxStatuses = ['kept', 'queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;

/** One email of the outbox (kept, or queued for SMTP), as admins read it. */
export const outboxEmailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'to',
    'from',
    'subject',
    'text',
    'html',
    'template',
    'locale',
    'createdAt',
    'status',
    'attempts',
    'lastError',
    'sentAt',
  ],
  properties: {
    id: { type: 'string' },
    to: { type: 'string' },
    from: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: 'string' },
    template: { type: 'string' },
    locale: { type: 'string' },
    createdAt: date,
    status: { type: 'string', enum: outboxStatuses },
    /** Attempts to send it so far (0 while kept or not yet tried). */
    attempts: { type: 'integer' },
    /** The last SMTP error, the recipient's address masked; null once sent. */
    lastError: { type: ['string', 'null'] },
    sentAt: nullableDate,
  },
} as const;
export type OutboxEmail = FromSchema<typeof outboxEmailSchema>;

export const outboxListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pageProperties(), status: { type: 'string', enum: outboxStatuses } },
} as const;

export const outboxListSchema = listOf(outboxEmailSchema);
