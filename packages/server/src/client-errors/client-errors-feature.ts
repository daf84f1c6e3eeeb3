import type { AppKit } from '../app-kit.ts';
import { dayMs, pruneTask, type Feature } from '../kernel/feature.ts';
import { clientErrorRoutes } from './client-error-routes.ts';
import { createClientErrorRepository, createSentryForwarder } from './index.ts';

/** Error reports of the app and widgets are kept this long. */
const keepClientErrorsMs = 30 * dayMs;

/** Error reports of the app and widgets: stored, and forwarded to Sentry when SENTRY_DSN is set. */
export function clientErrorsFeature({ app, db, config, limiter, now }: AppKit): Feature {
  const reports = createClientErrorRepository({ db });
  const forwarder = config.sentryDsn
    ? createSentryForwarder({
        dsn: config.sentryDsn,
        onError: (error) => app.log.warn({ err: error }, 'forwarding an error report to Sentry failed'),
      })
    : null;
  if (forwarder) app.addHook('preClose', () => forwarder.idle());
  return {
    api(api) {
      api.register(clientErrorRoutes, { reports, limiter, forwarder, now });
    },
    tasks: [pruneTask('client-error-prune', keepClientErrorsMs, now, (before) => reports.removeOlderThan(before))],
  };
}
