// The widgets' error reports: what the app does with `createErrorReporter`,
// without making every page download the reporter. Until something goes wrong the
// steps are only remembered here; the first error loads the reporter's chunk, which
// then hears every step in order (with its own time) and sends the report.
import type { ErrorReporter } from '@masthead/client';

type ReporterModule = typeof import('@masthead/client/error-reporter');
type Step = (reporter: ErrorReporter, module: ReporterModule) => void;

/** What the widgets tell the reports: every step, and whether it is an error worth a report. */
export interface WidgetErrors {
  /** A step (an API call, a click), and whether it is itself an error to report: that loads the reporter. */
  record(step: Step, isError: boolean): void;
  /** An error a widget caught (a failed render): reported. */
  report(error: unknown): void;
  /** Records the clicks inside `host` (an element; its shadow root's clicks reach it composed); returns how to stop. */
  watchClicks(host: HTMLElement): () => void;
}

export interface WidgetErrorsOptions {
  /** Where the embed script came from: its `/api/1.0` takes the reports and its `/embed/` files are ours. */
  origin: string;
  /** The page's fetch, or a test's. */
  fetch?: typeof fetch;
  /** The reporter's chunk; tests may hand in their own loader. */
  load?: () => Promise<ReporterModule>;
  /** Where uncaught errors come from; `window` in a page. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

/** Remembered before the reporter exists; it keeps the last 20 steps, and one error may follow them. */
const maxWaiting = 24;

/**
 * Whether an uncaught error came from our code (a file under `origin/embed/`), not the newsroom's
 * own scripts, whose errors are none of our business.
 */
export function isOurs(origin: string, where: string | undefined): boolean {
  return Boolean(where?.includes(`${origin.replace(/\/+$/, '')}/embed/`));
}

/**
 * Collects a page's widget steps and reports their errors to `POST client-errors` of `origin`,
 * loading `@masthead/client/error-reporter` on the first one only.
 * @example const errors = createWidgetErrors({origin: 'https://members.example.org'}); errors.report(new Error('x'))
 */
export function createWidgetErrors(options: WidgetErrorsOptions): WidgetErrors {
  const origin = options.origin.replace(/\/+$/, '');
  const load = options.load ?? (() => import('@masthead/client/error-reporter'));
  let waiting: { step: Step; at: number }[] = [];
  let ready: { reporter: ErrorReporter; module: ReporterModule } | null = null;
  let loading = false;
  /** The time a replayed step happened: the reporter stamps its breadcrumbs with it. */
  let clock: number | null = null;

  function start() {
    if (loading) return;
    loading = true;
    load().then(
      (module) => {
        const reporter = module.createErrorReporter({
          baseUrl: `${origin}/api/1.0`,
          source: 'widget',
          fetch: options.fetch,
          now: () => clock ?? Date.now(),
        });
        ready = { reporter, module };
        for (const { step, at } of waiting) {
          clock = at;
          step(reporter, module);
        }
        clock = null;
        waiting = [];
      },
      // No reporter, no report: the widget itself already told the reader what went wrong.
      () => {
        loading = false;
      },
    );
  }

  function record(step: Step, isError: boolean) {
    if (ready) return step(ready.reporter, ready.module);
    waiting.push({ step, at: Date.now() });
    if (waiting.length > maxWaiting) waiting.shift();
    if (isError) start();
  }

  const report = (error: unknown) => record((reporter) => reporter.report(error), true);
  const onError = (event: Event) => {
    const { error, message, filename } = event as ErrorEvent;
    if (isOurs(origin, filename || (error as Error | undefined)?.stack)) report(error ?? message);
  };
  const onRejection = (event: Event) => {
    const { reason } = event as PromiseRejectionEvent;
    if (isOurs(origin, (reason as Error | undefined)?.stack)) report(reason);
  };
  const target = options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;
  target?.addEventListener('error', onError);
  target?.addEventListener('unhandledrejection', onRejection);

  return {
    record,
    report,
    watchClicks(host) {
      const onClick = (event: Event) => {
        const control = event.composedPath()[0] ?? event.target;
        record((reporter, module) => {
          const text = module.describeControl(control);
          if (text) reporter.breadcrumb('click', text);
        }, false);
      };
      host.addEventListener('click', onClick, { capture: true });
      return () => host.removeEventListener('click', onClick, { capture: true });
    },
  };
}

/**
 * `send` telling `errors` of each answer (its status and `X-Request-Id`) or of none (0), as the
 * app's `reportingFetch` does; a 5xx or no answer is an error worth a report.
 * @example createRequest({baseUrl, fetch: reportingWidgetFetch(errors, fetch)})
 */
export function reportingWidgetFetch(errors: Pick<WidgetErrors, 'record'>, send: typeof fetch): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = input instanceof Request ? input.url : String(input);
    const tell = (status: number, requestId: string | null) =>
      errors.record(
        (reporter, module) => reporter.apiCall(module.callName(method, url), status, requestId),
        status >= 500 || status === 0,
      );
    try {
      const response = await send(input, init);
      tell(response.status, response.headers.get('x-request-id'));
      return response;
    } catch (error) {
      // Aborted on purpose (the reader left, a newer search replaced it): not the server's failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) tell(0, null);
      throw error;
    }
  };
}

/** One collector per page and API origin (and test fetch): every element on the page adds to the same steps. */
const collectors = new Map<string, WidgetErrors>();
const byFetch = new WeakMap<typeof fetch, Map<string, WidgetErrors>>();

/**
 * The page's collector for the API at `origin`; made on first use.
 * @example widgetErrorsFor('https://members.example.org').report(error)
 */
export function widgetErrorsFor(origin: string, send?: typeof fetch): WidgetErrors {
  let map = collectors;
  if (send) {
    map = byFetch.get(send) ?? new Map<string, WidgetErrors>();
    byFetch.set(send, map);
  }
  let errors = map.get(origin);
  if (!errors) map.set(origin, (errors = createWidgetErrors({ origin, fetch: send })));
  return errors;
}
