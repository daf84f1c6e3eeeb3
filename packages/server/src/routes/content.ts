import {
  defaultGeneralSettings,
  generalSettingsPatchSchema,
  generalSettingsSchema,
  type GeneralSettings,
} from '@masthead/core';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../plugins/auth-context.ts';
import { errorResponses } from '../plugins/openapi.ts';
import type { ContentRepository } from '../repositories/content-repository.ts';

/** The name under which the general settings are stored in `content`. */
export const generalSection = 'general';

/**
 * `content/general`: anyone may read the organisation's settings (every
 * page needs name, logo and theme); only admins change them. More sections
 * (join, join/setup, share) follow the same pattern.
 */
export const contentRoutes: FastifyPluginAsync<{ content: ContentRepository }> = async (app, { content }) => {
  app.get<{ Reply: GeneralSettings }>(
    '/content/general',
    {
      schema: {
        summary: 'The organisation settings',
        tags: ['content'],
        response: { 200: generalSettingsSchema, ...errorResponses },
      },
    },
    async () => content.get(generalSection, defaultGeneralSettings),
  );

  app.patch<{ Body: Partial<GeneralSettings>; Reply: GeneralSettings }>(
    '/content/general',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Change some organisation settings; answers all of them',
        tags: ['content'],
        body: generalSettingsPatchSchema,
        response: { 200: generalSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      await content.patch(generalSection, request.body);
      return content.get(generalSection, defaultGeneralSettings);
    },
  );
};
