import type { FastifyRequest } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { hasRole } from '../kernel/http/auth-context.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { RateLimiter } from '../kernel/rate-limits/rate-limiter.ts';
import type { ResponseSubmission } from './response-submission.ts';
import { visibleCallout, type CalloutAccessDeps } from '../callouts/callout-access.ts';

export interface ResponseSubmitOptions extends CalloutAccessDeps {
  submission: ResponseSubmission;
  limiter: RateLimiter;
}

/** The widget's header naming one submission; a retry with it returns the first response. */
const idempotencyHeader = 'idempotency-key';
/** Set by the app's preview instead of (or with) `?preview=true`. */
const previewHeader = 'x-callout-preview';

const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;

/**
 * `POST callout/{id}/responses?captchaToken=…` `{answers, guest?, newsletter?}`
 * → 201 `{id}` (200 with the first response's id when the `Idempotency-Key`
 * was used before). The route finds the call-out the caller may see and
 * reads the request; the response-submission service judges and stores the
 * answer (who may answer, captcha, guest details, answers, numbering).
 */
export const responseSubmitRoutes = operationRoutes<ResponseSubmitOptions>((_app, deps) => ({
  'POST /callout/{id}/responses': async (request, reply) => {
    const { row } = await visibleCallout(request, deps, request.params.id, { recent: true });
    if (request.query.preview === true || request.headers[previewHeader] === 'true') {
      throw apiError('preview-no-submit');
    }
    // Per IP, before any answer is read; an API key (the newsroom's own import) is not limited.
    if (request.auth.method !== 'api-key') await deps.limiter.enforce([['responseIp', request.ip]]);
    const { id, created } = await deps.submission.submit({
      callout: row,
      caller: {
        loggedIn: request.auth.method !== 'none',
        contactId: request.auth.contact?.id ?? null,
        isMember: hasRole(request, 'member'),
        // A key without X-Contact-Id is no person: it may answer with a guest's details.
        noPerson: request.auth.method === 'api-key' && !request.auth.contact,
      },
      body: request.body,
      captchaToken: request.query.captchaToken,
      idempotencyKey: readIdempotencyKey(request),
    });
    return reply.code(created ? 201 : 200).send({ id });
  },
}));

function readIdempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers[idempotencyHeader];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !idempotencyKeyPattern.test(value)) {
    throw apiError('bad-request', [{ field: 'Idempotency-Key', rule: 'pattern' }]);
  }
  return value;
}
