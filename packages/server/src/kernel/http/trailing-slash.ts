import type { RawRequestDefaultExpression } from 'fastify';
import { apiBasePath } from '@masthead/core';

/**
 * An API path without its one trailing slash: v0.32 answered `GET contact/`
 * as `GET contact`, and scripts written for it call both (docs/product/api.md,
 * "Compatibility with v0.32 clients"). Only `/api/…` is touched: Fastify's
 * `ignoreTrailingSlash` would also make `/demo` and `/demo/` one route, and
 * @fastify/static's redirect from the one to the other would loop.
 * @example withoutTrailingSlash('/api/1.0/contact/?limit=5') // '/api/1.0/contact?limit=5'
 */
export function withoutTrailingSlash(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.startsWith(`${apiBasePath}/`) || !path.endsWith('/') || path.endsWith('//')) return url;
  return path.slice(0, -1) + (query === -1 ? '' : url.slice(query));
}

/** Fastify's `rewriteUrl` option: `withoutTrailingSlash` of the raw request's URL. */
export const rewriteUrl = (request: RawRequestDefaultExpression) => withoutTrailingSlash(request.url ?? '/');
