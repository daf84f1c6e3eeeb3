import { healthSchema } from '@masthead/core';
import type { FastifyPluginAsync } from 'fastify';
import type { MastheadDatabase } from '../db/create-database.ts';
import { errorResponses } from '../plugins/openapi.ts';

interface Health {
  status: 'ok' | 'error';
  timestamp: string;
  services: { database: 'ok' | 'error' };
}

/**
 * `GET health`: the app shell polls it at start-up and a load balancer uses
 * it to take an instance out of rotation, hence 503 (not 200 with a flag)
 * when the database does not answer.
 */
export const healthRoutes: FastifyPluginAsync<{ database: Pick<MastheadDatabase, 'ping'> }> = async (
  app,
  { database },
) => {
  app.get<{ Reply: Health }>(
    '/health',
    {
      schema: {
        summary: 'Whether the server and its database answer',
        tags: ['health'],
        response: { 200: healthSchema, 503: healthSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      // More services (mail, payments) will join; any failing one fails the check.
      const databaseOk = await database.ping();
      return reply.code(databaseOk ? 200 : 503).send({
        status: databaseOk ? 'ok' : 'error',
        timestamp: new Date().toISOString(),
        services: { database: databaseOk ? 'ok' : 'error' },
      });
    },
  );
};
