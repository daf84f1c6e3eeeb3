import type { HttpAnswer, RecordedRequest } from './http-double.ts';

/** Path parameters; `id` is '' for routes without one. */
export type RouteParams = { id: string } & Record<string, string>;
export type RouteHandler = (request: RecordedRequest, params: RouteParams) => HttpAnswer;
export type Route = [method: string, pattern: string, handler: RouteHandler];

/**
 * Dispatches a request to the first route whose method and pattern
 * (`/v1/customers/:id`) match; `fallback` answers the rest.
 */
export function routeTable(routes: Route[], fallback: (request: RecordedRequest) => HttpAnswer) {
  const compiled = routes.map(([method, pattern, handler]) => {
    const names: string[] = [];
    const source = pattern.replace(/:(\w+)/g, (_match, name: string) => (names.push(name), '([^/]+)'));
    return { method, regex: new RegExp(`^${source}$`), names, handler };
  });
  return (request: RecordedRequest): HttpAnswer => {
    for (const route of compiled) {
      const match = route.method === request.method ? route.regex.exec(request.path) : null;
      if (!match) continue;
      const entries = route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]);
      const params = { id: '', ...Object.fromEntries(entries) } as RouteParams;
      return route.handler(request, params);
    }
    return fallback(request);
  };
}
