import { createReadStream } from 'node:fs';
import { errorBody } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { globalPlugin } from './global-plugin.ts';

export interface NotFoundOptions {
  /** The hosted app's built `index.html`, or null when it is not built. */
  appIndex: string | null;
}

// Paths the single-page app never owns: a miss there is a real 404.
const notAppPrefixes = ['/api', '/embed', '/demo'];

/**
 * Answers requests that match no route and no file. The hosted app routes
 * in the browser, so a page request for `/members/profile` gets the app's
 * `index.html`; everything else (unknown API calls, missing assets) gets
 * the JSON 404 envelope.
 */
export const notFound = globalPlugin<NotFoundOptions>('not-found', async (app, { appIndex }) => {
  app.setNotFoundHandler((request, reply) => {
    if (appIndex && wantsAppPage(request)) {
      // no-cache: the shell names the current hashed bundles, so a browser
      // must check for a new one on every visit.
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(createReadStream(appIndex));
    }
    return reply.code(404).send(errorBody('not-found'));
  });
});

/** A browser navigating to a page of the app, rather than fetching data or an asset. */
function wantsAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (notAppPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
