import type { FastifyPluginAsync } from 'fastify';
import { listOf, pageProperties } from '@masthead/core';
import type { OutboxEmail, OutboxRepository } from '../email/index.ts';
import { requireRole } from '../plugins/auth-context.ts';
import { apiError } from '../plugins/http-error.ts';
import { errorResponses } from '../plugins/openapi.ts';

const outboxEmailSchema = {
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

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageProperties(),
  },
} as const;

const listSchema = listOf(outboxEmailSchema);

const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string' } },
} as const;

interface OutboxList {
  items: OutboxEmail[];
  offset: number;
  count: number;
  total: number;
}

/**
 * `outbox`: the emails kept instead of sent when no SMTP_URL is set, newest
 * first. Admins only: the emails hold reset and login links.
 */
export const outboxRoutes: FastifyPluginAsync<{ outbox: OutboxRepository }> = async (app, { outbox }) => {
  app.get<{ Querystring: { limit: number; offset: number }; Reply: OutboxList }>(
    '/outbox',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Emails stored instead of sent (no SMTP server configured), newest first',
        tags: ['email'],
        querystring: listQuerySchema,
        response: { 200: listSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await outbox.list({ limit, offset });
      return { items, offset, count: items.length, total };
    },
  );

  app.get<{ Params: { id: string }; Reply: OutboxEmail }>(
    '/outbox/:id',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'One email of the outbox',
        tags: ['email'],
        params: idParamsSchema,
        response: { 200: outboxEmailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const email = await outbox.get(request.params.id);
      if (!email) throw apiError('not-found');
      return email;
    },
  );
};
