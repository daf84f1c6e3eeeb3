import { ajaxHeader, type Callout, type CaptchaChallenge } from '@masthead/core';
import { apiPath, CalloutApiError, request } from '../callout-api.ts';

// Moved to ../callout-api.ts (shared with the gallery and the map); re-exported for the form's imports.
export { CalloutApiError };

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

/** The logged-in reader, as much of them as the form names. */
export interface Reader {
  displayName?: string;
  email?: string;
}

/**
 * `GET contact/me` with the reader's cookies: who is logged in on the hosted
 * site, or null for a guest (no session, or a page whose cookies the API
 * cannot read: then the server sees a guest too).
 */
export async function fetchReader(api: string): Promise<Reader | null> {
  try {
    return (await request<Reader | undefined>(apiPath(api, 'contact/me'))) ?? {};
  } catch {
    return null;
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
