import { captchaChallengeSchema } from '@masthead/core';
import type { FastifyPluginAsync } from 'fastify';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { errorResponses } from '../plugins/openapi.ts';

export interface CaptchaRoutesOptions {
  captcha: CaptchaService;
}

/**
 * `GET captcha`: a fresh ALTCHA challenge for the widget's `challengeurl`
 * (public; one for any call-out). The solved payload goes to
 * `POST callout/{id}/responses?captchaToken=…`.
 */
export const captchaRoutes: FastifyPluginAsync<CaptchaRoutesOptions> = async (app, { captcha }) => {
  app.get(
    '/captcha',
    {
      schema: {
        summary: 'A captcha challenge (ALTCHA proof of work)',
        tags: ['callout'],
        response: { 200: captchaChallengeSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      // Every challenge is new: never from a cache.
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );
};
