import { defaultGeneralSettings, mergeFieldsIn, secureLinkErrors, type EmailTemplateWrite } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { lazyEmailCatalogs } from './email-catalogs.ts';
import type { EmailTemplateRepository } from './email-template-repository.ts';
import {
  defaultEmailSource,
  editableEmails,
  isEditableEmail,
  isSecurityEmail,
  mergeFieldsOf,
  sampleEmailData,
  type EditableEmailId,
} from './editable-emails.ts';
import { renderCustomEmail } from './render-custom-email.ts';
import { isSuperadminSession } from '../kernel/http/auth-context.ts';
import { apiError } from '../kernel/http/http-error.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';
import type { RateLimiter } from '../kernel/rate-limits/index.ts';
import type { Mailer } from './create-mailer.ts';

export interface EmailTemplateRoutesOptions {
  templates: EmailTemplateRepository;
  content: ContentRepository;
  /** Sends the test emails as every email is sent (the outbox, with SMTP its send job). */
  mailer: Mailer;
  contacts: ContactRepository;
  limiter: RateLimiter;
  /** Where `<locale>/email.po` are; the repository's `locales/` by default. */
  localesDir?: URL;
}

/** The editable email of a path, or the 404 of one Masthead does not send. */
function editableOr404(id: string): EditableEmailId {
  if (!isEditableEmail(id)) throw apiError('not-found');
  return id;
}

/**
 * A security email is changed by a superadmin in a session only (403 for
 * anyone else, API keys too): whoever changes it decides where the emails
 * with its secret link, a superadmin's reset among them, are read.
 */
function changeable(request: FastifyRequest, id: EditableEmailId): EditableEmailId {
  if (isSecurityEmail(id) && !isSuperadminSession(request)) throw apiError('forbidden');
  return id;
}

/**
 * A subject and a body an email can be written from: neither blank, and
 * only the merge fields of that email; a security email's link in the body
 * once, standing alone (`secureLinkErrors`). Every problem at once, a 422
 * naming its field (`required`, `merge-field` with the unknown
 * `params.mergeField`, or `link-required`, `link-once`, `link-alone`, `link-body-only`).
 */
function checkedText(id: EditableEmailId, { subject, body }: EmailTemplateWrite) {
  const known = new Set(mergeFieldsOf(id));
  const link = isSecurityEmail(id) ? secureLinkErrors({ subject, body }) : [];
  const errors = Object.entries({ subject, body }).flatMap(([field, text]) =>
    text.trim() === ''
      ? [{ field, rule: 'required' }]
      : [
          ...mergeFieldsIn(text)
            .filter((name) => !known.has(name))
            .map((name) => ({ field, rule: 'merge-field', params: { mergeField: name } })),
          ...link.filter((error) => error.field === field),
        ],
  );
  if (errors.length > 0) throw apiError('validation', errors);
  return { subject: subject.trim(), body: body.trim() };
}

/**
 * `email/{id}`: every email's subject and body per locale, as
 * admins edit them. Without a saved text the default is shown as editable
 * source (merge fields written `*|NAME|*`); a saved one is what the mailer
 * sends in that locale only; DELETE resets it. The preview writes an
 * unsaved text with sample data, as the reader would get it. Every admin
 * reads and previews the security emails; only a superadmin changes them.
 */
export const emailTemplateRoutes = operationRoutes<EmailTemplateRoutesOptions>(
  (_app, { templates, content, localesDir, mailer, contacts, limiter }) => {
    const languages = lazyEmailCatalogs(localesDir);
    const view = async (id: EditableEmailId, locale: string) => {
      const saved = await templates.find(id, locale);
      const text = saved ?? defaultEmailSource(id, (await languages())(locale));
      return { id, locale, ...text, mergeFields: mergeFieldsOf(id), custom: saved !== null };
    };

    return {
      'GET /email': async () => ({ items: editableEmails() }),

      'GET /email/{id}': async (request) => view(editableOr404(request.params.id), request.query.locale),

      'PUT /email/{id}': async (request) => {
        const id = changeable(request, editableOr404(request.params.id));
        await templates.save(id, request.body.locale, checkedText(id, request.body));
        return view(id, request.body.locale);
      },

      'DELETE /email/{id}': async (request, reply) => {
        await templates.remove(changeable(request, editableOr404(request.params.id)), request.query.locale);
        return reply.code(204).send(null);
      },

      'POST /email/{id}/preview': async (request) => {
        const id = editableOr404(request.params.id);
        const source = checkedText(id, request.body);
        const [language, settings] = await Promise.all([
          languages().then((find) => find(request.body.locale)),
          content.get(contentSections.general, defaultGeneralSettings),
        ]);
        const data = sampleEmailData(language, settings.siteUrl);
        return renderCustomEmail({ template: id, language, data, organisation: settings.organisationName, source });
      },

      // The email as saved for the locale (else the default), with the preview's sample data: its link is a
      // dummy (`/example-link`), never a secret. Only to the caller's own address, never one they name, so it
      // writes to nobody else; a key without a contact has none (403). Limited per contact, and sent like
      // every email (the recipient's hourly limit applies too).
      'POST /email/{id}/test': async (request, reply) => {
        const id = editableOr404(request.params.id);
        const self = request.auth.contact ? await contacts.findById(request.auth.contact.id) : undefined;
        if (!self) throw apiError('forbidden');
        await limiter.enforce([['testEmailContact', self.id]]);
        const [language, settings] = await Promise.all([
          languages().then((find) => find(request.query.locale)),
          content.get(contentSections.general, defaultGeneralSettings),
        ]);
        const data = sampleEmailData(language, settings.siteUrl);
        await mailer.send({ to: self.email, template: id, locale: request.query.locale, data, settings });
        return reply.code(204).send(null);
      },
    };
  },
);
