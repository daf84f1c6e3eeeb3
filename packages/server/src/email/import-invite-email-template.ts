/**
 * The invitation a contact gets when an admin imports them and asks for it
 * (`POST contact-import?invite=true`, contacts/import/README.md), in the
 * shape of `email-templates.ts` (which spreads it into `emailTemplates`).
 * `data`: `name` (may be empty), `url`: the app's set-password page with a
 * one-time reset-password link (24 hours), taken by `PUT reset-password/{id}`.
 */
import type { EmailTemplate } from './email-templates.ts';

export const importInviteEmailTemplates = {
  'contact-import-invite': {
    linkExpires: true,
    subject: /*i18n*/ {
      id: 'email.contact-import-invite.subject',
      message: 'Your account with {organisation}',
    },
    intro: /*i18n*/ {
      id: 'email.contact-import-invite.intro',
      message:
        '{organisation} has moved its list of members and supporters to a new system, and you have an account in it with this email address. Choose a password to log in and see your details and membership.',
    },
    action: /*i18n*/ { id: 'email.contact-import-invite.action', message: 'Choose a password' },
    notRequested: /*i18n*/ {
      id: 'email.contact-import-invite.not-requested',
      message:
        'If the link has expired, choose "Forgot your password?" on the login page to get a new one. If you did not expect this email, please contact {organisation}.',
    },
  },
} as const satisfies Record<string, EmailTemplate>;
