import type { AppKit } from '../app-kit.ts';
import type { WithServices } from '../kernel/feature.ts';
import { captchaRoutes } from './captcha-routes.ts';
import { createCaptchaService } from './captcha-service.ts';

/** The captcha: proof-of-work challenges for guests' answers and joining. */
export function captchaFeature({ db, config, options, limiter, now }: AppKit) {
  const captcha = createCaptchaService({
    db,
    hmacKey: config.captchaHmacKey ?? null,
    now,
    ...(options.captchaMaxNumber ? { maxNumber: options.captchaMaxNumber } : {}),
  });
  return {
    captcha,
    api(api) {
      api.register(captchaRoutes, { captcha, limiter });
    },
  } satisfies WithServices;
}
