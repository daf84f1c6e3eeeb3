import type { Callout, CalloutCreate, CalloutPatch } from '@masthead/core';
import type { ApiClient } from './api-client.ts';

/** Everything the builder edits: the call-out with its form, response view and every locale's texts. */
export function getCalloutForEdit(api: ApiClient, id: string): Promise<Callout> {
  return api.callouts.get({ params: { id }, query: { with: ['form', 'responseViewSchema', 'variants'] } });
}

/** `POST callout`: a new call-out (a draft unless `starts` is sent), answered with everything the builder edits. */
export function createCallout(api: ApiClient, body: CalloutCreate): Promise<Callout> {
  return api.callouts.create({ body });
}

/** `PATCH callout/{id}`: settings, texts, and status changes as new `starts`/`expires`. */
export function updateCallout(api: ApiClient, id: string, body: CalloutPatch): Promise<Callout> {
  return api.callouts.update({ params: { id }, body });
}

/** `POST callout?fromId=`: a draft copy with a new slug. */
export function replicateCallout(api: ApiClient, id: string): Promise<Callout> {
  return api.callouts.create({ body: {}, query: { fromId: id } });
}

export function deleteCallout(api: ApiClient, id: string): Promise<void> {
  return api.callouts.delete({ params: { id } });
}
