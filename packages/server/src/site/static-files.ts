import { existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { cacheControlFor } from './static-cache.ts';

export interface StaticFilesOptions {
  /** Holds the built `app/`, `embed/`, `demo/` and `downloads/`; a missing folder is skipped. */
  staticDir: string;
}

/**
 * Serves the built front ends: the hosted app at `/`, the embed bundles at
 * `/embed/`, the demo newsroom page at `/demo/`, and files to download at
 * `/downloads/` (the WordPress plugin's zip, which the build makes only
 * when the plugin's folder is there). The app's client-side routes are
 * answered by the not-found plugin (SPA fallback). A folder that is not
 * built yet is skipped with a warning so the API still comes up.
 *
 * The build writes `.br` and `.gz` copies beside text files
 * (scripts/precompress.mjs); `preCompressed` sends the one the request's
 * Accept-Encoding prefers (br, then gzip, never one it gives q=0) with the
 * original's Content-Type and `Vary: Accept-Encoding`, else the original.
 * A Range then applies to the encoded bytes, which have their own ETag.
 */
export const staticFiles: FastifyPluginAsync<StaticFilesOptions> = async (app, { staticDir }) => {
  const folders = [
    // The app's own routes must never shadow /api: a miss there is the JSON 404.
    { name: 'app', prefix: '/', extra: { allowedPath: (path: string) => !/^\/api(\/|$)/.test(path) } },
    { name: 'embed', prefix: '/embed/', extra: {} },
    // `/demo` redirects to `/demo/` so the page's relative links resolve.
    { name: 'demo', prefix: '/demo', extra: { redirect: true } },
    // Sent as they are (a zip is compressed already), to be saved rather than shown.
    { name: 'downloads', prefix: '/downloads/', extra: { preCompressed: false }, download: true },
  ];
  for (const { name, prefix, extra, download = false } of folders) {
    const root = join(staticDir, name);
    if (!existsSync(root)) {
      // Without the plugin's folder the build makes no downloads: no warning on every start.
      if (!download) app.log.warn(`${root} does not exist (not built yet?); ${prefix} is not served`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      // A list: with `preCompressed`, @fastify/static looks a folder's index up
      // only in a list, and a string would make `/demo/` a 404.
      index: ['index.html'],
      preCompressed: true,
      setHeaders: (reply, path) => {
        // `path` is the file sent: the original or its `.br`/`.gz` copy.
        const cacheControl = cacheControlFor(name, relative(root, path).replace(/\.(br|gz)$/, ''));
        if (cacheControl) reply.header('cache-control', cacheControl);
        if (download) reply.header('content-disposition', `attachment; filename="${basename(path)}"`);
      },
      ...extra,
    });
  }
};
