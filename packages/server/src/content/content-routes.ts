import { defaultGeneralSettings, defaultProfileSettings, defaultShareSettings, errorBody } from '@masthead/core';
import { operationRoutes, type OperationHandlers } from '../kernel/http/operation-routes.ts';
import { isSuperadminSession } from '../kernel/http/auth-context.ts';
import { apiError } from '../kernel/http/http-error.ts';
import { contentSections, type ContentRepository } from './content-repository.ts';
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
 * logged-in contact (the member home). Only admins change them, and only a
 * superadmin in a session the site's address (`siteUrl`). A PATCH
 * merges after its schema checked each field (a bad one is a 422 naming it,
 * nothing saved), and join settings are checked as a whole after the merge.
 */
export const contentRoutes = operationRoutes<ContentRouteOptions>((app, { content, join }) => {
  // Any other content id: a well-formed one is a section that does not exist (404); one that
  // could never name a section (capitals, dots, encoded bytes, an empty part) is a bad request.
  app.route({
    method: ['GET', 'PATCH'],
    url: '/content/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const id = (request.params as { '*': string })['*'];
      return wellFormedContentId.test(id)
        ? reply.code(404).send(errorBody('not-found'))
        : reply.code(400).send(errorBody('bad-request'));
    },
  });
  return contentHandlers(content, join);
});

/** A content id as the API names sections: one or two lowercase words (`general`, `join/setup`). */
export const wellFormedContentId = /^[a-z][a-z0-9-]{0,39}(?:\/[a-z][a-z0-9-]{0,39})?$/;

const contentHandlers = (content: ContentRepository, join: JoinSettingsService) =>
  ({
    'GET /content/general': async () => content.get(contentSections.general, defaultGeneralSettings),

    'PATCH /content/general': async (request) => {
      // The site's address is where every reset, login and join link goes: an admin who
      // moved it elsewhere would receive a superadmin's next reset link (decision 42).
      const { siteUrl } = request.body;
      if (siteUrl !== undefined && !isSuperadminSession(request)) {
        const current = await content.get(contentSections.general, defaultGeneralSettings);
        if (siteUrl !== current.siteUrl) throw apiError('forbidden');
      }
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
  }) satisfies OperationHandlers;
