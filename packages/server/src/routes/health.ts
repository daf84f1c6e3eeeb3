import type { MastheadDatabase } from '../db/create-database.ts';
import { operationRoutes } from '../api/operation-routes.ts';

/**
 * `GET health`: the app shell polls it at start-up and a load balancer uses
 * it to take an instance out of rotation, hence 503 (not 200 with a flag)
 * when the database does not answer.
 */
export const healthRoutes = operationRoutes<{ database: Pick<MastheadDatabase, 'ping'> }>((_app, { database }) => ({
  'GET /health': async (_request, reply) => {
    // More services (mail, payments) will join; any failing one fails the check.
    const databaseOk = await database.ping();
    return reply.code(databaseOk ? 200 : 503).send({
      status: databaseOk ? 'ok' : 'error',
      timestamp: new Date().toISOString(),
      services: { database: databaseOk ? 'ok' : 'error' },
    });
  },
}));
