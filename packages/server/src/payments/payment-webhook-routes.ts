import type { FastifyPluginAsync } from 'fastify';
import type { PaymentEvents } from './payment-events.ts';
import { InvalidWebhookError, type PaymentProvider, type ProviderName } from './providers/index.ts';
import { apiError } from '../kernel/http/http-error.ts';

export interface PaymentWebhookOptions {
  /** The providers set up on this server, by name (only these get an endpoint that answers). */
  providers: Partial<Record<ProviderName, PaymentProvider>>;
  events: PaymentEvents;
}

/** 1 MiB: providers' event bodies are a few KB. */
const webhookBodyLimit = 1024 * 1024;

/**
 * `POST /webhooks/stripe` and `POST /webhooks/gocardless`: what the
 * providers report, verified by signature over the exact bytes (so the body
 * is read raw, in this scope only), then applied (`PaymentEvents`: each event
 * once, in any order). Outside `/api/1.0`, without session or CSRF checks (no
 * cookie comes along). A bad signature or a body without an event id is a
 * 400 and changes nothing; a signed event off the provider's schema or in
 * another currency is a 200, recorded as rejected (providers/README.md,
 * "Events that are not applied"); a failure to apply is a 500, so the
 * provider delivers again.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<PaymentWebhookOptions> = async (app, { providers, events }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: webhookBodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  // Not part of /api/1.0 (the providers' shapes, not ours): left out of the OpenAPI document.
  app.post<{ Params: { provider: string } }>(
    '/webhooks/:provider',
    { schema: { hide: true } },
    async (request, reply) => {
      const provider = Object.hasOwn(providers, request.params.provider)
        ? providers[request.params.provider as ProviderName]
        : undefined;
      if (!provider) throw apiError('not-found');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let parsed;
      try {
        parsed = await provider.parseWebhook({ body, headers: request.headers });
      } catch (error) {
        if (error instanceof InvalidWebhookError)
          throw apiError('bad-request', [{ field: 'signature', rule: error.reason }]);
        throw error;
      }
      await events.apply(parsed);
      return reply.code(200).send({ received: parsed.length });
    },
  );
};
