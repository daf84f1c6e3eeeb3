import { globalPlugin } from './global-plugin.ts';

/**
 * Every answer names its request in `X-Request-Id` (`kernel/logging/request-id.ts`),
 * errors included: the header set here stays when the error envelope
 * replaces the body. Registered first, so a hook that refuses early still sends it.
 */
export const requestIdHeader = globalPlugin('request-id-header', async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
