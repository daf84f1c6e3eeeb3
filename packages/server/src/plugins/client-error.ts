import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
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
