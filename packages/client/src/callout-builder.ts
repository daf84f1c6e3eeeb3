import {
  ajaxHeader,
  apiBasePath,
  apiVersion,
  apiVersionHeader,
  type Callout,
  type CalloutCreate,
  type CalloutPatch,
  type Upload,
} from '@masthead/core';
import type { ApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';

/** Everything the builder edits: the call-out with its form, response view and every locale's texts. */
export function getCalloutForEdit(api: ApiClient, id: string): Promise<Callout> {
  return api.get<Callout>(`callout/${encodeURIComponent(id)}`, {
    with: ['form', 'responseViewSchema', 'variants'],
  });
}

/** `POST callout`: a new call-out (a draft unless `starts` is sent), answered with everything the builder edits. */
export function createCallout(api: ApiClient, body: CalloutCreate): Promise<Callout> {
  return api.post<Callout>('callout', body);
}

/** `PATCH callout/{id}`: settings, texts, and status changes as new `starts`/`expires`. */
export function updateCallout(api: ApiClient, id: string, body: CalloutPatch): Promise<Callout> {
  return api.patch<Callout>(`callout/${encodeURIComponent(id)}`, body);
}

/** `POST callout?fromId=`: a draft copy with a new slug. */
export function replicateCallout(api: ApiClient, id: string): Promise<Callout> {
  return api.post<Callout>('callout', {}, { fromId: id });
}

export function deleteCallout(api: ApiClient, id: string): Promise<void> {
  return api.delete(`callout/${encodeURIComponent(id)}`);
}

/**
 * `POST images` (multipart, which the JSON client does not send): a cover
 * image. Failures are ApiErrors like every other call's.
 */
export async function uploadImage(
  file: File,
  { baseUrl = apiBasePath, fetch: send = globalThis.fetch }: { baseUrl?: string; fetch?: typeof fetch } = {},
): Promise<Upload> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await send(`${baseUrl.replace(/\/$/, '')}/images`, {
      method: 'POST',
      body,
      credentials: 'include',
      headers: { [apiVersionHeader]: apiVersion, [ajaxHeader.name]: ajaxHeader.value, accept: 'application/json' },
    });
  } catch {
    throw ApiError.fromResponseBody(503, null);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw ApiError.fromResponseBody(response.status, json);
  return json as Upload;
}
