import { resource, type ApiClient } from '@masthead/client';

/** The contact page's call the client's `contacts` namespace lacks, by its contract key. */
export const contactAdminCalls = {
  remove: 'DELETE /contact/{id}',
} as const;

/**
 * Typed calls for the contact page's account tab.
 * @example await contactAdminApi(api).remove({ params: { id } })
 */
export const contactAdminApi = (api: ApiClient) => resource(api.request, contactAdminCalls);
