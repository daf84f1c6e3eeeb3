import { apiBasePath, operationOf, operations, splitOperationKey, type ApiOperationKey } from '@masthead/core';
import { globalPlugin } from './global-plugin.ts';

export interface CorsOptions {
  /** The hosted site (SITE_URL); the one origin that may call the API with credentials. */
  siteUrl: string | null;
}

const allowedHeaders = 'Content-Type, Idempotency-Key, X-Requested-With, X-Answer-Pass';
const credentialedMethods = 'GET, POST, PUT, PATCH, DELETE';
/** Answer headers the app and widgets may read: the request id, for a reader's error report. */
const exposedHeaders = 'X-Request-Id';

/**
 * Tags of guest operations that stay out of cross-origin CORS: logging in and
 * out, login links and resetting a password or 2FA set or read the hosted
 * site's session, which no page of another origin may use or see (the session
 * cookie is SameSite=Lax and a cross-origin widget sends no cookies anyway),
 * and `auth/info` would only ever answer "guest" there.
 */
const sameSiteOnlyTags = new Set(['auth']);

/** `/callout/{id}/responses/map` → a pattern matching `/callout/x/responses/map` (a `{name}` is one path segment). */
const pathPattern = (path: string) =>
  new RegExp(
    `^${path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}/?$`,
  );

/**
 * What embedded widgets on any newsroom page may call without credentials:
 * every operation of core's contract table whose `access` is `guest` (reading
 * call-outs and published responses, the captcha, the general settings,
 * answering, uploads, health), except the session ones above. A new guest
 * operation is covered without touching this file. (Plus the embed script
 * itself, under `/embed/`, and `/oembed`.)
 */
export const publicCorsOperations: readonly ApiOperationKey[] = (Object.keys(operations) as ApiOperationKey[]).filter(
  (key) => operationOf(key).access === 'guest' && !sameSiteOnlyTags.has(operationOf(key).tag),
);

const publicRoutes = publicCorsOperations.map((key) => {
  const { method, path } = splitOperationKey(key);
  return { method: method as string, path: pathPattern(path) };
});

/** Whether `method url` is one of the public widget calls. */
export function isPublicCorsRoute(method: string, url: string): boolean {
  const path = url.split('?', 1)[0]!;
  // The embed script and its chunks: a module script from another origin is fetched with CORS; oEmbed is
  // public. So are the app's built assets: an embeddable page framed with sandbox="allow-scripts" (as a
  // stock WordPress frames an oEmbed provider it does not trust) has the origin null, and its modules,
  // styles and fonts come under CORS.
  if (path.startsWith('/embed/') || path.startsWith('/assets/') || path === '/oembed')
    return method === 'GET' || method === 'HEAD';
  if (!path.startsWith(`${apiBasePath}/`)) return false;
  const rest = path.slice(apiBasePath.length);
  return publicRoutes.some((r) => r.method === method && r.path.test(rest));
}

const originOf = (url: string | null) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * CORS: any origin may make the public widget calls without credentials
 * (`Access-Control-Allow-Origin: *` when no cookie came along); only the
 * hosted site's own origin gets credentialed CORS. Preflights answer with
 * the headers the widgets send.
 */
export const cors = globalPlugin<CorsOptions>('cors', async (app, options) => {
  const site = originOf(options.siteUrl);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) return;
    const preflight = request.method === 'OPTIONS' && !!request.headers['access-control-request-method'];
    const method = preflight ? String(request.headers['access-control-request-method']).toUpperCase() : request.method;
    reply.header('vary', 'Origin');
    if (site && origin === site) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('access-control-expose-headers', exposedHeaders);
      if (preflight) {
        reply.header('access-control-allow-methods', credentialedMethods);
        reply.header('access-control-allow-headers', allowedHeaders);
        reply.header('access-control-max-age', '600');
        return reply.code(204).send();
      }
      return;
    }
    if (!isPublicCorsRoute(method, request.url)) {
      // No CORS headers: the browser keeps the answer from the other origin.
      if (preflight) return reply.code(204).send();
      return;
    }
    if (preflight) {
      reply.header('access-control-allow-origin', '*');
      reply.header('access-control-allow-methods', method);
      reply.header('access-control-allow-headers', allowedHeaders);
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
    if (request.headers.cookie) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', exposedHeaders);
  });
});
