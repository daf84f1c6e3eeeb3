import type { MastheadDatabase } from '../kernel/db/create-database.ts';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import type { FileStore } from '../uploads/file-store.ts';

export interface HealthRouteOptions {
  database: Pick<MastheadDatabase, 'ping'>;
  /** Where uploads are written: a read-only folder or an unreachable bucket fails every upload, so it fails the check. */
  files: Pick<FileStore, 'check'>;
}

/**
 * `GET health`: the app shell polls it at start-up and a load balancer uses
 * it to take an instance out of rotation, hence 503 (not 200 with a flag)
 * when the database does not answer or the uploads store takes no file.
 */
export const healthRoutes = operationRoutes<HealthRouteOptions>((_app, { database, files }) => ({
  'GET /health': async (_request, reply) => {
    // More services (mail, payments) will join; any failing one fails the check.
    const [databaseOk, uploadsError] = await Promise.all([database.ping(), files.check()]);
    const ok = databaseOk && uploadsError === null;
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'error',
      timestamp: new Date().toISOString(),
      // Booleans, as v0.32 answered: scripts test `services.database === true`.
      services: { database: databaseOk, uploads: uploadsError === null },
    });
  },
}));
