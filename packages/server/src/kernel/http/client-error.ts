import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { statusErrorBody } from '@masthead/core';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them — headers
 * over the limit (431), a malformed request line (400), a request that took
 * too long (408) — still get the error envelope, as every other answer does.
 * Fastify's `clientErrorHandler`.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(statusErrorBody(status));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/**
 * Paths the router cannot read — a broken percent-escape or one that
 * decodes to no text (`/callout/%ED%A0%80`), a path parameter over 100
 * characters — are ill-formed ids: 400 in the envelope (docs/product/api.md,
 * "Compatibility with v0.32 clients"). Fastify's `frameworkErrors`.
 */
export function frameworkErrorHandler(_error: Error, request: FastifyRequest, reply: FastifyReply): void {
  // No route, so no hooks: the headers the security and request-id plugins would add are set here.
  void reply
    .code(400)
    .header('x-content-type-options', 'nosniff')
    .header('x-request-id', request.id)
    .type('application/json; charset=utf-8')
    .send(statusErrorBody(400));
}
