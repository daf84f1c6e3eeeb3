import { defineOperations } from '../operation.ts';

/** captcha. */
export const captchaOperations = defineOperations({});
