import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { logPath } from './log-path.ts';
import { completionMessage } from './pretty-line.ts';

/**
 * Fastify's `logController`: one line per request, when it is answered,
 * instead of Fastify's two ("incoming request", "request completed"):
 * method, `logPath`, status and milliseconds; the request id comes with the
 * request's child logger (`reqId`). A 5xx is logged with its error by the
 * error envelope; a response that broke off is logged here at error.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      path: logPath(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, completionMessage);
    else request.log.info(line, completionMessage);
  }
}
