import type { Cents } from '@masthead/core';
import {
  ApiError,
  GoCardlessInternalError,
  MalformedResponseError,
  RateLimitError,
  type GoCardlessClient,
} from 'gocardless-nodejs';
import { PaymentProviderError, providerFailure, type ProviderFailure } from '../provider-errors.ts';
import type { GoCardlessCurrency } from './gocardless-currency.ts';

/** Sends one SDK request within what is left of the operation's time. */
export type Call = <T>(request: () => Promise<T>) => Promise<T>;

/** What every GoCardless adapter step needs, for one operation. */
export interface GoCardlessContext {
  client: GoCardlessClient;
  currency: GoCardlessCurrency;
  /** Smallest one-off payment worth collecting. */
  minimumPayment: Cents;
  now: () => Date;
  call: Call;
}

export interface GoCardlessOperation {
  operation: string;
  flowId: string | null;
}

class OperationTimeout extends Error {}

/**
 * Runs one adapter operation with a deadline (the SDK has no timeout of its
 * own): a request still unanswered at the deadline fails the operation, and
 * no later step of it starts. SDK and network errors become
 * `PaymentProviderError`s naming the operation and its flow id.
 */
export async function runGoCardless<T>(
  shared: Omit<GoCardlessContext, 'call'> & { timeoutMs: number },
  op: GoCardlessOperation,
  work: (ctx: GoCardlessContext) => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + shared.timeoutMs;
  const timers = new Set<NodeJS.Timeout>();
  const call: Call = (request) => {
    const left = deadline - Date.now();
    if (left <= 0) return Promise.reject(new OperationTimeout());
    const late = new Promise<never>((_resolve, reject) => {
      timers.add(setTimeout(() => reject(new OperationTimeout()), left));
    });
    return Promise.race([request(), late]);
  };
  try {
    return await work({ ...shared, call });
  } catch (error) {
    throw asProviderError(error, op);
  } finally {
    for (const timer of timers) clearTimeout(timer);
  }
}

/** A failure found by the adapter itself, e.g. a flow the member has not finished. */
export function goCardlessRefusal(op: GoCardlessOperation, reason: ProviderFailure, providerCode: string) {
  return new PaymentProviderError({ provider: 'gocardless', ...op, reason, providerCode });
}

function asProviderError(error: unknown, op: GoCardlessOperation): unknown {
  const failure = failureOf(error);
  if (!failure) return error;
  return new PaymentProviderError({ provider: 'gocardless', ...op, ...failure, cause: error });
}

function failureOf(error: unknown): { reason: ProviderFailure; status?: number; providerCode?: string } | null {
  if (error instanceof OperationTimeout) return { reason: providerFailure.timeout };
  if (error instanceof MalformedResponseError) {
    return { reason: providerFailure.unavailable, status: error.statusCode ?? 502, providerCode: 'malformed_response' };
  }
  if (error instanceof ApiError) {
    const status = Number(error.code);
    const unavailable = error instanceof GoCardlessInternalError || error instanceof RateLimitError || status >= 500;
    const providerCode = error.errors?.[0]?.reason ?? error.errorType;
    return { reason: unavailable ? providerFailure.unavailable : providerFailure.refused, status, providerCode };
  }
  // got's own errors: no connection, connection reset, unreadable answer.
  if (error instanceof Error && ['RequestError', 'ReadError', 'TimeoutError'].includes(error.name)) {
    return { reason: providerFailure.unavailable };
  }
  return null;
}

/** Whether GoCardless refused a request (a 4xx: an unknown id, say), as against failing to answer it. */
export function isRefusal(error: unknown): boolean {
  return failureOf(error)?.reason === providerFailure.refused;
}

/** GoCardless's reasons for refusing (`errors[].reason`), when it refused. */
export function refusalReasons(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return (error.errors ?? []).map((entry) => entry.reason ?? '');
}

/** A field the API always sends, typed optional by the SDK. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new TypeError(`GoCardless answered without ${what}`);
  return value;
}
