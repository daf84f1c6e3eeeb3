export {
  createMailer,
  type EmailMessage,
  type Mailer,
  type MailerLog,
  type MailerOptions,
  type QueueMailer,
} from './create-mailer.ts';
export { emailTemplateNames, type EmailTemplateName } from './email-templates.ts';
export { createOutboxRepository, type OutboxEmail, type OutboxRepository } from './outbox-repository.ts';
export { messageIdOf, sendEmailJob } from './send-email-job.ts';
export { createEmailTemplateRepository, type EmailTemplateRepository } from './email-template-repository.ts';
