import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from './csrf-guard.ts';
import { sessionIdleMs } from '../../accounts/session-repository.ts';

/** The value of cookie `name` in a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Sets `masthead_session`: HttpOnly (no script reads it), SameSite=Lax (not
 * sent on cross-site posts), Secure when the request came over https, for
 * the whole site, as long as the session's idle lifetime.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', cookie(request, token, Math.floor(sessionIdleMs / 1000)));
}

/** Tells the browser to forget the cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(request, '', 0));
}

function cookie(request: FastifyRequest, value: string, maxAge: number): string {
  const parts = [`${sessionCookieName}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax'];
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}
