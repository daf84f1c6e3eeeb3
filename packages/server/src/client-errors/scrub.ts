import type { Breadcrumb, ClientErrorReport } from '@masthead/core';

/** Something shaped like an email address: `ada@example.org`, `ada.l+news@mail.example.co.uk`. */
const emailLike = /[^\s@<>()[\]"',;:/\\]+@[^\s@<>()[\]"',;:/\\]+\.[A-Za-z]{2,}/g;
/**
 * Seven or more digits, maybe grouped by spaces or dashes: a phone, card or
 * account number. Line and column numbers of a stack (`app.js:1:48213`) are shorter.
 */
const longNumber = /\d(?:[ -]?\d){6,}/g;

/**
 * A text with what could name or reach a person taken out: emails become
 * `[email]`, long numbers `[number]`. The browser does the same before it
 * sends; the server does it again, because a report is only what a client says.
 * @example scrubText('No contact ada@example.org, call 0171 555 0123') // 'No contact [email], call [number]'
 */
export function scrubText(text: string): string {
  return text.replace(emailLike, '[email]').replace(longNumber, '[number]');
}

/** A whole report with every free text scrubbed: message, stack, address and breadcrumbs. */
export function scrubReport(report: ClientErrorReport): ClientErrorReport {
  return {
    ...report,
    message: scrubText(report.message),
    ...(report.stack === undefined ? {} : { stack: scrubText(report.stack) }),
    url: scrubText(report.url),
    breadcrumbs: report.breadcrumbs.map((crumb): Breadcrumb => ({ ...crumb, text: scrubText(crumb.text) })),
  };
}
