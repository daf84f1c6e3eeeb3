import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { startSession } from '../accounts/start-session.ts';
import { onThisServer } from '../kernel/http/server-origin.ts';
import type { RateLimiter } from '../kernel/rate-limits/rate-limiter.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';
import type { SessionRepository } from '../accounts/session-repository.ts';
import { serialiseContact } from '../contacts/contact-serialiser.ts';
import type { createJoinConfirm, createSignupComplete, createSignupStart } from './index.ts';

export interface SignupRouteOptions {
  start: ReturnType<typeof createSignupStart>;
  completion: ReturnType<typeof createSignupComplete>;
  confirm: ReturnType<typeof createJoinConfirm>;
  contacts: ContactRepository;
  sessions: SessionRepository;
  limiter: RateLimiter;
  now: () => Date;
}

/**
 * `signup`, `signup/check`, `signup/complete`, `signup/confirm-email` (anyone). Starting,
 * checking and completing are rate-limited per IP, starting also per email (only a request
 * that passed its checks, signup-start.ts); a known email
 * answers exactly as a new one (only the email sent differs). Confirming
 * logs the new member in, as `auth/login` does (not for an API key).
 */
export const signupRoutes = operationRoutes<SignupRouteOptions>((_app, deps) => {
  const { start, completion, confirm, contacts, sessions, limiter, now } = deps;
  return {
    'POST /signup': async (request, reply) => {
      // Per email it is counted by `start`, once the request has passed its checks.
      await limiter.enforce([['signupIp', request.ip]]);
      const flow = await start(request.body, request.query.captchaToken);
      if (!flow) return reply.code(204).send(null);
      // The join form may be on a newsroom's page: the demo checkout's path is on this server.
      const redirectUrl = typeof flow.redirectUrl === 'string' ? onThisServer(flow.redirectUrl, request) : undefined;
      return reply.code(200).send({ ...flow, ...(redirectUrl ? { redirectUrl } : {}) });
    },

    'POST /signup/check': async (request) => {
      await limiter.enforce([['signupIp', request.ip]]);
      return { status: await completion.check(request.body.paymentFlowId) };
    },

    'POST /signup/complete': async (request, reply) => {
      await limiter.enforce([['signupIp', request.ip]]);
      await completion.complete(request.body);
      return reply.code(204).send(null);
    },

    'POST /signup/confirm-email': async (request, reply) => {
      const session = request.auth.method === 'user' ? (request.auth.contact?.id ?? null) : null;
      const contact = await confirm(request.body.joinFlowId, session);
      // A session is for the person who opened the link; an API key is a script, and gets none.
      if (contact.id !== session && request.auth.method !== 'api-key') {
        await startSession({ sessions, now }, request, reply, contact.id);
      }
      return serialiseContact(contact, {
        roles: await contacts.roles(contact.id),
        now: now(),
        with: [],
        forAdmin: false,
      });
    },
  };
});
