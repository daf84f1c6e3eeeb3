import {
  ajaxHeader,
  fillPath,
  splitOperationKey,
  statusErrorBody,
  type ApiOperationKey,
  type InputlessOperationKey,
  type OperationInput,
  type OperationOutput,
} from '@masthead/core';
import { ApiError } from './api-error.ts';

/** A query value as the table's query schemas allow it: repeated keys for arrays. */
type QueryValue = string | number | boolean | readonly (string | number | boolean)[] | null | undefined;

/** What one call may add to the request besides its input. */
export interface CallOptions {
  /** e.g. the response form's `Idempotency-Key`. */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Overrides the client's `credentials` for this call (a public read from another site: `omit`). */
  credentials?: RequestCredentials;
}

export interface RequestOptions {
  /** Where /api/1.0 lives: `https://members.example.org/api/1.0` or `/api/1.0`. */
  baseUrl: string;
  /** Handed in by tests and by hosts that wrap fetch; the global one otherwise. */
  fetch?: typeof fetch;
  /** Sent with every call. Widgets on other sites send none (no CORS preflight for reads). */
  headers?: Readonly<Record<string, string>>;
  /** `include` by default: the hosted site's session cookie rides along. */
  credentials?: RequestCredentials;
  /** Aborts a call that takes longer (ms); none by default. */
  timeout?: number;
  /** Hears of every failed call before it is thrown (the app clears its session on 401). */
  onError?: (error: ApiError) => void;
}

/**
 * One call of the contract table: `request('GET /callout/{id}', {params: {id}, query: {with: ['form']}})`.
 * Its input and answer types come from the operation's schemas in core.
 */
export interface ApiRequest {
  <K extends InputlessOperationKey>(
    key: K,
    input?: OperationInput<K>,
    options?: CallOptions,
  ): Promise<OperationOutput<K>>;
  <K extends ApiOperationKey>(key: K, input: OperationInput<K>, options?: CallOptions): Promise<OperationOutput<K>>;
}

/** The parts of an input the request is made of, whichever the operation has. */
interface LooseInput {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** Methods that change something: the CSRF guard wants the AJAX header on them. */
const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The small fetch core the app and the widgets share: the operation's URL
 * from its key and params, the query with repeated keys for lists, JSON in
 * and out (text for a CSV answer), and every failure an `ApiError`.
 * @example const request = createRequest({baseUrl: '/api/1.0'}); await request('GET /health');
 */
export function createRequest(options: RequestOptions): ApiRequest & { url: typeof url } {
  const base = options.baseUrl.replace(/\/+$/, '');

  function url(key: ApiOperationKey, input: unknown = {}): string {
    const { params, query } = input as LooseInput;
    const search = query ? toSearchParams(query).toString() : '';
    return `${base}${fillPath(splitOperationKey(key).path, params)}${search ? `?${search}` : ''}`;
  }

  async function request(key: ApiOperationKey, input: unknown = {}, call: CallOptions = {}): Promise<unknown> {
    const { method } = splitOperationKey(key);
    const { body } = input as LooseInput;
    const form = typeof FormData !== 'undefined' && body instanceof FormData;
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      ...(unsafe.has(method) ? { [ajaxHeader.name]: ajaxHeader.value } : {}),
      ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
      ...call.headers,
    };
    const signal = call.signal ?? (options.timeout ? AbortSignal.timeout(options.timeout) : undefined);
    try {
      const response = await (options.fetch ?? fetch)(url(key, input), {
        method,
        headers,
        credentials: call.credentials ?? options.credentials ?? 'include',
        ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
        ...(signal ? { signal } : {}),
      });
      return await readAnswer(response);
    } catch (cause) {
      const error = toApiError(cause);
      options.onError?.(error);
      throw error;
    }
  }

  return Object.assign(request as ApiRequest, { url });
}

async function readAnswer(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  const isJson = /\bjson\b/.test(response.headers.get('content-type') ?? 'application/json');
  let body: unknown = text;
  if (isJson) {
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) throw ApiError.fromResponseBody(response.status, body);
  return body;
}

function toApiError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  // The server could not be reached at all (offline, DNS, CORS refused, timeout).
  return new ApiError(statusErrorBody(0));
}

function toSearchParams(query: Record<string, QueryValue>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search;
}
