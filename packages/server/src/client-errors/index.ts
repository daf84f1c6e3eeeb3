export { createClientErrorRepository, type ClientErrorRepository } from './client-error-repository.ts';
export { clientErrorCaps, placeReport, type ClientErrorCaps } from './client-error-caps.ts';
export { clientErrorLimit, enforceClientErrorLimits } from './client-error-limits.ts';
export { scrubReport, scrubText } from './scrub.ts';
export {
  createSentryForwarder,
  sentryDsn,
  sentryEvent,
  type SentryDsn,
  type SentryForwarder,
} from './sentry-forwarder.ts';
