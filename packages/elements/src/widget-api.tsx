import { ApiError, createRequest, resource } from '@masthead/client';
import { apiBasePath } from '@masthead/core';
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { reportingWidgetFetch, widgetErrorsFor } from './widget-errors.ts';
import type { CatalogLoaders } from './widgets-i18n.ts';

/** Where the widgets find the API and how they reach it. */
export interface WidgetApiSettings {
  /** The API's origin: an element's `api` attribute wins over it. */
  origin: string;
  /** Tests hand in a fake; the page's own `fetch` otherwise. */
  fetch?: typeof fetch;
  /** The page's origin (`location.origin`); tests set it to play a page on the API's own origin or on another. */
  pageOrigin?: string;
  /** Waits between the tries of a failed submission (`withRetries`); tests make them short. */
  retryDelays?: readonly number[];
  /**
   * The element's own widgets catalogs, by locale: the embed script hands in
   * the ones the build made for that element alone. Every widget's texts when not given.
   */
  catalogs?: CatalogLoaders;
  /**
   * An answer the embed script already asked for (`masthead.ts` starts a `<callout-form>`'s first
   * reads with its chunks), given once for the same GET, URL and credentials; none otherwise.
   */
  early?: (url: string, init?: RequestInit) => Promise<Response> | undefined;
}

export const WidgetApiContext = createContext<WidgetApiSettings>({
  origin: typeof location === 'undefined' ? '' : location.origin,
});

/**
 * Sets the widgets' API below it: masthead.ts gives each element the embed
 * script's origin; a test gives its fake `fetch`.
 */
export function WidgetApiProvider({ value, children }: { value: WidgetApiSettings; children: ReactNode }) {
  return <WidgetApiContext.Provider value={value}>{children}</WidgetApiContext.Provider>;
}

/**
 * What each element's `define` gives `defineElement` besides its props: the clicks inside it
 * become steps of the page's error reports (`widget-errors.ts`).
 * @example defineElement('join-form', withWidgetApi(JoinForm, settings), {...widgetElementOptions(settings), props})
 */
export const widgetElementOptions = (settings: WidgetApiSettings) => ({
  connected: (host: HTMLElement) => widgetErrorsFor(settings.origin, settings.fetch).watchClicks(host),
});

/** `Component` inside a provider with these settings: how masthead.ts tells each element where its API lives. */
export function withWidgetApi<P extends object>(Component: ComponentType<P>, settings: WidgetApiSettings) {
  const WithApi = (props: P) => (
    <WidgetApiProvider value={settings}>
      <Component {...props} />
    </WidgetApiProvider>
  );
  return WithApi;
}

const originOf = (url: string, base: string) => {
  try {
    return new URL(url, base).origin;
  } catch {
    return url;
  }
};

/**
 * Whether the widgets send cookies, decided once from where the page and the
 * API are: on the API's own origin (the hosted site) the reader's session
 * rides along; from any other origin every call is made without credentials
 * (`credentials: 'omit'`), as from a sandboxed frame of any address, which the server answers for its public routes with
 * `Access-Control-Allow-Origin: *`. Asking with cookies first and again
 * without would cost a refused request, a console error and a round trip each.
 */
export function sendsCookies(apiOrigin: string, pageOrigin: string | undefined): boolean {
  // A frame sandboxed without allow-same-origin (a stock WordPress's oEmbed frame) has an opaque origin,
  // whatever its address says: the server answers it only without credentials.
  if (pageOrigin === undefined && typeof self !== 'undefined' && self.origin === 'null') return false;
  const page = pageOrigin ?? (typeof location === 'undefined' ? undefined : location.origin);
  if (!page) return false;
  return originOf(apiOrigin, page) === originOf(page, page);
}

/** The calls the widgets make, typed from core's contract table. */
export function createWidgetApi({ origin, fetch: send, pageOrigin, retryDelays, catalogs, early }: WidgetApiSettings) {
  const root = origin.replace(/\/+$/, '');
  const withCookies = sendsCookies(root, pageOrigin);
  const sending: typeof fetch = send ?? ((input, init) => fetch(input, init));
  const request = createRequest({
    baseUrl: `${root}${apiBasePath}`,
    // Each answer is a step of the page's error reports; a 5xx or no answer is reported.
    fetch: reportingWidgetFetch(
      widgetErrorsFor(root, send),
      early ? (input, init) => early(String(input), init) ?? sending(input, init) : sending,
    ),
    credentials: withCookies ? 'include' : 'omit',
  });
  return {
    /** The API's origin, for the links and images it names by path. */
    origin: root,
    /** Whether the reader's cookies go along: only on the API's own origin (see `sendsCookies`). */
    withCookies,
    /** Waits between the tries of a submission; `withRetries`' own (1, 2, 4, 8 s) when not given. */
    retryDelays,
    /** Where the texts come from (`widgetsI18n`): the element's own catalogs, when the embed script gave them. */
    catalogs,
    request,
    callouts: resource(request, { get: 'GET /callout/{id}' }),
    responses: resource(request, {
      submit: 'POST /callout/{id}/responses',
      published: 'GET /callout/{id}/responses/map',
    }),
    captcha: resource(request, { challenge: 'GET /captcha' }),
    content: resource(request, { general: 'GET /content/general' }),
    /** `auth/info`: who is logged in on the hosted site (asked only where cookies go along). */
    auth: resource(request, { info: 'GET /auth/info' }),
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
