import { ApiError, createRequest, resource, uploader } from '@masthead/client';
import { apiBasePath } from '@masthead/core';
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';

/** Where the widgets find the API and how they reach it. */
export interface WidgetApiSettings {
  /** The API's origin: an element's `api` attribute wins over it. */
  origin: string;
  /** Tests hand in a fake; the page's own `fetch` otherwise. */
  fetch?: typeof fetch;
}

const WidgetApiContext = createContext<WidgetApiSettings>({
  origin: typeof location === 'undefined' ? '' : location.origin,
});

/**
 * Sets the widgets' API below it: masthead.ts gives each element the embed
 * script's origin; a test gives its fake `fetch`.
 */
export function WidgetApiProvider({ value, children }: { value: WidgetApiSettings; children: ReactNode }) {
  return <WidgetApiContext.Provider value={value}>{children}</WidgetApiContext.Provider>;
}

/** `Component` inside a provider with these settings: how masthead.ts tells each element where its API lives. */
export function withWidgetApi<P extends object>(Component: ComponentType<P>, settings: WidgetApiSettings) {
  const WithApi = (props: P) => (
    <WidgetApiProvider value={settings}>
      <Component {...props} />
    </WidgetApiProvider>
  );
  return WithApi;
}

/** API origins that refused our cookies (credentialed CORS is only for the hosted site): asked without them from then on. */
const withoutCookies = new Set<string>();

/**
 * Members' cookies ride along where the browser and the server allow them;
 * guests need none. A third-party page whose cookies the API does not accept
 * is asked again as a guest (a refused preflight means a POST never reached
 * the server; the idempotency key covers the rest).
 */
function cookieFallback(send: typeof fetch): typeof fetch {
  return async (input, init = {}) => {
    const origin = new URL(input instanceof Request ? input.url : String(input), location.href).origin;
    if (init.credentials === 'omit' || withoutCookies.has(origin)) return send(input, { ...init, credentials: 'omit' });
    try {
      return await send(input, { ...init, credentials: 'include' });
    } catch (error) {
      if (origin === location.origin) throw error;
      withoutCookies.add(origin);
      return send(input, { ...init, credentials: 'omit' });
    }
  };
}

/** The calls the widgets make, typed from core's contract table. */
export function createWidgetApi({ origin, fetch: send }: WidgetApiSettings) {
  const root = origin.replace(/\/+$/, '');
  const request = createRequest({
    baseUrl: `${root}${apiBasePath}`,
    fetch: cookieFallback(send ?? ((input, init) => fetch(input, init))),
  });
  return {
    /** The API's origin, for the links and images it names by path. */
    origin: root,
    request,
    upload: uploader(request, request.url),
    callouts: resource(request, { get: 'GET /callout/{id}' }),
    responses: resource(request, {
      submit: 'POST /callout/{id}/responses',
      published: 'GET /callout/{id}/responses/map',
    }),
    captcha: resource(request, { challenge: 'GET /captcha' }),
    content: resource(request, { general: 'GET /content/general' }),
    /** `contact/me`: who is logged in on the hosted site. */
    contacts: resource(request, { get: 'GET /contact/{id}' }),
  };
}

export type WidgetApi = ReturnType<typeof createWidgetApi>;

/** The widgets' API for an element whose `api` attribute may name another origin. */
export function useWidgetApi(api: string | undefined): WidgetApi {
  const settings = useContext(WidgetApiContext);
  const origin = api || settings.origin;
  return useMemo(() => createWidgetApi({ ...settings, origin }), [settings, origin]);
}

/** The error code a failed call reports in `callout:error`: the API's, or `network` when it was not reached. */
export const errorCode = (error: unknown): string =>
  error instanceof ApiError && !error.isNetworkError ? error.code : 'network';
