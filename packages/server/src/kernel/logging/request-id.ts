import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an incoming `X-Request-Id` may be: short, and nothing a log line or header could be broken with. */
const saneRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** Random bytes drawn 9 at a time from one buffer: `randomBytes` for each request cost 2 % of a submission's CPU. */
const idBytes = 9;
const pool = Buffer.alloc(idBytes * 512);
let poolOffset = pool.length;

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
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += idBytes;
  return pool.toString('base64url', poolOffset - idBytes, poolOffset);
}
