import { maskSecretLinks, type BreadcrumbKind, type ClientErrorSource } from '@masthead/core';

/** One step before an error: a page, an API call, a click. */
export interface ReporterBreadcrumb {
  at: string;
  kind: BreadcrumbKind;
  text: string;
}

/** Besides the error: the failed call it is about. */
export interface ReportDetails {
  requestId?: string | null;
  status?: number;
  operation?: string;
}

export interface ErrorReporterOptions {
  /** Where /api/1.0 lives: `/api/1.0` in the app, the embed script's origin + `/api/1.0` in widgets. */
  baseUrl: string;
  source: ClientErrorSource;
  release?: string;
  /** The app sends its session (and the AJAX header the CSRF guard wants); widgets on other sites send none. */
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
  /** The page's address; `location.href` by default. Only its origin and path are sent. */
  page?: () => string;
  now?: () => number;
}

export interface ErrorReporter {
  /** Records a step; only the last 20 are kept. */
  breadcrumb(kind: BreadcrumbKind, text: string): void;
  /** An API call's answer: a breadcrumb, and a report when it is a 5xx or no answer at all (0). */
  apiCall(operation: string, status: number, requestId?: string | null): void;
  /** Reports an error (an `Error`, a rejection's reason, anything). */
  report(error: unknown, details?: ReportDetails): void;
  /** Reports uncaught errors and unhandled rejections of `target`; returns how to stop. */
  listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
  /** Records clicks inside `root` as the control's role and name, never a value typed; returns how to stop. */
  watchClicks(root: Pick<Node, 'addEventListener' | 'removeEventListener'>): () => void;
  readonly breadcrumbs: readonly ReporterBreadcrumb[];
}

const maxCrumbs = 20;
const dedupeMs = 60_000;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
/**
 * As the server does (client-errors/scrub.ts): no secret of an emailed link
 * (`/auth/reset-password/***`, `PUT /reset-password/***`), no emails and no
 * long numbers leave the browser. Links first: a token's digits taken as a
 * number would leave the rest of the token behind.
 */
const scrub = (text: string) =>
  maskSecretLinks(text)
    .replace(/[^\s@<>()[\]"',;:/\\]+@[^\s@<>()[\]"',;:/\\]+\.[A-Za-z]{2,}/g, '[email]')
    .replace(/\d(?:[ -]?\d){6,}/g, '[number]');

/** A clicked control as a screen reader names it: `button Save`, `link Call-outs`; never a field's value. */
export function describeControl(target: EventTarget | null): string | null {
  const el = (target as Element | null)?.closest?.('button,a[href],summary,[role],input,select,textarea,label');
  if (!el) return null;
  const tag = el.tagName.toLowerCase();
  const type = (el as HTMLInputElement).type;
  const role =
    el.getAttribute('role') ??
    ({ a: 'link', summary: 'button', select: 'combobox', textarea: 'textbox' } as Record<string, string>)[tag] ??
    (tag === 'input' ? (/^(button|submit|reset|checkbox|radio)$/.test(type) ? type : 'textbox') : tag);
  const labelled = el.getAttribute('aria-labelledby');
  const root = el.getRootNode() as Document | ShadowRoot;
  const field = /^(input|select|textarea)$/.test(tag);
  const name =
    el.getAttribute('aria-label') ??
    (labelled ? root.getElementById?.(labelled)?.textContent : null) ??
    (field ? ((el as HTMLInputElement).labels?.[0]?.textContent ?? '') : el.textContent);
  return cut(`${role} ${(name ?? '').replace(/\s+/g, ' ').trim()}`.trim(), 100);
}

/**
 * Reports the app's or a widget's errors to `POST /client-errors` with the
 * last 20 breadcrumbs. One message is sent once a minute at most; sending
 * never throws and a failed send is never reported (it goes by plain fetch,
 * not the API client).
 * @example const reporter = createErrorReporter({baseUrl: '/api/1.0', source: 'app'}); reporter.listen(window)
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { now = Date.now } = options;
  const crumbs: ReporterBreadcrumb[] = [];
  const sent = new Map<string, number>();

  function breadcrumb(kind: BreadcrumbKind, text: string) {
    crumbs.push({ at: new Date(now()).toISOString(), kind, text: cut(scrub(text), 200) });
    if (crumbs.length > maxCrumbs) crumbs.shift();
  }

  function report(error: unknown, details: ReportDetails = {}) {
    try {
      const err = error instanceof Error ? error : null;
      const message = cut(scrub(err ? `${err.name}: ${err.message}` : String(error)), 500);
      const time = now();
      if (time - (sent.get(message) ?? -Infinity) < dedupeMs) return;
      sent.set(message, time);
      const page = new URL(options.page?.() ?? location.href);
      const body = {
        source: options.source,
        message,
        ...(err?.stack ? { stack: cut(scrub(err.stack), 4000) } : {}),
        // The app's own page may be the emailed link itself (`/auth/reset-password/<token>`).
        url: scrub(`${page.origin}${page.pathname}`),
        ...(details.requestId ? { requestId: details.requestId } : {}),
        ...(details.status === undefined ? {} : { status: details.status }),
        ...(details.operation ? { operation: cut(scrub(details.operation), 200) } : {}),
        ...(options.release ? { release: options.release } : {}),
        breadcrumbs: crumbs.slice(),
      };
      const withCookies = options.credentials === 'include';
      void (options.fetch ?? fetch)(`${options.baseUrl.replace(/\/+$/, '')}/client-errors`, {
        method: 'POST',
        keepalive: true,
        credentials: options.credentials ?? 'omit',
        headers: {
          'content-type': 'application/json',
          ...(withCookies ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
        },
        body: JSON.stringify(body),
      }).catch(() => {});
    } catch {
      // A reporter that throws would hide the error it was asked about.
    }
  }

  return {
    breadcrumb,
    report,
    apiCall(operation, status, requestId) {
      breadcrumb('api', `${operation} ${status}`);
      if (status >= 500 || status === 0) {
        report(`${operation} ${status === 0 ? 'unreachable' : status}`, { operation, status, requestId });
      }
    },
    listen(target) {
      const onError = (event: Event) => report((event as ErrorEvent).error ?? (event as ErrorEvent).message);
      const onRejection = (event: Event) => report((event as PromiseRejectionEvent).reason);
      target.addEventListener('error', onError);
      target.addEventListener('unhandledrejection', onRejection);
      return () => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
      };
    },
    watchClicks(root) {
      const onClick = (event: Event) => {
        const text = describeControl(event.composedPath?.()[0] ?? event.target);
        if (text) breadcrumb('click', text);
      };
      root.addEventListener('click', onClick, { capture: true });
      return () => root.removeEventListener('click', onClick, { capture: true });
    },
    get breadcrumbs() {
      return crumbs;
    },
  };
}

/**
 * An API call's name from its request, as near to its operation key as the
 * URL tells: the path under /api/1.0 with ids (uuids, numbers) as `{id}`.
 * @example callName('GET', 'https://m.example.org/api/1.0/callout-responses/5f0c…?with=answers') // 'GET /callout-responses/{id}'
 */
export function callName(method: string, url: string): string {
  return `${method.toUpperCase()} ${pathTemplate(new URL(url, 'http://x').pathname.replace(/^.*?\/api\/[\d.]+/, ''))}`;
}

/**
 * A path with its ids (uuids, numbers) as `{id}`: what a breadcrumb may say of where a reader was.
 * @example pathTemplate('/admin/contacts/5f0c…') // '/admin/contacts/{id}'
 */
export const pathTemplate = (path: string) => path.replace(/\/(?:[0-9a-f]{8}-[0-9a-f-]{27}|\d+)(?=\/|$)/gi, '/{id}');

/**
 * `send` (fetch) telling `reporter` of every answer: its status and
 * `X-Request-Id`, or 0 when none came. For a client made with `createRequest`.
 * @example createRequest({baseUrl, fetch: reportingFetch(reporter)})
 */
export function reportingFetch(reporter: Pick<ErrorReporter, 'apiCall'>, send: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    const name = callName(method, input instanceof Request ? input.url : String(input));
    try {
      const response = await send(input, init);
      reporter.apiCall(name, response.status, response.headers.get('x-request-id'));
      return response;
    } catch (error) {
      // Aborted on purpose (a page left, a search replaced): not the server's failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) reporter.apiCall(name, 0);
      throw error;
    }
  };
}
