import type { HttpCode } from './errors.ts';

export interface MessageDescriptor {
  id: string;
  message: string;
}

export interface CatalogueEntry {
  httpCode: HttpCode;
  text: MessageDescriptor;
}

/**
 * The part of the error catalogue (errors.ts) a reader can meet in the
 * embedded widgets: answering a call-out and uploading a file. Both Lingui
 * catalogs extract this file (lingui.config.ts), so the widgets translate
 * core's own texts and carry no copies; the rest of the catalogue stays out
 * of the widgets' bundle. docs/product/errors.md names the answering situations
 * without their texts; the choices are in core/README.md.
 */
export const readerErrorCatalogue = {
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
  'bad-request': {
    httpCode: 400,
    text: /*i18n*/ { id: 'error.bad-request', message: 'Something went wrong. Try reloading the page.' },
  },
  validation: {
    httpCode: 422,
    text: /*i18n*/ { id: 'error.validation', message: 'Something is missing. Please check the fields above.' },
  },
} as const satisfies Record<string, CatalogueEntry>;

/** Texts the widgets show that belong to no API code. */
export const readerTexts = {
  serverError: /*i18n*/ { id: 'error.server', message: 'Something went wrong, please try again.' },
  responseFailed: /*i18n*/ {
    id: 'error.response-failed',
    message: 'There was a problem submitting your response, please try again',
  },
} as const;
