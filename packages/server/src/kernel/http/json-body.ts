import { globalPlugin } from './global-plugin.ts';

/**
 * Fastify's JSON parser, except that an empty body is no body at all: many
 * clients (curl, scripts, proxies) send `Content-Type: application/json` on a
 * POST without one, and such a request then meets the route's own rules
 * (`emptyBodyAsObject`, or the schema's 422) instead of a bare 400.
 * Prototype-poisoning keys are still refused, as by the default parser.
 */
export const jsonBody = globalPlugin('json-body', async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parse(request, text, done);
  });
});
