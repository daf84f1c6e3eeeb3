import { globalPlugin } from './global-plugin.ts';

export interface SecurityHeadersOptions {
  /** EMBED_ORIGINS: the sites that may frame the embeddable pages; null: any site. */
  embedOrigins: readonly string[] | null;
  /** Other origins the app's pages may fetch from: the address search's geocoder (content/general `geocoderUrl`). */
  connectOrigins?: () => Promise<readonly string[]>;
}

/**
 * The app's pages a newsroom may show in an iframe (the route table's
 * `embeddable` routes: join, a call-out, its gallery, map and thanks page);
 * every other page refuses to be framed.
 */
const embeddablePaths = [/^\/join\/?$/, /^\/crowdnewsroom\/[^/]+(?:\/(?:gallery|map|thanks))?\/?$/];

export const isEmbeddablePath = (url: string) => {
  const path = url.split('?', 1)[0]!;
  return embeddablePaths.some((pattern) => pattern.test(path));
};

/**
 * The app's Content-Security-Policy: scripts only from the site itself (no
 * inline script, no eval); styles may be injected by the bundles' CSS
 * chunks; images also from https (map tiles and logos the newsroom sets);
 * fetches also to the geocoder the newsroom sets.
 */
function contentSecurityPolicy(frameAncestors: string, connect: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * Headers on every answer (API, app, files, CSV): `nosniff`, a referrer
 * policy that never sends a path (reset links carry tokens) to other sites,
 * HSTS when the request came over https (behind TRUST_PROXY, as the proxy
 * says), and on HTML pages the CSP with `frame-ancestors`: the embed sites
 * on embeddable pages, `'none'` elsewhere.
 */
export const securityHeaders = globalPlugin<SecurityHeadersOptions>('security-headers', async (app, options) => {
  const embedAncestors = options.embedOrigins ? [...options.embedOrigins, "'self'"].join(' ') : '*';
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      const framed = isEmbeddablePath(request.url);
      const connect = (await options.connectOrigins?.()) ?? [];
      reply.header('content-security-policy', contentSecurityPolicy(framed ? embedAncestors : "'none'", connect));
      if (!framed) reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
});

/**
 * The origin of an http(s) URL as a CSP source, or nothing (empty, or not a URL).
 * @example urlOrigin('https://nominatim.openstreetmap.org/search') // ['https://nominatim.openstreetmap.org']
 */
export function urlOrigin(url: string): string[] {
  if (!/^https?:\/\//.test(url)) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
