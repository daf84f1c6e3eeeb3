import type { I18n } from '@lingui/core';
import type { MessageDescriptor } from '@masthead/core';
import type { EmailLanguage } from './email-catalogs.ts';
import { commonTexts, emailTemplates, type EmailTemplate, type EmailTemplateName } from './email-templates.ts';

export interface RenderInput {
  template: EmailTemplateName;
  language: EmailLanguage;
  /** `name` (may be empty), `url` (http or https; optional for `urlOptional` templates) and the template's other values. */
  data: Record<string, string>;
  organisation: string;
  /** A subject of the admin's own instead of the translated one, merge fields already filled in. */
  subject?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Writes one email in the reader's language: a subject, a plain-text body
 * and a simple HTML body in which every interpolated value, and the
 * translated text around it, is escaped.
 * @example renderEmail({template: 'reset-password', language, data: {name: 'Ada', url}, organisation: 'The Daily Example'})
 */
export function renderEmail({ template, language, data, organisation, ...own }: RenderInput): RenderedEmail {
  const texts: EmailTemplate = emailTemplates[template];
  if (!texts) throw new Error(`Unknown email template "${template}"`);
  const url = texts.urlOptional && !data.url ? null : checkedUrl(data.url, template);
  const name = (data.name ?? '').trim();
  const { url: _url, ...rest } = data;
  const values = { ...rest, name, organisation };
  const { i18n } = language;

  const greeting = name ? commonTexts.greeting : commonTexts.greetingWithoutName;
  const before = [greeting, texts.intro];
  const after = [
    ...(texts.linkExpires ? [commonTexts.linkExpiry] : []),
    ...(texts.notRequested ? [texts.notRequested] : []),
  ];
  const subject = own.subject ?? i18n._(texts.subject.id, values);
  const action = i18n._(texts.action.id, values);
  const signOff = i18n._(commonTexts.signOff.id);

  const text = [
    ...before.map((message) => i18n._(message.id, values)),
    ...(url ? [`${action}:\n${url}`] : []),
    ...after.map((message) => i18n._(message.id, values)),
    `${signOff}\n${organisation}`,
  ].join('\n\n');

  const paragraph = (message: MessageDescriptor) => `<p>${escapedText(i18n, message, values)}</p>`;
  const body = [
    ...before.map(paragraph),
    ...(url ? [linkParagraphs(i18n, url, action)] : []),
    ...after.map(paragraph),
    `<p>${escapeHtml(signOff)}<br>${escapeHtml(organisation)}</p>`,
  ];
  const html = emailLayout({ lang: language.lang, title: escapeHtml(subject), body: body.join('\n') });
  return { subject, text, html };
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Translates with each value stood in for by a marker, escapes the whole
 * sentence, then puts the escaped values in: neither a value nor the
 * translation can add markup.
 */
export function escapedText(i18n: I18n, message: MessageDescriptor, values: Record<string, string>): string {
  const markers = Object.fromEntries(Object.keys(values).map((key) => [key, `\uE000${key}\uE001`]));
  const sentence = escapeHtml(i18n._(message.id, markers));
  return sentence.replace(/\uE000(\w+)\uE001/g, (_, key: string) => escapeHtml(values[key] ?? ''));
}

/** Only web links: a javascript: or data: link in an email would be a trap. */
export function checkedUrl(url: string | undefined, template: string): string {
  let parsed: URL | null = null;
  try {
    parsed = url ? new URL(url) : null;
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new Error(`The ${template} email needs an http(s) url, got ${JSON.stringify(url)}`);
  }
  return parsed.href;
}

// Inline styles: many mail clients drop <style>. Colours pass WCAG AA on white.
const buttonStyle =
  'display:inline-block;padding:0.6em 1.2em;background:#1d4e89;color:#ffffff;border-radius:4px;font-weight:bold;text-decoration:none';
const linkStyle = 'color:#1d4e89;word-break:break-all';

/** The link as a button, then its address written out for copying (HTML). */
export function linkParagraphs(i18n: I18n, url: string, action: string): string {
  const href = escapeHtml(url);
  return [
    `<p><a href="${href}" style="${buttonStyle}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(i18n._(commonTexts.copyLink.id))}<br><a href="${href}" style="${linkStyle}">${href}</a></p>`,
  ].join('\n');
}

/** An address in running text, as a link (HTML). */
export const inlineLink = (url: string) => `<a href="${escapeHtml(url)}" style="${linkStyle}">${escapeHtml(url)}</a>`;

/** The whole HTML document around the paragraphs of an email. */
export function emailLayout({ lang, title, body }: { lang: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="margin:0;padding:1.5em;background:#ffffff;color:#1f2328;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<main style="max-width:36em;margin:0 auto">
${body}
</main>
</body>
</html>
`;
}
