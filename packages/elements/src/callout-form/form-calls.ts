import { ApiError } from '@masthead/client';
import type { OperationInput } from '@masthead/core';
import type { WidgetApi } from '../widget-api.tsx';

/** What `POST callout/{id}/responses` takes: the answers, a guest's details, the newsletter choice. */
export type ResponseBody = OperationInput<'POST /callout/{id}/responses'>['body'];

/** The logged-in reader, as much of them as the form names. */
export interface Reader {
  displayName?: string;
  email?: string;
}

/**
 * `GET auth/info` with the reader's cookies: who is logged in on the hosted
 * site, or null for a guest. Asked only where cookies go along (a page on the
 * API's own origin): from any other origin the widgets send none, so the
 * server sees a guest and null is the answer without a request. A guest gets
 * a 200 here (no failed request in the console); a failure counts as a guest.
 */
export async function fetchReader(api: WidgetApi): Promise<Reader | null> {
  if (!api.withCookies) return null;
  try {
    const info = await api.auth.info();
    return info.method === 'user' ? (info.contact ?? null) : null;
  } catch {
    return null;
  }
}

/** Waits between tries: 1 s, 2 s, 4 s, 8 s. */
export const retryDelays = [1000, 2000, 4000, 8000];

/**
 * Runs `attempt` until it succeeds, fails with an answer worth keeping (a 4xx),
 * or the tries run out (five in all); `onRetry` hears of each failure that
 * will be retried: no answer at all, or a 5xx.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  onRetry: (error: ApiError, attemptNumber: number) => void,
  delays: readonly number[] = retryDelays,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ApiError) || !error.isServerError || i >= delays.length) throw error;
      onRetry(error, i + 1);
      await sleep(delays[i]!);
    }
  }
}
