import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an incoming `X-Request-Id` may be: short, and nothing a log line or header could be broken with. */
const saneRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when it is sane (a proxy
 * or a client that already named the request), else 12 random base64url
 * characters. Named once, the id is in every log line of the request and in
 * the answer's `X-Request-Id` header, so a reader's error report leads to the log.
 * @example requestId({headers: {'x-request-id': 'edge-42'}}) // 'edge-42'
 */
export function requestId(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && saneRequestId.test(incoming)) return incoming;
  return randomBytes(9).toString('base64url');
}
