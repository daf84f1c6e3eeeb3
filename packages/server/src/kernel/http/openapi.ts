import fastifySwagger from '@fastify/swagger';
import { apiBasePath, apiVersion, contactSchema, errorBodySchema } from '@masthead/core';
import { globalPlugin } from './global-plugin.ts';

/**
 * Collects every route's JSON schemas into an OpenAPI 3 document (served by
 * site/openapi-routes.ts). Must be registered before the routes it describes.
 * Shared schemas keep their `$id` as their component name, so the document
 * says `#/components/schemas/ErrorBody` rather than `def-0`.
 */
export const openapi = globalPlugin('openapi', async (app) => {
  app.addSchema(errorBodySchema);
  app.addSchema(contactSchema);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Masthead API',
        version: apiVersion,
        description: `Membership and call-outs for independent newsrooms. Base path ${apiBasePath}.`,
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
});

/** Error answers every route may give, for the document and the serializer. */
export const errorResponses = {
  '4xx': { $ref: 'ErrorBody#' },
  '5xx': { $ref: 'ErrorBody#' },
} as const;
