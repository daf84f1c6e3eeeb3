import type { Operation } from './operation.ts';
import { apiKeyOperations } from './operations/api-keys.ts';
import { authOperations } from './operations/auth.ts';
import { calloutReviewerOperations } from './operations/callout-reviewers.ts';
import { calloutTagOperations } from './operations/callout-tags.ts';
import { calloutOperations } from './operations/callouts.ts';
import { captchaOperations } from './operations/captcha.ts';
import { clientErrorOperations } from './operations/client-errors.ts';
import { contactOperations } from './operations/contacts.ts';
import { contactDataExportOperations } from './operations/contact-data-export.ts';
import { contactAdminOperations } from './operations/contact-admin.ts';
import { contactTagOperations } from './operations/contact-tags.ts';
import { contactImportOperations } from './operations/contact-import.ts';
import { contentOperations } from './operations/content.ts';
import { contributionOperations } from './operations/contributions.ts';
import { contributionAdoptionOperations } from './operations/contribution-adoption.ts';
import { emailTemplateOperations } from './operations/email-templates.ts';
import { demoCheckoutOperations } from './operations/demo-checkout.ts';
import { healthOperations } from './operations/health.ts';
import { newsletterOperations } from './operations/newsletter.ts';
import { noticeOperations } from './operations/notices.ts';
import { outboxOperations } from './operations/outbox.ts';
import { responseCommentOperations } from './operations/response-comments.ts';
import { responseOperations } from './operations/responses.ts';
import { segmentOperations } from './operations/segments.ts';
import { signupOperations } from './operations/signup.ts';
import { statsOperations } from './operations/stats.ts';
import { uploadOperations } from './operations/uploads.ts';

/**
 * The API contract: every operation of /api/1.0, keyed `'METHOD /path'`,
 * with its schemas and who may call it. The server registers its routes
 * from it, the OpenAPI document is made from it, `@masthead/client` derives
 * its calls from it and the test fakes answer only what it lists.
 * A new endpoint is one entry here (in its resource's file), one handler,
 * one test (CONTRIBUTING.md).
 */
export const operations = {
  ...healthOperations,
  ...authOperations,
  ...contactOperations,
  ...contactDataExportOperations,
  ...contactAdminOperations,
  ...contactTagOperations,
  ...contactImportOperations,
  ...segmentOperations,
  ...noticeOperations,
  ...contributionOperations,
  ...contributionAdoptionOperations,
  ...signupOperations,
  ...apiKeyOperations,
  ...contentOperations,
  ...calloutOperations,
  ...calloutReviewerOperations,
  ...calloutTagOperations,
  ...responseOperations,
  ...responseCommentOperations,
  ...uploadOperations,
  ...captchaOperations,
  ...outboxOperations,
  ...emailTemplateOperations,
  ...demoCheckoutOperations,
  ...statsOperations,
  ...newsletterOperations,
  ...clientErrorOperations,
};

export * from './operations/newsletter.ts';
export * from './operations/client-errors.ts';

export type Operations = typeof operations;
export type ApiOperationKey = keyof Operations;

/** One entry as the plain `Operation` shape, for code that reads any entry's optional fields. */
export const operationOf = (key: ApiOperationKey): Operation => operations[key];
