import type { ApiErrorBody } from './errors.ts';
import { readerErrorCatalogue, readerTexts, type CatalogueEntry } from './reader-errors.ts';

/**
 * The catalogue's answers for a bare HTTP status (docs/product/errors.md
 * leaves the 403/404/409 texts open; the choices are in core/README.md). With the
 * reader errors they are all a client needs to read any failed answer, so
 * the widgets carry these and not the whole catalogue (errors.ts).
 */
export const statusTexts = {
  unauthorized: /*i18n*/ { id: 'error.unauthorized', message: "You don't have access to that." },
  oops: /*i18n*/ {
    id: 'error.not-found',
    message: 'Oops, something went wrong! Contact support if this happens again.',
  },
} as const;

export const statusErrorCatalogue = {
  'not-logged-in': { httpCode: 401, text: statusTexts.unauthorized },
  forbidden: { httpCode: 403, text: statusTexts.unauthorized },
  'not-found': { httpCode: 404, text: statusTexts.oops },
  conflict: { httpCode: 409, text: statusTexts.oops },
  'request-too-large': { httpCode: 413, text: readerErrorCatalogue.LIMIT_FILE_SIZE.text },
  // Headers over the server's limit (huge cookies, a hostile client): answered before any route.
  'headers-too-large': { httpCode: 431, text: statusTexts.oops },
  'internal-error': { httpCode: 500, text: readerTexts.serverError },
  'service-unavailable': { httpCode: 503, text: readerTexts.serverError },
} as const satisfies Record<string, CatalogueEntry>;

const byStatus = { ...readerErrorCatalogue, ...statusErrorCatalogue };
type StatusErrorCode = keyof typeof byStatus;

const codeByStatus: Readonly<Record<number, StatusErrorCode>> = {
  401: 'not-logged-in',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'request-too-large',
  415: 'UNSUPPORTED_FILE_TYPE',
  422: 'validation',
  429: 'TOO_MANY_REQUESTS',
  431: 'headers-too-large',
  503: 'service-unavailable',
};

/** The catalogue code a bare HTTP status falls back to. */
export const codeForStatus = (status: number): StatusErrorCode =>
  codeByStatus[status] ?? (status >= 500 ? 'internal-error' : 'bad-request');

/**
 * The envelope for an answer that is not one (a proxy's 502 page), or for no answer at all (status 0).
 * @example statusErrorBody(502) // {message: 'Something went wrong, please try again.', code: 'internal-error', errors: null, httpCode: 502}
 */
export function statusErrorBody(status: number): ApiErrorBody {
  const code = status === 0 ? 'service-unavailable' : codeForStatus(status);
  return { message: byStatus[code].text.message, code, errors: null, httpCode: status };
}
