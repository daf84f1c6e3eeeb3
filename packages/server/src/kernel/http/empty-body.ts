import type { FastifyRequest } from 'fastify';

/**
 * A preValidation hook for routes whose body is optional (`PUT role`,
 * `DELETE mfa`): a request without a body is validated as `{}` rather
 * than refused for not being an object.
 * @example app.addHook('preValidation', emptyBodyAsObject)
 */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
