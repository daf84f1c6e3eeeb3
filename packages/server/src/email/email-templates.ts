/**
 * The texts of every email, as Lingui message descriptors. The `/*i18n*\/`
 * marks let `lingui extract` find them without a macro (as in core's
 * errors.ts); translations live in `locales/<locale>/email.po`.
 * Placeholders: `{name}` the reader, `{organisation}` the organisation name,
 * and any other value of the email's `data` (`{title}`, `{number}`).
 */
import type { MessageDescriptor } from '@masthead/core';
import { joinEmailTemplates } from './join-email-templates.ts';
import { importInviteEmailTemplates } from './import-invite-email-template.ts';

export interface EmailTemplate {
  subject: MessageDescriptor;
  /** What happened, before the link. */
  intro: MessageDescriptor;
  /** The link's text: says where it leads, never "click here". */
  action: MessageDescriptor;
  /** What to do when the reader did not ask for the email; none for emails to the organisation's own admins. */
  notRequested?: MessageDescriptor;
  /** A one-time link that expires (the account emails): adds `commonTexts.linkExpiry`. */
  linkExpires?: boolean;
  /** The email makes sense without its link: without `data.url` it has no link paragraph. */
  urlOptional?: boolean;
}

/** Texts every email shares. */
export const commonTexts = {
  greeting: /*i18n*/ { id: 'email.greeting', message: 'Hello {name},' },
  greetingWithoutName: /*i18n*/ { id: 'email.greeting-without-name', message: 'Hello,' },
  copyLink: /*i18n*/ {
    id: 'email.copy-link',
    message: 'If the link does not work, copy this address into your browser:',
  },
  linkExpiry: /*i18n*/ { id: 'email.link-expiry', message: 'The link works once and expires in 24 hours.' },
  signOff: /*i18n*/ { id: 'email.sign-off', message: 'Best wishes,' },
} satisfies Record<string, MessageDescriptor>;

export const emailTemplates = {
  'reset-password': {
    linkExpires: true,
    subject: /*i18n*/ { id: 'email.reset-password.subject', message: 'Reset your password for {organisation}' },
    intro: /*i18n*/ {
      id: 'email.reset-password.intro',
      message: 'We received a request to reset the password of your account with {organisation}.',
    },
    action: /*i18n*/ { id: 'email.reset-password.action', message: 'Choose a new password' },
    notRequested: /*i18n*/ {
      id: 'email.reset-password.not-requested',
      message: 'If you did not ask for this, you can ignore this email. Your password stays the same.',
    },
  },
  'reset-device': {
    linkExpires: true,
    subject: /*i18n*/ {
      id: 'email.reset-device.subject',
      message: 'Reset two-step verification for {organisation}',
    },
    intro: /*i18n*/ {
      id: 'email.reset-device.intro',
      message:
        'We received a request to turn off two-step verification for your account with {organisation}, for example because the device with your authenticator app was lost. After opening the link you can log in with your password and set up a new device.',
    },
    action: /*i18n*/ { id: 'email.reset-device.action', message: 'Reset two-step verification' },
    notRequested: /*i18n*/ {
      id: 'email.reset-device.not-requested',
      message: 'If you did not ask for this, you can ignore this email. Two-step verification stays on.',
    },
  },
  'emergency-link': {
    linkExpires: true,
    subject: /*i18n*/ { id: 'email.emergency-link.subject', message: 'Your login link for {organisation}' },
    intro: /*i18n*/ {
      id: 'email.emergency-link.intro',
      message: 'An administrator of {organisation} has created a link for you to log in without your password.',
    },
    action: /*i18n*/ { id: 'email.emergency-link.action', message: 'Log in' },
    notRequested: /*i18n*/ {
      id: 'email.emergency-link.not-requested',
      message: 'If you did not expect this email, please contact {organisation}.',
    },
  },
  // To the address a contact (or an admin for them) wants as their new email (`data`: name, email, url).
  'change-email': {
    linkExpires: true,
    subject: /*i18n*/ {
      id: 'email.change-email.subject',
      message: 'Confirm your new email address for {organisation}',
    },
    intro: /*i18n*/ {
      id: 'email.change-email.intro',
      message:
        'We received a request to use {email} as the email address of your account with {organisation}. It changes when you open the link.',
    },
    action: /*i18n*/ { id: 'email.change-email.action', message: 'Confirm this email address' },
    notRequested: /*i18n*/ {
      id: 'email.change-email.not-requested',
      message: 'If you did not ask for this, you can ignore this email. Nothing changes without your confirmation.',
    },
  },
  // To the old address once the new one is confirmed (`data`: name, email, url: the account page).
  'email-changed': {
    subject: /*i18n*/ {
      id: 'email.email-changed.subject',
      message: 'Your email address for {organisation} has changed',
    },
    intro: /*i18n*/ {
      id: 'email.email-changed.intro',
      message:
        'The email address of your account with {organisation} is now {email}. Emails about your account and membership go there from now on.',
    },
    action: /*i18n*/ { id: 'email.email-changed.action', message: 'Open your account' },
    notRequested: /*i18n*/ {
      id: 'email.email-changed.not-requested',
      message: 'If you did not make this change, please contact {organisation} at once.',
    },
  },
  // To whoever answered a call-out with an email address (`data`: name, title, url?).
  'response-confirmation': {
    urlOptional: true,
    subject: /*i18n*/ { id: 'email.response-confirmation.subject', message: 'Thank you for your response to {title}' },
    intro: /*i18n*/ {
      id: 'email.response-confirmation.intro',
      message: 'We have received your response to the call-out "{title}". Thank you for taking part.',
    },
    action: /*i18n*/ { id: 'email.response-confirmation.action', message: 'Open the call-out' },
    notRequested: /*i18n*/ {
      id: 'email.response-confirmation.not-requested',
      message: 'If you did not send this response, please let {organisation} know.',
    },
  },
  // To every active admin on each new response (`data`: name, title, number, url).
  'response-notification': {
    subject: /*i18n*/ {
      id: 'email.response-notification.subject',
      message: 'New response number {number} to {title}',
    },
    intro: /*i18n*/ {
      id: 'email.response-notification.intro',
      message: 'The call-out "{title}" has a new response, number {number}.',
    },
    action: /*i18n*/ { id: 'email.response-notification.action', message: "Read the call-out's responses" },
  },
  // To a member whose renewal failed, once per failing spell (`data`: name, date, url to change the method).
  'payment-failed': {
    subject: /*i18n*/ {
      id: 'email.payment-failed.subject',
      message: 'Your payment to {organisation} did not go through',
    },
    intro: /*i18n*/ {
      id: 'email.payment-failed.intro',
      message:
        'Your latest payment could not be taken. Your membership continues until {date} while the payment is tried again. Please check your payment method, or choose another one, so that it does not lapse.',
    },
    action: /*i18n*/ { id: 'email.payment-failed.action', message: 'Update your payment method' },
    notRequested: /*i18n*/ {
      id: 'email.payment-failed.not-requested',
      message: 'If you have already updated it, you can ignore this email.',
    },
  },
  // To a member who cancelled their contribution (`data`: name, date the membership ends, url of the contribution page).
  'contribution-cancelled': {
    subject: /*i18n*/ {
      id: 'email.contribution-cancelled.subject',
      message: 'Your contribution to {organisation} is cancelled',
    },
    intro: /*i18n*/ {
      id: 'email.contribution-cancelled.intro',
      message:
        'Your contribution is cancelled and no further payments will be taken. Your membership continues until {date}. Thank you for your support.',
    },
    action: /*i18n*/ { id: 'email.contribution-cancelled.action', message: 'Start your contribution again' },
    notRequested: /*i18n*/ {
      id: 'email.contribution-cancelled.not-requested',
      message: 'If you did not cancel it, please contact {organisation}.',
    },
  },
  // The same with the cancellation text an admin wrote in content/join/setup (`text`, as the custom welcome).
  'contribution-cancelled-custom': {
    subject: /*i18n*/ {
      id: 'email.contribution-cancelled.subject',
      message: 'Your contribution to {organisation} is cancelled',
    },
    intro: joinEmailTemplates['join-welcome-custom'].intro,
    action: /*i18n*/ { id: 'email.contribution-cancelled.action', message: 'Start your contribution again' },
    notRequested: /*i18n*/ {
      id: 'email.contribution-cancelled.not-requested',
      message: 'If you did not cancel it, please contact {organisation}.',
    },
  },
  ...joinEmailTemplates,
  ...importInviteEmailTemplates,
} as const satisfies Record<string, EmailTemplate>;

export type EmailTemplateName = keyof typeof emailTemplates;

export const emailTemplateNames = Object.keys(emailTemplates) as EmailTemplateName[];

/** id → English text of every email message: English is read from here, not from en/email.po. */
export const emailSourceTexts: ReadonlyMap<string, string> = new Map(
  [
    ...Object.values(commonTexts),
    ...Object.values(emailTemplates).flatMap((texts) =>
      Object.values(texts).filter((value): value is MessageDescriptor => typeof value === 'object'),
    ),
  ].map((descriptor) => [descriptor.id, descriptor.message]),
);
