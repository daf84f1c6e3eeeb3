import ky, { HTTPError } from 'ky';
import {
  ajaxHeader,
  apiVersion,
  apiVersionHeader,
  errorBody,
  genericTexts,
  type MessageDescriptor,
} from '@masthead/core';
import { ApiError } from './api-error.ts';
import { clearSession, setSession, type SessionContact, type SessionStore } from './session-store.ts';

export type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

export interface ApiClientOptions {
  /** Where /api/1.0 lives, e.g. `https://members.example.org/api/1.0` or `/api/1.0`. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Cleared whenever the server answers 401. */
  session?: SessionStore;
  /** Raised with the generic text for every 5xx (and for a server that cannot be reached). */
  onServerError?: (text: MessageDescriptor, error: ApiError) => void;
}

export interface ApiClient {
  get<T>(path: string, query?: Query): Promise<T>;
  post<T = void>(path: string, body?: unknown, query?: Query): Promise<T>;
  put<T = void>(path: string, body?: unknown): Promise<T>;
  patch<T = void>(path: string, body?: unknown): Promise<T>;
  /** Some deletes need a body (`DELETE contact/me/mfa {token, type}`). */
  delete<T = void>(path: string, body?: unknown): Promise<T>;
}

/**
 * 401s that judge the credentials just sent (a wrong password or 2FA code),
 * not the session: a logged-in member who mistypes the code while turning
 * off 2FA stays logged in.
 */
const credentialCodes = new Set(['login-failed', 'invalid-token', 'mfa-token-required', 'account-locked']);

/**
 * The one way the browser talks to the API: JSON, the version and AJAX
 * headers, cookies included, and every failure turned into an ApiError.
 * @example const api = createApiClient({baseUrl: '/api/1.0', session}); await api.get('health');
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = ky.create({
    prefixUrl: options.baseUrl,
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    headers: { [apiVersionHeader]: apiVersion, [ajaxHeader.name]: ajaxHeader.value, accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function call<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
    try {
      const response = await http(path.replace(/^\//, ''), {
        method,
        ...(body === undefined ? {} : { json: body }),
        ...(query ? { searchParams: toSearchParams(query) } : {}),
      });
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    } catch (cause) {
      const error = await toApiError(cause);
      if (error.httpCode === 401 && options.session && !credentialCodes.has(error.code)) clearSession(options.session);
      if (error.isServerError) options.onServerError?.(genericTexts.serverError, error);
      throw error;
    }
  }

  return {
    get: (path, query) => call('GET', path, undefined, query),
    post: (path, body, query) => call('POST', path, body, query),
    put: (path, body) => call('PUT', path, body),
    patch: (path, body) => call('PATCH', path, body),
    delete: (path, body) => call('DELETE', path, body),
  };
}

/**
 * Loads the session once through `contact/me`; a 401 means logged out.
 */
export async function loadSession(api: ApiClient, store: SessionStore): Promise<SessionContact | null> {
  try {
    const contact = await api.get<SessionContact>('contact/me');
    setSession(store, contact);
    return contact;
  } catch (error) {
    if (error instanceof ApiError && error.httpCode === 401) return null;
    throw error;
  }
}

async function toApiError(cause: unknown): Promise<ApiError> {
  if (cause instanceof ApiError) return cause;
  if (cause instanceof HTTPError) {
    const body: unknown = await cause.response.json().catch(() => null);
    return ApiError.fromResponseBody(cause.response.status, body);
  }
  // The server could not be reached at all (offline, DNS, timeout).
  return new ApiError({ ...errorBody('service-unavailable'), httpCode: 0 });
}

function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params;
}
