/**
 * The emails of joining, in the shape of `email-templates.ts`
 * (which spreads them into `emailTemplates`). `data`: `name` (may be empty:
 * no name is known before confirming), `url`; the custom welcome also `text`.
 */
import type { EmailTemplate } from './email-templates.ts';

export const joinEmailTemplates = {
  // To a new address: confirm it to become a member (`url`: confirmUrl/{joinFlowId}).
  'join-confirm-email': {
    subject: /*i18n*/ {
      id: 'email.join-confirm-email.subject',
      message: 'Confirm your email address for {organisation}',
    },
    intro: /*i18n*/ {
      id: 'email.join-confirm-email.intro',
      message:
        'Thank you for joining {organisation}. Please confirm your email address to complete your membership. The link works for 7 days.',
    },
    action: /*i18n*/ { id: 'email.join-confirm-email.action', message: 'Confirm your email address' },
    notRequested: /*i18n*/ {
      id: 'email.join-confirm-email.not-requested',
      message: 'If you did not try to join, you can ignore this email. Nothing is charged without your confirmation.',
    },
  },
  // To an address that has an account with a password (`url`: loginUrl).
  'join-email-exists-login': {
    subject: /*i18n*/ {
      id: 'email.join-email-exists-login.subject',
      message: 'You already have an account with {organisation}',
    },
    intro: /*i18n*/ {
      id: 'email.join-email-exists-login.intro',
      message:
        'Someone, hopefully you, tried to join {organisation} with this email address. You already have an account: log in to see or change your membership. Nothing was charged.',
    },
    action: /*i18n*/ { id: 'email.join-email-exists-login.action', message: 'Log in to your account' },
    notRequested: /*i18n*/ {
      id: 'email.join-email-exists-login.not-requested',
      message: 'If you did not try to join, you can ignore this email.',
    },
  },
  // To an address that has an account without a password (`url`: setPasswordUrl/{reset link id}).
  'join-email-exists-set-password': {
    linkExpires: true,
    subject: /*i18n*/ {
      id: 'email.join-email-exists-set-password.subject',
      message: 'Choose a password for your account with {organisation}',
    },
    intro: /*i18n*/ {
      id: 'email.join-email-exists-set-password.intro',
      message:
        'Someone, hopefully you, tried to join {organisation} with this email address. You already have an account, but no password yet: choose one to log in. Nothing was charged.',
    },
    action: /*i18n*/ { id: 'email.join-email-exists-set-password.action', message: 'Choose a password' },
    notRequested: /*i18n*/ {
      id: 'email.join-email-exists-set-password.not-requested',
      message: 'If you did not try to join, you can ignore this email.',
    },
  },
  // To the new member once the email is confirmed (`url`: the profile page).
  'join-welcome': {
    subject: /*i18n*/ { id: 'email.join-welcome.subject', message: 'Welcome to {organisation}' },
    intro: /*i18n*/ {
      id: 'email.join-welcome.intro',
      message: 'Welcome to {organisation}, and thank you for your support. Your membership has started.',
    },
    action: /*i18n*/ { id: 'email.join-welcome.action', message: 'Go to your account' },
  },
  // The same with the welcome text an admin wrote in content/join/setup (`text`), as they wrote it.
  'join-welcome-custom': {
    subject: /*i18n*/ { id: 'email.join-welcome.subject', message: 'Welcome to {organisation}' },
    intro: /*i18n*/ { id: 'email.join-welcome-custom.intro', message: '{text}' },
    action: /*i18n*/ { id: 'email.join-welcome.action', message: 'Go to your account' },
  },
} as const satisfies Record<string, EmailTemplate>;
