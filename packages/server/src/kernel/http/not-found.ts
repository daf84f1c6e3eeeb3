import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { errorBody, parseEmbeddablePath } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { globalPlugin } from './global-plugin.ts';

export interface NotFoundOptions {
  /** The hosted app's built `index.html`, or null when it is not built. */
  appIndex: string | null;
  /**
   * Extra `<head>` markup for a page, or null (the oEmbed discovery link of
   * a call-out's public pages): a CMS reads the raw HTML and runs no script.
   */
  pageHead?: (request: FastifyRequest) => Promise<string | null>;
}

// Paths the single-page app never owns: a miss there is a real 404 (a
// download link followed before the build made the file gets the error, not the app).
const notAppPrefixes = ['/api', '/embed', '/demo', '/downloads'];

/**
 * Answers requests that match no route and no file. The hosted app routes
 * in the browser, so a page request for `/members/profile` gets the app's
 * `index.html`; everything else (unknown API calls, missing assets) gets
 * the JSON 404 envelope.
 */
export const notFound = globalPlugin<NotFoundOptions>('not-found', async (app, { appIndex, pageHead }) => {
  app.setNotFoundHandler(async (request, reply) => {
    if (appIndex && wantsAppPage(request)) {
      // no-cache: the shell names the current hashed bundles, so a browser
      // must check for a new one on every visit.
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const head = pageHead ? await pageHead(request) : null;
      if (!head) return reply.send(createReadStream(appIndex));
      const shell = await readFile(appIndex, 'utf8');
      return reply.send(shell.replace('</head>', `${head}\n</head>`));
    }
    return reply.code(404).send(errorBody('not-found'));
  });
});

/** A browser navigating to a page of the app, rather than fetching data or an asset. */
function wantsAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (notAppPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  // A call-out's public pages are pages whatever the Accept: CMSes look for their oEmbed link with `*/*` or none.
  return (request.headers.accept ?? '').includes('text/html') || parseEmbeddablePath(path) !== null;
}
