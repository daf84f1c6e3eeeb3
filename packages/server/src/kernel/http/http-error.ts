import { errorBody, type ApiErrorBody, type ErrorCode } from '@masthead/core';

/**
 * An error a route throws to answer with a catalogued error envelope; the
 * error-envelope plugin turns it into the response.
 * @example throw apiError('not-found')
 */
export class HttpError extends Error {
  readonly body: ApiErrorBody;

  constructor(code: ErrorCode, errors: ApiErrorBody['errors'] = null) {
    const body = errorBody(code, errors);
    super(body.message);
    this.name = 'HttpError';
    this.body = body;
  }

  get statusCode(): number {
    return this.body.httpCode;
  }
}

export function apiError(code: ErrorCode, errors: ApiErrorBody['errors'] = null): HttpError {
  return new HttpError(code, errors);
}
