import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export interface StaticFilesOptions {
  /** Holds the built `app/`, `embed/` and `demo/`; a missing folder is skipped. */
  staticDir: string;
}

/**
 * Serves the built front ends: the hosted app at `/`, the embed bundles at
 * `/embed/`, the demo newsroom page at `/demo/`. The app's client-side
 * routes are answered by the not-found plugin (SPA fallback). A folder that
 * is not built yet is skipped with a warning so the API still comes up.
 */
export const staticFiles: FastifyPluginAsync<StaticFilesOptions> = async (app, { staticDir }) => {
  const folders = [
    // The app's own routes must never shadow /api: a miss there is the JSON 404.
    { name: 'app', prefix: '/', extra: { allowedPath: (path: string) => !/^\/api(\/|$)/.test(path) } },
    { name: 'embed', prefix: '/embed/', extra: {} },
    // `/demo` redirects to `/demo/` so the page's relative links resolve.
    { name: 'demo', prefix: '/demo', extra: { redirect: true } },
  ];
  for (const { name, prefix, extra } of folders) {
    const root = join(staticDir, name);
    if (!existsSync(root)) {
      app.log.warn(`${root} does not exist (not built yet?); ${prefix} is not served`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      index: 'index.html',
      setHeaders: (reply, path) => {
        if (basename(path) === 'index.html') reply.header('cache-control', 'no-cache');
      },
      ...extra,
    });
  }
};
