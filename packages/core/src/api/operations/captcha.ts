import { captchaChallengeSchema } from '../../schemas/callout-response-submit.ts';
import { defineOperations } from '../operation.ts';

/** `captcha`: a fresh ALTCHA challenge for the call-out form; public. */
export const captchaOperations = defineOperations({
  'GET /captcha': {
    id: 'getCaptchaChallenge',
    summary: 'A captcha challenge (ALTCHA proof of work)',
    tag: 'callout',
    access: 'guest',
    response: { 200: captchaChallengeSchema },
  },
});
