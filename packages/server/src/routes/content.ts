import { defaultGeneralSettings, defaultProfileSettings, defaultShareSettings } from '@masthead/core';
import { operationRoutes } from '../api/operation-routes.ts';
import { contentSections, type ContentRepository } from '../repositories/content-repository.ts';
import type { JoinSettingsService } from '../signup/index.ts';

export interface ContentRouteOptions {
  content: ContentRepository;
  /** content/join and content/join/setup, with their checks (packages/server/src/signup). */
  join: JoinSettingsService;
}

/**
 * `content/general`, `content/join`, `content/join/setup`, `content/share`:
 * anyone may read them (every page needs name, logo and theme; the join form
 * its settings; link previews the share texts); `content/profile` any
 * logged-in contact (the member home). Only admins change them. A PATCH
 * merges after its schema checked each field (a bad one is a 422 naming it,
 * nothing saved), and join settings are checked as a whole after the merge.
 */
export const contentRoutes = operationRoutes<ContentRouteOptions>((_app, { content, join }) => ({
  'GET /content/general': async () => content.get(contentSections.general, defaultGeneralSettings),

  'PATCH /content/general': async (request) => {
    await content.patch(contentSections.general, request.body);
    return content.get(contentSections.general, defaultGeneralSettings);
  },

  'GET /content/share': async () => content.get(contentSections.share, defaultShareSettings),
  'PATCH /content/share': async (request) => {
    await content.patch(contentSections.share, request.body);
    return content.get(contentSections.share, defaultShareSettings);
  },

  'GET /content/profile': async () => content.get(contentSections.profile, defaultProfileSettings),
  'PATCH /content/profile': async (request) => {
    await content.patch(contentSections.profile, request.body);
    return content.get(contentSections.profile, defaultProfileSettings);
  },

  'GET /content/join': async () => join.view(),
  'PATCH /content/join': async (request) => join.patch(request.body),
  'GET /content/join/setup': async () => join.setup(),
  'PATCH /content/join/setup': async (request) => join.patchSetup(request.body),
}));
