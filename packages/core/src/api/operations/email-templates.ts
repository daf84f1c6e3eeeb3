import {
  emailPreviewSchema,
  emailTemplateListSchema,
  emailTemplateParams,
  emailTemplateQuerySchema,
  emailTemplateSchema,
  emailTemplateWriteSchema,
} from '../../schemas/email-template.ts';
import { noContent } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/**
 * `email`: the subject and body of every email Masthead sends, per locale;
 * admins only. The security emails (`secureLink` in `GET email`: their link
 * is a secret) are read and previewed by every admin, but changed (PUT,
 * DELETE) by a superadmin in a session only: the handler answers 403 to
 * anyone else, API keys included, as the access rule is per email.
 */
export const emailTemplateOperations = defineOperations({
  'GET /email': {
    id: 'listEmailTemplates',
    summary: 'Every email Masthead sends: its id, what it is for and its merge fields',
    tag: 'email',
    access: 'admin',
    response: { 200: emailTemplateListSchema },
  },
  'GET /email/{id}': {
    id: 'getEmailTemplate',
    summary: "An email's subject and body in one locale: the saved text, else the default as editable source",
    tag: 'email',
    access: 'admin',
    params: emailTemplateParams,
    query: emailTemplateQuerySchema,
    response: { 200: emailTemplateSchema },
  },
  'PUT /email/{id}': {
    id: 'updateEmailTemplate',
    summary: "Save an email's subject and body for one locale (a security email: a superadmin in a session only)",
    tag: 'email',
    access: 'admin',
    params: emailTemplateParams,
    body: emailTemplateWriteSchema,
    response: { 200: emailTemplateSchema },
  },
  'DELETE /email/{id}': {
    id: 'resetEmailTemplate',
    summary: 'Reset an email in one locale to the default text (a security email: a superadmin in a session only)',
    tag: 'email',
    access: 'admin',
    params: emailTemplateParams,
    query: emailTemplateQuerySchema,
    response: { 204: noContent },
  },
  'POST /email/{id}/preview': {
    id: 'previewEmailTemplate',
    summary: 'An unsaved subject and body written as the email a reader gets, with sample data',
    tag: 'email',
    access: 'admin',
    params: emailTemplateParams,
    body: emailTemplateWriteSchema,
    response: { 200: emailPreviewSchema },
  },
  'POST /email/{id}/test': {
    id: 'sendTestEmail',
    summary:
      "Send an email as saved in one locale, with sample data and dummy links, to the caller's own address (queued like every email)",
    tag: 'email',
    access: 'admin',
    params: emailTemplateParams,
    query: emailTemplateQuerySchema,
    response: { 204: noContent },
  },
});
