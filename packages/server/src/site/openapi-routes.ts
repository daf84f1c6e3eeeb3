import type { FastifyPluginAsync } from 'fastify';

/** `GET openapi.json`: the document @fastify/swagger builds from the route schemas. */
export const openapiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
