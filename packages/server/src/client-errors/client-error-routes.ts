import { operationRoutes } from '../kernel/http/operation-routes.ts';
import {
  enforceClientErrorLimits,
  scrubReport,
  type ClientErrorRepository,
  type SentryForwarder,
} from './index.ts';
import { listPage } from '../kernel/db/paginate.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { RateLimiter } from '../kernel/rate-limits/index.ts';

export interface ClientErrorRoutesOptions {
  reports: ClientErrorRepository;
  limiter: RateLimiter;
  /** Set when SENTRY_DSN is: every stored report goes there too (one only counted does not). */
  forwarder: SentryForwarder | null;
  now: () => Date;
}

/**
 * `client-errors`: the app and the widgets report errors here,
 * logged in or not, at most ten a minute per client; each is scrubbed of
 * emails, long numbers and the secrets of emailed links, stored for 30 days
 * within the caps of client-errors/client-error-caps.ts (over them only
 * counted, and answered the same), and forwarded to Sentry when stored and
 * one is set up. Admins read them grouped by message.
 */
export const clientErrorRoutes = operationRoutes<ClientErrorRoutesOptions>(
  (_app, { reports, limiter, forwarder, now }) => ({
    'POST /client-errors': async (request, reply) => {
      await enforceClientErrorLimits(limiter, { ip: request.ip, session: request.auth.sessionHash });
      const stored = await reports.record(scrubReport(request.body), now());
      if (stored) forwarder?.send(stored);
      return reply.code(204).send(null);
    },

    'GET /client-errors': async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await reports.groups({ limit, offset });
      return listPage(items, total, offset);
    },

    'GET /client-errors/{id}': async (request) => {
      const found = await reports.get(request.params.id);
      if (!found) throw apiError('not-found');
      return found;
    },
  }),
);
