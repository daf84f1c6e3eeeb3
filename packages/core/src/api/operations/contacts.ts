import {
  adminResetPasswordSchema,
  loginLinkSchema,
  mfaCreateSchema,
  mfaCreatedSchema,
  mfaDeleteSchema,
  mfaStatusSchema,
} from '../../schemas/auth.ts';
import {
  contactListQuerySchema,
  contactListSchema,
  contactPatchSchema,
  contactQuerySchema,
  contactRoleBodySchema,
  contactRoleNames,
  contactRoleSchema,
} from '../../schemas/contact.ts';
import { contactRef, idParams, noContent } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/** `{id}`: `me` or a contact's id. */
const contactParams = idParams('id');

const roleParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'role'],
  properties: { ...contactParams.properties, role: { type: 'string', enum: contactRoleNames } },
} as const;

/** `GET contact.csv`: the list's filter and order, without paging (the export is every match). */
const contactExportQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sort: contactListQuerySchema.properties.sort,
    order: contactListQuerySchema.properties.order,
    rules: contactListQuerySchema.properties.rules,
  },
} as const;

const csvFile = { type: 'string', description: 'UTF-8 CSV with a byte order mark' } as const;

/** contact, contact/{id} and what hangs off it: roles, 2FA, admin actions. */
export const contactOperations = defineOperations({
  'GET /contact': {
    id: 'listContacts',
    summary: 'Contacts: all for admins, only oneself for others; filtered by `rules`',
    tag: 'contact',
    access: 'member',
    query: contactListQuerySchema,
    response: { 200: contactListSchema },
  },
  'GET /contact.csv': {
    id: 'exportContacts',
    summary: 'The contacts `rules` lets through as CSV, in the list order (admins)',
    tag: 'contact',
    access: 'admin',
    query: contactExportQuerySchema,
    produces: 'text/csv',
    response: { 200: csvFile },
  },
  'GET /contact/{id}': {
    id: 'getContact',
    summary: 'A contact: `me`, or any for admins',
    tag: 'contact',
    access: 'self-or-admin',
    params: contactParams,
    query: contactQuerySchema,
    response: { 200: contactRef },
  },
  'PATCH /contact/{id}': {
    id: 'updateContact',
    summary: 'Change a contact: names, email, password, profile',
    tag: 'contact',
    access: 'self-or-admin',
    params: contactParams,
    body: contactPatchSchema,
    response: { 200: contactRef },
  },
  'PUT /contact/{id}/role/{role}': {
    id: 'putContactRole',
    summary: 'Give a contact a role, or change its dates',
    tag: 'contact',
    access: 'admin',
    params: roleParams,
    body: contactRoleBodySchema,
    response: { 200: contactRoleSchema },
  },
  'DELETE /contact/{id}/role/{role}': {
    id: 'deleteContactRole',
    summary: 'Take a role away from a contact',
    tag: 'contact',
    access: 'admin',
    params: roleParams,
    response: { 204: noContent },
  },
  'GET /contact/{id}/mfa': {
    id: 'getContactMfa',
    summary: 'Whether 2FA is on: {type: "totp"} or {}',
    tag: 'contact',
    access: 'self-or-admin',
    params: contactParams,
    response: { 200: mfaStatusSchema },
  },
  'POST /contact/{id}/mfa': {
    id: 'enableContactMfa',
    summary: 'Turn 2FA on with a secret, a first code from the app and the password; answers new recovery codes',
    tag: 'contact',
    access: 'self-or-admin',
    params: contactParams,
    body: mfaCreateSchema,
    response: { 200: mfaCreatedSchema },
  },
  'DELETE /contact/{id}/mfa': {
    id: 'disableContactMfa',
    summary: 'Turn 2FA off with the current code (admins: for others, without)',
    tag: 'contact',
    access: 'self-or-admin',
    params: contactParams,
    body: mfaDeleteSchema,
    response: { 204: noContent },
  },
  'POST /contact/{id}/reset-password': {
    id: 'sendContactPasswordReset',
    summary: 'Email the contact a reset-password link',
    tag: 'contact',
    access: 'admin',
    params: contactParams,
    body: adminResetPasswordSchema,
    response: { 204: noContent },
  },
  'POST /contact/{id}/unlock': {
    id: 'unlockContact',
    summary: 'Lift the lock after too many wrong passwords',
    tag: 'contact',
    access: 'admin',
    params: contactParams,
    response: { 204: noContent },
  },
  'POST /contact/{id}/login-link': {
    id: 'createContactLoginLink',
    summary: 'An emergency login link for the contact: works once, within an hour',
    tag: 'contact',
    access: 'admin',
    params: contactParams,
    response: { 200: loginLinkSchema },
  },
});
