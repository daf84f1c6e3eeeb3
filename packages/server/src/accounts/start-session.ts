import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookie } from '../kernel/http/session-cookie.ts';
import type { SessionRepository } from './session-repository.ts';

/**
 * Starts a session for `contactId`: a new cookie value every time (the old
 * session, if any, ends), so a value planted before login is worthless.
 */
export async function startSession(
  { sessions, now }: { sessions: SessionRepository; now: () => Date },
  request: FastifyRequest,
  reply: FastifyReply,
  contactId: string,
): Promise<void> {
  if (request.auth.sessionHash) await sessions.delete(request.auth.sessionHash);
  const { token } = await sessions.create(contactId, now());
  setSessionCookie(request, reply, token);
}
