/**
 * The one table of API errors (SPEC.md s. 8). The server answers with these
 * codes, statuses and texts; the interfaces translate the texts through
 * Lingui (the `/*i18n*\/` marks let `lingui extract` find them without
 * running a macro, so the server can use this file as it is).
 */
export const httpStatusNames = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'Validation',
  429: 'TooManyRequests',
  500: 'InternalServer',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
  504: 'GatewayTimeout',
} as const;

export type HttpCode = keyof typeof httpStatusNames;

export interface MessageDescriptor {
  id: string;
  message: string;
}

interface CatalogueEntry {
  httpCode: HttpCode;
  text: MessageDescriptor;
}

export const errorCatalogue = {
  'account-locked': {
    httpCode: 401,
    text: /*i18n*/ {
      id: 'error.account-locked',
      message:
        'Account locked due to too many failed login attempts. Please reset your password or contact support for help.',
    },
  },
  'duplicate-email': {
    httpCode: 409,
    text: /*i18n*/ { id: 'error.duplicate-email', message: 'Email address already exists' },
  },
  'duplicate-tag-name': {
    httpCode: 409,
    text: /*i18n*/ { id: 'error.duplicate-tag-name', message: 'A tag with this name already exists' },
  },
  // A call-out slug someone typed that another call-out has (API.md: 409).
  'duplicate-slug': {
    httpCode: 409,
    text: /*i18n*/ { id: 'error.duplicate-slug', message: 'A call-out with this slug already exists' },
  },
  // Answering a call-out (POST callout/{id}/responses). SPEC.md s. 8 names
  // these situations without their texts; the choices are in core/README.md.
  'guest-details-missing': {
    httpCode: 422,
    text: /*i18n*/ {
      id: 'error.guest-details-missing',
      message: 'Please give your name and email address so that we can contact you about your response.',
    },
  },
  'members-only': {
    httpCode: 403,
    text: /*i18n*/ {
      id: 'error.members-only',
      message: 'This call-out is open to members only. Please log in to respond.',
    },
  },
  'callout-closed': {
    httpCode: 403,
    text: /*i18n*/ { id: 'error.callout-closed', message: 'This call-out is closed and no longer takes responses.' },
  },
  'already-responded': {
    httpCode: 409,
    text: /*i18n*/ { id: 'error.already-responded', message: 'You have already responded to this call-out.' },
  },
  'captcha-required': {
    httpCode: 400,
    text: /*i18n*/ {
      id: 'error.captcha-required',
      message: 'Please complete the check that you are not a robot, then send your response again.',
    },
  },
  'captcha-invalid': {
    httpCode: 400,
    text: /*i18n*/ {
      id: 'error.captcha-invalid',
      message: 'The check that you are not a robot did not work. Please try it again.',
    },
  },
  'preview-no-submit': {
    httpCode: 400,
    text: /*i18n*/ { id: 'error.preview-no-submit', message: 'Responses cannot be sent in preview mode.' },
  },
  'invalid-token': {
    httpCode: 401,
    text: /*i18n*/ { id: 'error.invalid-token', message: 'Invalid 2FA token' },
  },
  'login-failed': {
    httpCode: 401,
    text: /*i18n*/ { id: 'error.login-failed', message: 'Invalid password/email combination' },
  },
  'mfa-token-required': {
    httpCode: 401,
    text: /*i18n*/ {
      id: 'error.mfa-token-required',
      message: 'Please enter the code from your authenticator app.',
    },
  },
  // Reset-password, reset-device, set-password and emergency links that are
  // unknown, expired (24 h) or already used all answer alike.
  'link-expired': {
    httpCode: 400,
    text: /*i18n*/ {
      id: 'error.link-expired',
      message: 'This link has expired or has already been used. Please ask for a new one.',
    },
  },
  LIMIT_FILE_SIZE: {
    httpCode: 413,
    text: /*i18n*/ { id: 'error.LIMIT_FILE_SIZE', message: 'File too large' },
  },
  UNSUPPORTED_FILE_TYPE: {
    httpCode: 415,
    text: /*i18n*/ { id: 'error.UNSUPPORTED_FILE_TYPE', message: 'Unsupported file type' },
  },
  TOO_MANY_REQUESTS: {
    httpCode: 429,
    text: /*i18n*/ { id: 'error.TOO_MANY_REQUESTS', message: 'Rate limit exceeded' },
  },
  // Generic answers. SPEC.md leaves the 403/404/409 texts open; the choices
  // are written down in packages/core/README.md.
  'bad-request': {
    httpCode: 400,
    text: /*i18n*/ { id: 'error.bad-request', message: 'Something went wrong. Try reloading the page.' },
  },
  'invalid-rule': {
    httpCode: 400,
    text: /*i18n*/ { id: 'error.bad-request', message: 'Something went wrong. Try reloading the page.' },
  },
  'not-logged-in': {
    httpCode: 401,
    text: /*i18n*/ { id: 'error.unauthorized', message: "You don't have access to that." },
  },
  forbidden: {
    httpCode: 403,
    text: /*i18n*/ { id: 'error.unauthorized', message: "You don't have access to that." },
  },
  'not-found': {
    httpCode: 404,
    text: /*i18n*/ {
      id: 'error.not-found',
      message: 'Oops, something went wrong! Contact support if this happens again.',
    },
  },
  conflict: {
    httpCode: 409,
    text: /*i18n*/ {
      id: 'error.not-found',
      message: 'Oops, something went wrong! Contact support if this happens again.',
    },
  },
  'request-too-large': {
    httpCode: 413,
    text: /*i18n*/ { id: 'error.LIMIT_FILE_SIZE', message: 'File too large' },
  },
  validation: {
    httpCode: 422,
    text: /*i18n*/ { id: 'error.validation', message: 'Something is missing. Please check the fields above.' },
  },
  'internal-error': {
    httpCode: 500,
    text: /*i18n*/ { id: 'error.server', message: 'Something went wrong, please try again.' },
  },
  'service-unavailable': {
    httpCode: 503,
    text: /*i18n*/ { id: 'error.server', message: 'Something went wrong, please try again.' },
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Texts the interfaces show that belong to no API code. */
export const genericTexts = {
  oops: /*i18n*/ {
    id: 'error.not-found',
    message: 'Oops, something went wrong! Contact support if this happens again.',
  },
  reload: /*i18n*/ { id: 'error.bad-request', message: 'Something went wrong. Try reloading the page.' },
  serverError: /*i18n*/ { id: 'error.server', message: 'Something went wrong, please try again.' },
  unauthorized: /*i18n*/ { id: 'error.unauthorized', message: "You don't have access to that." },
  responseFailed: /*i18n*/ {
    id: 'error.response-failed',
    message: 'There was a problem submitting your response, please try again',
  },
} as const;

/** One failing field of a 422: where it is and what rule it broke. */
export interface FieldError {
  field: string;
  rule: string;
  params?: Record<string, unknown>;
}

/** The envelope of every API error. */
export interface ApiErrorBody {
  message: string;
  code: string;
  errors: FieldError[] | Record<string, unknown> | null;
  httpCode: number;
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorCatalogue, code);
}

/**
 * Builds the envelope for a catalogued error.
 * @example errorBody('duplicate-email') // {message: 'Email address already exists', code: 'duplicate-email', errors: null, httpCode: 409}
 */
export function errorBody(code: ErrorCode, errors: ApiErrorBody['errors'] = null): ApiErrorBody {
  const entry = errorCatalogue[code];
  return { message: entry.text.message, code, errors, httpCode: entry.httpCode };
}

/** The catalogue code a bare HTTP status falls back to. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'not-logged-in';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'request-too-large';
  if (status === 415) return 'UNSUPPORTED_FILE_TYPE';
  if (status === 422) return 'validation';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 503) return 'service-unavailable';
  if (status >= 500) return 'internal-error';
  return 'bad-request';
}
