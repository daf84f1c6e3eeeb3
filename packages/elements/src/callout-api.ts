import type { Callout, ResponseMapItem } from '@masthead/core';

/** A failed request: the API's error code and status, or `network` (status 0) when the server was not reached. */
export class CalloutApiError extends Error {
  constructor(
    readonly code: string,
    readonly httpCode: number,
    message: string,
  ) {
    super(message);
  }

  /** Network failures and 5xx: worth trying again. */
  get retryable(): boolean {
    return this.httpCode === 0 || this.httpCode >= 500;
  }
}

// Only headers the server's CORS preflight allows (Content-Type, Idempotency-Key, X-Requested-With).
const headers = { accept: 'application/json' };

/** API origins that refused our cookies (credentialed CORS is only for the hosted site): asked without them from then on. */
const withoutCookies = new Set<string>();

async function send(url: string, init: RequestInit): Promise<Response> {
  const origin = new URL(url, location.href).origin;
  const init2 = { ...init, headers: { ...headers, ...init.headers } };
  if (init.credentials === 'omit' || withoutCookies.has(origin)) return fetch(url, { ...init2, credentials: 'omit' });
  try {
    // Members' cookies ride along where the browser and the server allow them; guests need none.
    return await fetch(url, { ...init2, credentials: 'include' });
  } catch (error) {
    if (origin === location.origin) throw error;
    // A third-party page whose cookies the API does not accept: ask again as a guest.
    // (A refused preflight means a POST never reached the server; the idempotency key covers the rest.)
    withoutCookies.add(origin);
    return fetch(url, { ...init2, credentials: 'omit' });
  }
}

export async function request<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await send(url, init);
  } catch (cause) {
    throw new CalloutApiError('network', 0, cause instanceof Error ? cause.message : String(cause));
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const error = (body ?? {}) as { code?: string; message?: string };
    throw new CalloutApiError(error.code ?? `http-${response.status}`, response.status, error.message ?? text);
  }
  return body as T;
}

export const apiPath = (api: string, path: string) => `${api.replace(/\/+$/, '')}/api/1.0/${path}`;

/** Where the widgets' API lives unless an element's `api` says otherwise: the embed script's origin (set by masthead.ts). */
let defaultApi = typeof location === 'undefined' ? '' : location.origin;
export function setWidgetsDefaultApi(origin: string): void {
  defaultApi = origin;
}
/** The API origin for an element: its `api` attribute, else the default, without a trailing slash. */
export const widgetsApi = (api: string | undefined): string => (api || defaultApi).replace(/\/+$/, '');

/** `GET callout/{slug}?with=form&with=responseViewSchema&variant=<locale>`: the call-out, its form (for answer labels) and how it shows responses. */
export function fetchCalloutView(api: string, slug: string, locale: string): Promise<Callout> {
  const query = new URLSearchParams([
    ['with', 'form'],
    ['with', 'responseViewSchema'],
    ['variant', locale],
  ]);
  return request<Callout>(`${apiPath(api, `callout/${encodeURIComponent(slug)}`)}?${query}`, { credentials: 'omit' });
}

export interface PublishedResponses {
  items: ResponseMapItem[];
  offset: number;
  count: number;
  total: number;
}

/** `GET callout/{id}/responses/map`: one page of the responses the call-out publishes (public, no cookies needed). */
export function fetchPublishedResponses(
  api: string,
  calloutId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<PublishedResponses> {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  return request<PublishedResponses>(
    `${apiPath(api, `callout/${encodeURIComponent(calloutId)}/responses/map`)}?${query}`,
    { credentials: 'omit' },
  );
}
