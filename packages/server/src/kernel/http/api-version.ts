import { apiVersion, apiVersionHeader } from '@masthead/core';
import { globalPlugin } from './global-plugin.ts';

/**
 * Stamps the API version on every response: API, static files and errors.
 * Set on request, before anything can fail, and Fastify keeps headers set
 * this early when an error handler later replaces the body.
 */
export const apiVersionPlugin = globalPlugin('api-version', async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(apiVersionHeader, apiVersion);
  });
});
