import {
  contactImportListQuerySchema,
  contactImportListSchema,
  contactImportQuerySchema,
  contactImportReportSchema,
} from '../../schemas/contact-import.ts';
import { uuidParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

const csvFile = { type: 'string', description: 'UTF-8 CSV with a byte order mark' } as const;

/**
 * `contact-import`: contacts from a CSV file (admins and API keys;
 * packages/server/src/contacts/import/README.md). The file is the body
 * (`text/csv`) or the multipart field `file`.
 */
export const contactImportOperations = defineOperations({
  'GET /contact-import': {
    id: 'listContactImports',
    summary: 'Past imports, newest first: state, counts, file name, who ran it and when',
    tag: 'contact',
    access: 'admin',
    query: contactImportListQuerySchema,
    response: { 200: contactImportListSchema },
  },
  'POST /contact-import': {
    id: 'importContacts',
    summary: 'Import contacts from a CSV file: a dry run, the import, or its job for a long file',
    tag: 'contact',
    access: 'admin',
    query: contactImportQuerySchema,
    consumes: 'text/csv',
    response: { 200: contactImportReportSchema, 202: contactImportReportSchema },
  },
  'GET /contact-import/{id}': {
    id: 'getContactImport',
    summary: 'An import: its report and progress',
    tag: 'contact',
    access: 'admin',
    params: uuidParams,
    response: { 200: contactImportReportSchema },
  },
  'GET /contact-import/{id}/refused': {
    id: 'getContactImportRefused',
    summary: "An import's refused rows as CSV: the file's columns, then line and reason",
    tag: 'contact',
    access: 'admin',
    params: uuidParams,
    produces: 'text/csv',
    response: { 200: csvFile },
  },
});
