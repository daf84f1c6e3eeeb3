import { defaultGeneralSettings } from '@masthead/core';
import { operationRoutes } from '../api/operation-routes.ts';
import { contentSections, type ContentRepository } from '../repositories/content-repository.ts';

/**
 * `content/general`: anyone may read the organisation's settings (every
 * page needs name, logo and theme); only admins change them. More sections
 * (join, join/setup, share) follow the same pattern.
 */
export const contentRoutes = operationRoutes<{ content: ContentRepository }>((_app, { content }) => ({
  'GET /content/general': async () => content.get(contentSections.general, defaultGeneralSettings),

  'PATCH /content/general': async (request) => {
    await content.patch(contentSections.general, request.body);
    return content.get(contentSections.general, defaultGeneralSettings);
  },
}));
