import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../viewer.ts';
import { hasRole } from './auth-context.ts';

/** The caller as the filter rules see them. */
export function viewerOf(request: FastifyRequest): Viewer {
  return { isAdmin: hasRole(request, 'admin'), contactId: request.auth.contact?.id ?? null };
}
