import type { FastifyRequest } from 'fastify';

/**
 * This server's own origin as the request reached it (`X-Forwarded-Proto`
 * counts where the proxy is trusted): what a page of another site must be
 * sent to when SITE_URL is unset.
 * @example serverOrigin(request) // 'http://127.0.0.1:3000'
 */
export const serverOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/**
 * `url` as an address any page can follow: a path (`/demo-checkout/…`) on
 * this server, anything else as it is. An embed on a newsroom's page would
 * otherwise follow a path on the newsroom's site.
 * @example onThisServer('/demo-checkout/f1', request) // 'http://127.0.0.1:3000/demo-checkout/f1'
 */
export function onThisServer(url: string, request: FastifyRequest): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${serverOrigin(request)}${url}` : url;
}
