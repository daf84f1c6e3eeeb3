import { codeForStatus, errorBody, type ApiErrorBody } from '@masthead/core';
import type { FastifyError } from 'fastify';
import { fieldErrors } from './field-errors.ts';
import { globalPlugin } from './global-plugin.ts';
import { DomainError } from '../domain-error.ts';
import { HttpError } from './http-error.ts';

/**
 * Every error leaves as `{message, code, errors, httpCode}` from the core
 * catalogue: errors routes throw (`apiError`), refusals services throw
 * (`DomainError`), schema failures (422 with one entry per field), Fastify's
 * own errors (bad JSON 400, body too large 413, …) and unexpected exceptions
 * (500 with the generic text; the stack goes to the log, never to the client).
 */
export const errorEnvelope = globalPlugin('error-envelope', async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const body = toErrorBody(error);
    if (body.httpCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      // The request's completion line (kernel/logging/request-log.ts) has the status at info; the reason is detail.
      request.log.debug({ code: body.code, reason: error.message }, 'request refused');
    }
    if (error instanceof DomainError && error.retryAfter !== null) reply.header('retry-after', error.retryAfter);
    // Set again in case a plugin's onRequest hook threw before request-id-header's ran: the id a reader can report.
    reply.header('x-request-id', request.id);
    return reply.code(body.httpCode).send(body);
  });
});

/** The envelope for any thrown value; unknown things become a 500. */
function toErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof HttpError) return error.body;
  if (error instanceof DomainError) return errorBody(error.code, error.errors);
  if (!(error instanceof Error)) return errorBody('internal-error');
  const { validation, statusCode } = error as Partial<FastifyError>;
  if (validation) return errorBody('validation', fieldErrors(validation));
  // Fastify and its plugins mark client errors with a status; anything
  // without one is a bug in our code and must not leak its message.
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600) {
    return errorBody(codeForStatus(statusCode));
  }
  return errorBody('internal-error');
}
