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
 * `GET contact/me` with the reader's cookies: who is logged in on the hosted
 * site, or null for a guest (no session, or a page whose cookies the API
 * cannot read: then the server sees a guest too).
 */
export async function fetchReader(api: WidgetApi): Promise<Reader | null> {
  try {
    return await api.contacts.get({ params: { id: 'me' } });
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
