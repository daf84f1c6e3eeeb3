import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiBasePath } from '@masthead/core';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { MastheadDatabase } from './db/create-database.ts';
import { apiVersionPlugin } from './plugins/api-version.ts';
import { authContext } from './plugins/auth-context.ts';
import { csrfGuard } from './plugins/csrf-guard.ts';
import { errorEnvelope } from './plugins/error-envelope.ts';
import { notFound } from './plugins/not-found.ts';
import { openapi } from './plugins/openapi.ts';
import { createContentRepository } from './repositories/content-repository.ts';
import { contactRoutes } from './routes/contact.ts';
import { contentRoutes } from './routes/content.ts';
import { healthRoutes } from './routes/health.ts';
import { openapiRoutes } from './routes/openapi.ts';
import { staticFiles } from './routes/static-files.ts';

export interface AppOptions {
  config: Pick<Config, 'staticDir'>;
  database: MastheadDatabase;
  /** Fastify's logger option: `{level}` in the server, `false` in tests. */
  logger?: FastifyServerOptions['logger'];
}

/** 1 MiB: settings and call-out answers are small; uploads get their own limit. */
export const bodyLimit = 1024 * 1024;

/**
 * Builds the Fastify app without listening: plugins, then repositories,
 * then routes. The caller owns the database and closes it after the app.
 */
export function buildApp({ config, database, logger = false }: AppOptions): FastifyInstance {
  const app = Fastify({
    logger,
    bodyLimit,
    ajv: {
      // Reject unknown fields instead of silently dropping them, and report
      // every broken rule at once so a form can mark all its fields.
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array' },
    },
  });

  const appIndex = join(config.staticDir, 'app', 'index.html');
  app.register(errorEnvelope);
  app.register(notFound, { appIndex: existsSync(appIndex) ? appIndex : null });
  app.register(apiVersionPlugin);
  app.register(csrfGuard);
  app.register(authContext);
  app.register(openapi);

  const content = createContentRepository({ db: database.db });

  app.register(
    async (api) => {
      api.register(healthRoutes, { database });
      api.register(contentRoutes, { content });
      api.register(contactRoutes);
      api.register(openapiRoutes);
    },
    { prefix: apiBasePath },
  );
  app.register(staticFiles, { staticDir: config.staticDir });
  return app;
}
