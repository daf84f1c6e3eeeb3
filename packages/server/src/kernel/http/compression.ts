import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { globalPlugin } from './global-plugin.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing saves less than it costs. Streams have no size and are always compressed. */
export const compressMinBytes = 1024;

/** JSON (also `+json` types such as problem documents) and CSV; images and webp are compressed already. */
const compressibleType = /^(?:application\/(?:[\w.-]+\+)?json|text\/csv)\s*(?:;|$)/i;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding a request's Accept-Encoding prefers among br and gzip, or
 * null: the highest q above 0 wins, br on a tie; `*` stands for gzip when
 * gzip is not named (as @fastify/static reads it: a client that names no
 * coding is safest with the oldest); no header means identity only.
 * @example preferredEncoding('gzip, br;q=0') // 'gzip'
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (token) weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('*') : undefined) ?? 0;
  const [best] = (['br', 'gzip'] as const)
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
  return best ?? null;
}

// Fast levels: an answer is compressed once per request, unlike the built assets.
const brotliParams = (size?: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(size ? { [constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
  },
});
const gzipLevel = { level: 6 };

function compressStream(source: Readable, encoding: Encoding): Readable {
  const compressor = encoding === 'br' ? createBrotliCompress(brotliParams()) : createGzip(gzipLevel);
  // An error in the source (a failed page read of the CSV export) destroys the
  // compressor with it, and Fastify ends the response as for any failed stream.
  return pipeline(source, compressor, () => {});
}

function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const tokens = String(current ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.includes(header) || tokens.includes('*')) return;
  reply.header('vary', current ? `${String(current)}, ${header}` : header);
}

/**
 * Compresses JSON and CSV answers by the request's Accept-Encoding: bodies
 * of at least 1 KB with brotli (quality 4) or gzip (level 6), streams (the
 * CSV export) as a compressed stream, so they stay streamed. Answers that
 * are encoded already (the precompressed built files), other types and
 * `no-transform` answers pass unchanged. Registered before the routes so it
 * sees every answer, errors in the envelope too.
 */
export const compression = globalPlugin('compression', async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload === null || payload === undefined || reply.hasHeader('content-encoding')) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (!compressibleType.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (/\bno-transform\b/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    const isStream = payload instanceof Readable;
    const size = isStream ? null : Buffer.byteLength(payload as string | Buffer);
    if (size !== null && size < compressMinBytes) return payload;
    addVary(reply, 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    if (isStream) return compressStream(payload, encoding);
    const body = payload as string | Buffer;
    return encoding === 'br' ? brotliAsync(body, brotliParams(size ?? undefined)) : gzipAsync(body, gzipLevel);
  });
});
