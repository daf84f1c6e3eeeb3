import type { MessageDescriptor } from '../reader-errors.ts';

/**
 * Why the contact import refused a row (`POST contact-import`'s `refused`,
 * and the refused rows' CSV), each with the text a person reads (translated
 * by the admin page through Lingui, as the error catalogue's).
 */
export const contactImportRefusals = {
  'invalid-email': /*i18n*/ {
    id: 'import.invalid-email',
    message: 'The email address is missing or not valid.',
  },
  'duplicate-in-file': /*i18n*/ {
    id: 'import.duplicate-in-file',
    message: 'The same email address is on an earlier line of the file.',
  },
  'duplicate-customer-in-file': /*i18n*/ {
    id: 'import.duplicate-customer-in-file',
    message: 'The same customer id is on an earlier line of the file.',
  },
  'conflicting-contact': /*i18n*/ {
    id: 'import.conflicting-contact',
    message: 'The email address and the customer id belong to two different contacts.',
  },
  'conflicting-contribution': /*i18n*/ {
    id: 'import.conflicting-contribution',
    message: 'The contact already has a running contribution that differs from this one.',
  },
  'invalid-value': /*i18n*/ {
    id: 'import.invalid-value',
    message: 'A value in this row could not be read; the column is named beside this reason.',
  },
  deleted: /*i18n*/ {
    id: 'import.deleted',
    message: 'The contact was deleted in the system the file comes from.',
  },
} as const satisfies Record<string, MessageDescriptor>;

export type ContactImportRefusal = keyof typeof contactImportRefusals;
