import { resource, type ApiClient } from '@masthead/client';

/** The calls of the contacts list, tags, add and contact pages, by their keys in core's contract table. */
export const contactListCalls = {
  list: 'GET /contact',
  create: 'POST /contact',
  bulkUpdate: 'PATCH /contact',
  tags: 'GET /contact-tags',
  addTag: 'POST /contact-tags',
  updateTag: 'PATCH /contact-tags/{id}',
  deleteTag: 'DELETE /contact-tags/{id}',
  segments: 'GET /segments',
  addSegment: 'POST /segments',
  segmentContacts: 'GET /segments/{id}/contacts',
  /** The contact page's delete (the client's `contacts` namespace has no delete). */
  remove: 'DELETE /contact/{id}',
} as const;

/**
 * Typed calls for the contacts admin pages (the client's `contacts`
 * namespace has the single contact's calls only).
 * @example await contactsApi(api).tags() // every contact tag, by name
 */
export const contactsApi = (api: ApiClient) => resource(api.request, contactListCalls);
