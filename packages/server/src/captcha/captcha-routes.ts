import { operationRoutes } from '../kernel/http/operation-routes.ts';
import type { CaptchaService } from './captcha-service.ts';
import type { RateLimiter } from '../kernel/rate-limits/rate-limiter.ts';

export interface CaptchaRoutesOptions {
  captcha: CaptchaService;
  limiter: RateLimiter;
}

/**
 * `GET captcha`: a fresh ALTCHA challenge for the widget's `challengeurl`
 * (public; one for any call-out). The solved payload goes to
 * `POST callout/{id}/responses?captchaToken=…`.
 */
export const captchaRoutes = operationRoutes<CaptchaRoutesOptions>((_app, { captcha, limiter }) => ({
  'GET /captcha': async (request, reply) => {
    await limiter.enforce([['captchaIp', request.ip]]);
    // Every challenge is new: never from a cache.
    reply.header('cache-control', 'no-store');
    return captcha.challenge();
  },
}));
