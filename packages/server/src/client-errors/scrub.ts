import { maskSecretLinks, type Breadcrumb, type ClientErrorReport } from '@masthead/core';

/** Something shaped like an email address: `ada@example.org`, `ada.l+news@mail.example.co.uk`. */
const emailLike = /[^\s@<>()[\]"',;:/\\]+@[^\s@<>()[\]"',;:/\\]+\.[A-Za-z]{2,}/g;
/**
 * Seven or more digits, maybe grouped by spaces or dashes: a phone, card or
 * account number. Line and column numbers of a stack (`app.js:1:48213`) are shorter.
 */
const longNumber = /\d(?:[ -]?\d){6,}/g;

/**
 * A text with what could name or reach a person, or let someone in, taken
 * out: the secret segment of an emailed link or its API call becomes `***`
 * (`PUT /reset-password/***`, core's `maskSecretLinks`), emails `[email]`,
 * long numbers `[number]`. Links go first: a token's digits scrubbed as a
 * number would cut it short of the mask. The browser does the same before it
 * sends; the server does it again, because a report is only what a client says.
 * @example scrubText('No contact ada@example.org, call 0171 555 0123') // 'No contact [email], call [number]'
 * @example scrubText('PUT /reset-password/Xk3q… 503') // 'PUT /reset-password/*** 503'
 */
export function scrubText(text: string): string {
  return maskSecretLinks(text).replace(emailLike, '[email]').replace(longNumber, '[number]');
}

/**
 * The fields of a report that are free text. Not `source` (one of two
 * words) nor `requestId` (an id of letters, digits, `._-`: no path fits, and
 * a proxy's all-digit id scrubbed as a number would no longer find the log).
 */
export const scrubbedFields = ['message', 'stack', 'url', 'operation', 'release'] as const;

/** A whole report with every free text scrubbed: the fields above and each breadcrumb's text. */
export function scrubReport(report: ClientErrorReport): ClientErrorReport {
  const scrubbed = { ...report };
  for (const field of scrubbedFields) {
    const text = report[field];
    if (text !== undefined) scrubbed[field] = scrubText(text);
  }
  scrubbed.breadcrumbs = report.breadcrumbs.map((crumb): Breadcrumb => ({ ...crumb, text: scrubText(crumb.text) }));
  return scrubbed;
}
