import { readerErrorCatalogue, readerTexts, type CatalogueEntry } from './reader-errors.ts';
import { statusErrorCatalogue, statusTexts } from './status-errors.ts';

/**
 * The one table of API errors (docs/product/errors.md). The server answers with these
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
  431: 'RequestHeaderFieldsTooLarge',
  500: 'InternalServer',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
  504: 'GatewayTimeout',
} as const;

export type HttpCode = keyof typeof httpStatusNames;

export type { CatalogueEntry, MessageDescriptor } from './reader-errors.ts';
export { codeForStatus, statusErrorBody } from './status-errors.ts';

export const errorCatalogue = {
  ...readerErrorCatalogue,
  ...statusErrorCatalogue,
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
  // A call-out slug someone typed that another call-out has (docs/product/api.md: 409).
  'duplicate-slug': {
    httpCode: 409,
    text: /*i18n*/ { id: 'error.duplicate-slug', message: 'A call-out with this slug already exists' },
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
  // Contributions (packages/core/src/money): a change waits for a pending payment; annual does not turn monthly mid-cycle.
  'payment-pending': {
    httpCode: 409,
    text: /*i18n*/ {
      id: 'error.payment-pending',
      message:
        'A payment is still being processed. You can change your contribution or payment method once it has gone through.',
    },
  },
  'annual-to-monthly': {
    httpCode: 409,
    text: /*i18n*/ {
      id: 'error.annual-to-monthly',
      message: 'You can switch to a monthly contribution once your current annual contribution ends.',
    },
  },
  // A payment flow completed already (a second tab, a double click, a reload of the return page).
  'payment-flow-used': {
    httpCode: 409,
    text: /*i18n*/ { id: 'error.payment-flow-used', message: 'This payment step was already completed.' },
  },
  // The payment provider timed out or failed (5xx): nothing was changed, the same step may be tried again.
  'payment-provider-failed': {
    httpCode: 502,
    text: /*i18n*/ {
      id: 'error.payment-provider-failed',
      message: 'The payment provider did not answer. Nothing was charged; please try again in a moment.',
    },
  },
  // The provider refused (declined, a flow the member did not finish or that failed).
  'payment-refused': {
    httpCode: 400,
    text: /*i18n*/ {
      id: 'error.payment-refused',
      message: 'The payment could not be set up. Please check your details or choose another payment method.',
    },
  },
  // A contribution runs at a provider already: a second subscription would charge the member twice.
  'contribution-running': {
    httpCode: 409,
    text: /*i18n*/ {
      id: 'error.contribution-running',
      message: 'You already have a contribution. Change it, or cancel it before starting a new one.',
    },
  },
  'no-contribution': {
    httpCode: 409,
    text: /*i18n*/ {
      id: 'error.no-contribution',
      message: 'There is no contribution to change. Please start one first.',
    },
  },
  // A method the newsroom offers but whose provider is not set up on this server.
  'payment-method-unavailable': {
    httpCode: 400,
    text: /*i18n*/ {
      id: 'error.payment-method-unavailable',
      message: 'This payment method is not available. Please choose another one.',
    },
  },
  // Joining: a confirmation link that is unknown or older than 7 days, or one already used elsewhere.
  'join-flow-expired': {
    httpCode: 400,
    text: /*i18n*/ {
      id: 'error.join-flow-expired',
      message: 'This confirmation link has expired or is not valid. Please join again.',
    },
  },
  'join-confirmed': {
    httpCode: 409,
    text: /*i18n*/ {
      id: 'error.join-confirmed',
      message: 'Your email address is already confirmed. Please log in.',
    },
  },
  // An answer pass asked for a site that EMBED_ORIGINS does not list.
  'origin-not-allowed': {
    httpCode: 403,
    text: /*i18n*/ {
      id: 'error.origin-not-allowed',
      message: 'This site may not ask you to answer as yourself. Please answer on our own site instead.',
    },
  },
  // Newsroom mode (general settings `newsroomMode`) turns joining and contributions off: the calls the
  // contract table marks `noNewsroom` answer this.
  'newsroom-mode': {
    httpCode: 403,
    text: /*i18n*/ {
      id: 'error.newsroom-mode',
      message: 'Joining and contributions are not available on this site.',
    },
  },
  // Generic answers. docs/product/errors.md leaves the 403/404/409 texts open; the choices
  // are written down in packages/core/README.md.
  'invalid-rule': { httpCode: 400, text: readerErrorCatalogue['bad-request'].text },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Texts the interfaces show that belong to no API code. */
export const genericTexts = {
  reload: readerErrorCatalogue['bad-request'].text,
  ...statusTexts,
  ...readerTexts,
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
