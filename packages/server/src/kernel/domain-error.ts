import type { ErrorCode, FieldError } from '@masthead/core';

/**
 * A refusal by the domain (a service or a repository), named by its code in
 * core's error catalogue. It says what went wrong, not how HTTP answers it:
 * the error-envelope plugin turns it into the catalogue's envelope and status
 * at the edge, so services stay callable from scripts and tests alike.
 * @example throw new DomainError('already-responded')
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  /** The fields at fault (a 422's `errors`), or null. */
  readonly errors: FieldError[] | null;

  /** For a 429: seconds until trying again helps (`Retry-After`). */
  readonly retryAfter: number | null;

  constructor(code: ErrorCode, errors: FieldError[] | null = null, retryAfter: number | null = null) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }
}
