import { apiVersion, apiVersionHeader, genericTexts, type MessageDescriptor } from '@masthead/core';
import { ApiError } from './api-error.ts';
import { createRequest } from './request.ts';
import { uploader, type Upload } from './upload.ts';
import { resources, type Resources } from './resources.ts';
import { clearSession, setSession, type SessionContact, type SessionStore } from './session-store.ts';

export interface ApiClientOptions {
  /** Where /api/1.0 lives, e.g. `https://members.example.org/api/1.0` or `/api/1.0`. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Cleared whenever the server answers 401. */
  session?: SessionStore;
  /** Raised with the generic text for every 5xx (and for a server that cannot be reached). */
  onServerError?: (text: MessageDescriptor, error: ApiError) => void;
  /** `include` by default; `omit` for a page that can have no session (a sandboxed frame). */
  credentials?: RequestCredentials;
}

/**
 * Every call is `api.<namespace>.<call>(input)` (`resources.ts`); besides
 * them only links and uploads, which are no JSON call.
 */
export interface ApiClient extends Resources {
  /** The full URL of an operation, for a link or a download (`GET callout/{id}/responses.csv`). */
  url: ReturnType<typeof createRequest>['url'];
  /** Sends a file to an upload operation (`POST images`, `POST documents`) as `multipart/form-data`. */
  upload: Upload;
}

/**
 * 401s that judge the credentials just sent (a wrong password or 2FA code),
 * not the session: a logged-in member who mistypes the code while turning
 * off 2FA stays logged in.
 */
const credentialCodes = new Set(['login-failed', 'invalid-token', 'mfa-token-required', 'account-locked']);

/**
 * The hosted app's client: the operations of the contract table as resource
 * namespaces (`api.callouts.get({params: {id}})`), typed from their schemas;
 * the version and AJAX headers;
 * cookies included; a 401 clears the session and a 5xx raises the generic text.
 * @example const api = createApiClient({baseUrl: '/api/1.0', session}); await api.health.get();
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const request = createRequest({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    headers: { [apiVersionHeader]: apiVersion },
    timeout: 30_000,
    onError: (error) => {
      if (error.httpCode === 401 && options.session && !credentialCodes.has(error.code)) clearSession(options.session);
      if (error.isServerError) options.onServerError?.(genericTexts.serverError, error);
    },
  });
  return { url: request.url, upload: uploader(request, request.url), ...resources(request) };
}

/**
 * Loads the session once through `contact/me?with=isReviewer` (a reviewer of
 * any call-out gets the Call-outs menu, and `/` leads her there in newsroom
 * mode); a 401 means logged out.
 */
export async function loadSession(api: ApiClient, store: SessionStore): Promise<SessionContact | null> {
  try {
    const contact = await api.contacts.get({ params: { id: 'me' }, query: { with: ['isReviewer'] } });
    setSession(store, contact);
    return contact;
  } catch (error) {
    if (error instanceof ApiError && error.httpCode === 401) return null;
    throw error;
  }
}
