import { statusErrorBody, type ApiErrorBody, type FieldError } from '@masthead/core';

/** What every failed call raises: the server's envelope, as an Error. */
export class ApiError extends Error implements ApiErrorBody {
  readonly code: string;
  readonly errors: FieldError[] | Record<string, unknown> | null;
  readonly httpCode: number;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.code = body.code;
    this.errors = body.errors;
    this.httpCode = body.httpCode;
  }

  /** Builds an ApiError from any answer, even one that is not our envelope (a proxy's 502 page). */
  static fromResponseBody(status: number, body: unknown): ApiError {
    if (isEnvelope(body)) return new ApiError({ ...body, httpCode: status });
    return new ApiError(statusErrorBody(status));
  }

  /** A 5xx, or no answer at all (`httpCode` 0): worth trying again. */
  get isServerError(): boolean {
    return this.httpCode >= 500 || this.httpCode === 0;
  }

  /** The server was not reached (offline, refused, timed out). */
  get isNetworkError(): boolean {
    return this.httpCode === 0;
  }
}

function isEnvelope(body: unknown): body is ApiErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as ApiErrorBody).message === 'string' &&
    typeof (body as ApiErrorBody).code === 'string'
  );
}
