/**
 * Which emails admins may edit (`email/{id}`), what each is for, its merge
 * fields, and its default text written as editable source. Merge fields are
 * the email's `data` keys in capitals between `*|` and `|*`: `{name}` is
 * `*|NAME|*`, `{organisation}` `*|ORGANISATION|*`, the link `*|URL|*`.
 */
import type { MessageDescriptor } from '@masthead/core';
import type { EmailLanguage } from './email-catalogs.ts';
import { commonTexts, emailTemplates, type EmailTemplate, type EmailTemplateName } from './email-templates.ts';

/** What each editable email is for, in English (the app shows its own translated names). */
const descriptions = {
  'reset-password': ['Reset password', 'The link to choose a new password, sent when someone asks for it.'],
  'reset-device': ['Reset two-step verification', 'The link to turn off two-step verification on a lost device.'],
  'emergency-link': ['Login link', 'A one-time login link an admin creates for a contact.'],
  'change-email': ['Confirm a new email address', 'Sent to the new address a contact wants to use.'],
  'email-changed': ['Email address changed', 'Sent to the old address once the new one is confirmed.'],
  'response-confirmation': ['Response confirmation', 'Thanks whoever answered a call-out with an email address.'],
  'response-notification': ['New response (admins)', 'Tells every admin about a new response to a call-out.'],
  'payment-failed': ['Payment failed', 'Sent when a renewal could not be taken.'],
  'contribution-cancelled': ['Cancellation', 'Confirms that a member cancelled their contribution.'],
  'join-confirm-email': ['Confirm email (joining)', 'Asks someone who joins to confirm their email address.'],
  'join-email-exists-login': ['Already a member', 'Sent when someone joins with the address of an account.'],
  'join-email-exists-set-password': [
    'Already a member, no password',
    'Sent when someone joins with the address of an account that has no password yet.',
  ],
  'join-welcome': ['Welcome', 'Welcomes a new member once their email is confirmed.'],
  'contact-import-invite': [
    'Invitation (imported contacts)',
    'Sent to each new contact of an import when the admin asks: the link to choose a password.',
  ],
} as const satisfies Partial<Record<EmailTemplateName, readonly [string, string]>>;

export type EditableEmailId = keyof typeof descriptions;

/**
 * Every editable email's id. The `-custom` variants (the welcome and the
 * cancellation with the admin's text from the join setup) are not listed:
 * they take the subject saved for the email they vary.
 */
export const editableEmailIds = Object.keys(descriptions) as EditableEmailId[];

export const isEditableEmail = (id: string): id is EditableEmailId => Object.hasOwn(descriptions, id);

/**
 * v0.32's template ids (its general, admin and contact emails) and the
 * Masthead email each one is, so that `email/{id}` takes either name for one
 * stored text. Null where Masthead sends no such email (gifts, referrals,
 * special links, converting a manual contribution, the admin notices of a
 * new or a cancelled member): those answer 404 like an unknown id, as no
 * text saved for them would ever be sent (packages/server/COMPATIBILITY.md).
 * v0.32 sent its survey-less cancellation as the cancellation where it had
 * no text of its own; Masthead has one cancellation, so both ids name it.
 */
export const v032EmailIds = {
  welcome: 'join-welcome',
  'reset-password': 'reset-password',
  'reset-device': 'reset-device',
  'cancelled-contribution': 'contribution-cancelled',
  'cancelled-contribution-no-survey': 'contribution-cancelled',
  'confirm-email': 'join-confirm-email',
  'email-exists-login': 'join-email-exists-login',
  'email-exists-set-password': 'join-email-exists-set-password',
  'new-callout-response': 'response-notification',
  'welcome-post-gift': null,
  'purchased-gift': null,
  'giftee-success': null,
  'successful-referral': null,
  'expired-special-url-resend': null,
  'manual-to-automatic': null,
  'new-member': null,
  'cancelled-member': null,
} as const satisfies Record<string, EditableEmailId | null>;

/**
 * The editable email an `email/{id}` names, by Masthead's id or v0.32's;
 * null for one Masthead does not send. Checks such as the security emails'
 * are made on what this answers, so neither name escapes them.
 * @example editableEmailNamed('welcome') // 'join-welcome'
 */
export function editableEmailNamed(id: string): EditableEmailId | null {
  if (isEditableEmail(id)) return id;
  return Object.hasOwn(v032EmailIds, id) ? v032EmailIds[id as keyof typeof v032EmailIds] : null;
}

/**
 * The security emails: their link is a secret that opens an account or
 * confirms an address (a reset, a login link, a join or email-change
 * confirmation, the set-password link of joining). Their text must keep
 * that link as Masthead makes it (`secureLinkErrors`, checked on save and
 * again on send), and only a superadmin in a session may change them: an
 * admin or an API key could otherwise send a superadmin's reset token to
 * another site. `join-email-exists-login` links to the login page, no secret.
 */
export const securityEmailIds = [
  'reset-password',
  'reset-device',
  'emergency-link',
  'change-email',
  'join-confirm-email',
  'join-email-exists-set-password',
  'contact-import-invite',
] as const satisfies readonly EditableEmailId[];

export const isSecurityEmail = (id: string): boolean => (securityEmailIds as readonly string[]).includes(id);

/** The editable email whose saved text a template uses (`join-welcome-custom` → `join-welcome`). */
export const editableEmailOf = (template: EmailTemplateName): EditableEmailId | null => {
  const base = template.replace(/-custom$/, '');
  return isEditableEmail(base) ? base : null;
};

/** A merge field's name for a data key, and back: `name` ↔ `NAME`. */
export const mergeFieldOf = (key: string) => key.toUpperCase();
export const dataKeyOf = (field: string) => field.toLowerCase();

const messagesOf = (texts: EmailTemplate): MessageDescriptor[] =>
  [texts.subject, texts.intro, texts.action, texts.notRequested].filter((text) => text !== undefined);

/**
 * The merge fields of an email: NAME, ORGANISATION and URL, and every other
 * placeholder of its English texts (TITLE, NUMBER, DATE, EMAIL).
 */
export function mergeFieldsOf(id: EditableEmailId): string[] {
  const placeholders = messagesOf(emailTemplates[id]).flatMap((text) =>
    Array.from(text.message.matchAll(/\{(\w+)\}/g), (match) => match[1] as string),
  );
  return [...new Set(['name', 'organisation', 'url', ...placeholders])].map(mergeFieldOf);
}

/** `GET email`: every editable email with its name, description, merge fields and whether it is a security email. */
export const editableEmails = () =>
  editableEmailIds.map((id) => ({
    id,
    name: descriptions[id][0],
    description: descriptions[id][1],
    mergeFields: mergeFieldsOf(id),
    secureLink: isSecurityEmail(id),
  }));

/**
 * The default subject and body of an email in one language, as the source an
 * admin edits: the translated texts with their placeholders written as merge
 * fields, one paragraph each, the link as `[action](*|URL|*)`. The greeting
 * and the sign-off stay the code's (a greeting knows when there is no name).
 */
export function defaultEmailSource(id: EditableEmailId, { i18n }: EmailLanguage): { subject: string; body: string } {
  const texts: EmailTemplate = emailTemplates[id];
  const markers = Object.fromEntries(mergeFieldsOf(id).map((field) => [dataKeyOf(field), `*|${field}|*`]));
  const say = (message: MessageDescriptor) => i18n._(message.id, markers);
  const paragraphs = [
    say(texts.intro),
    `[${say(texts.action)}](*|URL|*)`,
    ...(texts.linkExpires ? [say(commonTexts.linkExpiry)] : []),
    ...(texts.notRequested ? [say(texts.notRequested)] : []),
  ];
  return { subject: say(texts.subject), body: paragraphs.join('\n\n') };
}

/** Values for a preview: a reader called Ada, a call-out, a number and a date in the reader's language. */
export function sampleEmailData(language: EmailLanguage, siteUrl: string): Record<string, string> {
  const date = new Intl.DateTimeFormat(language.lang, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    title: 'Your stories about the river',
    number: '42',
    date: date.format(new Date(Date.UTC(2030, 2, 3))),
    url: new URL('/example-link', siteUrl || 'https://example.org').href,
  };
}
