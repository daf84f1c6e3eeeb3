import { errorCatalogue, genericTexts, isErrorCode, type MessageDescriptor } from '@masthead/core';

/**
 * The catalogue texts the call-out form shows, marked again so that `lingui
 * extract` puts them in the widgets catalog (core's own marks go to the app
 * catalog). Same ids and texts as core.
 */
export const calloutCatalogueTexts = [
  /*i18n*/ {
    id: 'error.guest-details-missing',
    message: 'Please give your name and email address so that we can contact you about your response.',
  },
  /*i18n*/ { id: 'error.members-only', message: 'This call-out is open to members only. Please log in to respond.' },
  /*i18n*/ { id: 'error.callout-closed', message: 'This call-out is closed and no longer takes responses.' },
  /*i18n*/ { id: 'error.already-responded', message: 'You have already responded to this call-out.' },
  /*i18n*/ {
    id: 'error.captcha-required',
    message: 'Please complete the check that you are not a robot, then send your response again.',
  },
  /*i18n*/ {
    id: 'error.captcha-invalid',
    message: 'The check that you are not a robot did not work. Please try it again.',
  },
  /*i18n*/ { id: 'error.validation', message: 'Something is missing. Please check the fields above.' },
  /*i18n*/ { id: 'error.bad-request', message: 'Something went wrong. Try reloading the page.' },
];

/** The catalogue text for an API error code; anything unknown reads as the generic submit failure. */
export function submitErrorText(code: string): MessageDescriptor {
  return isErrorCode(code) && code !== 'internal-error' && code !== 'service-unavailable'
    ? errorCatalogue[code].text
    : genericTexts.responseFailed;
}
