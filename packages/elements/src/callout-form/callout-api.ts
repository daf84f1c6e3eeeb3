import { ajaxHeader, type Callout, type CaptchaChallenge } from '@masthead/core';

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

async function request<T>(url: string, init: RequestInit = {}): Promise<T> {
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

const apiPath = (api: string, path: string) => `${api.replace(/\/+$/, '')}/api/1.0/${path}`;

/** `GET callout/{slug}?with=form&variant=<locale>`: the call-out and its form in the reader's language. */
export function fetchCallout(api: string, slug: string, locale: string): Promise<Callout> {
  const query = new URLSearchParams({ with: 'form', variant: locale });
  return request<Callout>(`${apiPath(api, `callout/${encodeURIComponent(slug)}`)}?${query}`);
}

/** Whether the reader has a session the API accepts here (third-party cookies may be blocked: then no). */
export async function isLoggedIn(api: string): Promise<boolean> {
  try {
    await request(apiPath(api, 'contact/me'));
    return true;
  } catch {
    return false;
  }
}

/** The newsroom's default locale (general settings), for pages that name no language; en when it cannot be read. */
export async function fetchDefaultLocale(api: string): Promise<string> {
  try {
    return (
      (await request<{ locale?: string }>(apiPath(api, 'content/general'), { credentials: 'omit' })).locale ?? 'en'
    );
  } catch {
    return 'en';
  }
}

export function fetchChallenge(api: string): Promise<CaptchaChallenge> {
  return request<CaptchaChallenge>(apiPath(api, 'captcha'), { credentials: 'omit' });
}

export interface ResponseBody {
  answers: Record<string, unknown>;
  guest?: { firstname: string; lastname: string; email: string };
  newsletter?: { optIn: boolean; groups?: string[] };
}

/** `POST callout/{id}/responses` once; the idempotency key makes a retry safe. */
export function postResponse(
  api: string,
  calloutId: string,
  body: ResponseBody,
  idempotencyKey: string,
  captchaToken?: string,
): Promise<{ id: string }> {
  const query = captchaToken ? `?${new URLSearchParams({ captchaToken })}` : '';
  return request<{ id: string }>(`${apiPath(api, `callout/${encodeURIComponent(calloutId)}/responses`)}${query}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
      [ajaxHeader.name]: ajaxHeader.value,
    },
    body: JSON.stringify(body),
  });
}

/** `POST images|documents` for a file answer: `{url, path}` of the stored file. */
export function uploadFile(
  api: string,
  file: File,
  kind: 'images' | 'documents',
): Promise<{ url: string; path: string }> {
  const body = new FormData();
  body.append('file', file);
  return request(apiPath(api, kind), { method: 'POST', body, headers: { [ajaxHeader.name]: ajaxHeader.value } });
}

/** Waits between tries: 1 s, 2 s, 4 s, 8 s. */
export const retryDelays = [1000, 2000, 4000, 8000];

/**
 * Runs `attempt` until it succeeds, fails with a non-retryable error, or the
 * tries run out (five in all); `onRetry` hears of each failure that will be retried.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  onRetry: (error: CalloutApiError, attemptNumber: number) => void,
  delays: readonly number[] = retryDelays,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof CalloutApiError) || !error.retryable || i >= delays.length) throw error;
      onRetry(error, i + 1);
      await sleep(delays[i]!);
    }
  }
}
