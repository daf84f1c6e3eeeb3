import { buttonParagraphPattern, emailParagraphs, mergeFieldPattern, secureLinkErrors } from '@masthead/core';
import type { EmailLanguage } from './email-catalogs.ts';
import { commonTexts, emailTemplates, type EmailTemplate, type EmailTemplateName } from './email-templates.ts';
import { dataKeyOf, isSecurityEmail } from './editable-emails.ts';
import type { SavedEmailText } from './email-template-repository.ts';
import {
  checkedUrl,
  emailLayout,
  escapedText,
  escapeHtml,
  inlineLink,
  linkParagraphs,
  renderEmail,
  type RenderedEmail,
} from './render-email.ts';

export interface CustomRenderInput {
  template: EmailTemplateName;
  language: EmailLanguage;
  /** As `renderEmail`'s: `name`, `url` and the email's other values. */
  data: Record<string, string>;
  organisation: string;
  /** The admin's subject and body, merge fields written `*|NAME|*`. */
  source: SavedEmailText;
}

/**
 * Writes an email from an admin's own subject and body: the code's greeting,
 * the body's paragraphs (blank lines between them) with merge fields filled
 * in, the code's sign-off. `[Text](*|URL|*)` alone in a paragraph is the
 * button; `*|URL|*` elsewhere is the address. The link is always the one the
 * code passes; every value and every word of the admin's text is escaped.
 * A security email whose text would not keep its link alone and once (saved
 * before that rule, or written into the table) is the default email instead.
 * @example renderCustomEmail({template: 'join-welcome', language, data, organisation, source: {subject: 'Hi *|NAME|*', body: '…'}})
 */
export function renderCustomEmail({
  template,
  language,
  data,
  organisation,
  source,
}: CustomRenderInput): RenderedEmail {
  if (isSecurityEmail(template) && secureLinkErrors(source).length > 0) {
    return renderEmail({ template, language, data, organisation });
  }
  const texts: EmailTemplate = emailTemplates[template];
  const url = texts.urlOptional && !data.url ? null : checkedUrl(data.url, template);
  const name = (data.name ?? '').trim();
  const values: Record<string, string> = { ...data, name, organisation, url: url ?? '' };
  const { i18n } = language;
  const fill = (text: string, value: (key: string) => string) =>
    text.replace(mergeFieldPattern, (_, field: string) => value(dataKeyOf(field)));
  const plain = (key: string) => values[key] ?? '';
  const html = (key: string) => (key === 'url' && url ? inlineLink(url) : escapeHtml(values[key] ?? ''));

  const subject = fill(source.subject, plain).replace(/\s+/g, ' ').trim();
  const greeting = name ? commonTexts.greeting : commonTexts.greetingWithoutName;
  const signOff = i18n._(commonTexts.signOff.id);
  const paragraphs = emailParagraphs(source.body)
    .map((paragraph) => ({ paragraph, button: buttonParagraphPattern.exec(paragraph)?.[1] ?? null }))
    // Without a link (a response confirmation may have none) the button goes.
    .filter(({ button }) => button === null || url !== null);

  const text = [
    i18n._(greeting.id, { name }),
    ...paragraphs.map(({ paragraph, button }) =>
      button !== null ? `${fill(button, plain)}:\n${url}` : fill(paragraph, plain),
    ),
    `${signOff}\n${organisation}`,
  ].join('\n\n');

  const body = [
    `<p>${escapedText(i18n, greeting, { name })}</p>`,
    ...paragraphs.map(({ paragraph, button }) =>
      button !== null && url
        ? linkParagraphs(i18n, url, fill(button, plain))
        : `<p>${fill(escapeHtml(paragraph), html).replace(/\n/g, '<br>')}</p>`,
    ),
    `<p>${escapeHtml(signOff)}<br>${escapeHtml(organisation)}</p>`,
  ];
  return {
    subject,
    text,
    html: emailLayout({ lang: language.lang, title: escapeHtml(subject), body: body.join('\n') }),
  };
}
