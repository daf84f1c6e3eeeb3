import { defaultGeneralSettings, mergeFieldsIn, secureLinkErrors, type EmailTemplateWrite } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { lazyEmailCatalogs } from './email-catalogs.ts';
import type { EmailTemplateRepository } from './email-template-repository.ts';
import {
  defaultEmailSource,
  editableEmailNamed,
  editableEmails,
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

/** The editable email of a path (Masthead's id or v0.32's), or the 404 of one Masthead does not send. */
function editableOr404(id: string): EditableEmailId {
  const editable = editableEmailNamed(id);
  if (!editable) throw apiError('not-found');
  return editable;
}

/**
 * Every `email` route answers 403 to a guest too, as v0.32 did (its admin
 * routes refused anyone without the role alike): before the access rule's
 * 401, so a guest learns nothing more either way.
 */
async function refuseGuests(request: FastifyRequest): Promise<void> {
  if (request.auth.method === 'none') throw apiError('forbidden');
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
 * `{id}` may be v0.32's template id (`welcome`), and without a `locale`
 * the organisation's (content/general) is meant, as in v0.32.
 */
export const emailTemplateRoutes = operationRoutes<EmailTemplateRoutesOptions>(
  (app, { templates, content, localesDir, mailer, contacts, limiter }) => {
    app.addHook('preValidation', refuseGuests);
    const languages = lazyEmailCatalogs(localesDir);
    const localeOr = async (locale: string | undefined) =>
      locale ?? (await content.get(contentSections.general, defaultGeneralSettings)).locale;
    const view = async (id: EditableEmailId, locale: string) => {
      const saved = await templates.find(id, locale);
      const text = saved ?? defaultEmailSource(id, (await languages())(locale));
      return { id, locale, ...text, mergeFields: mergeFieldsOf(id), custom: saved !== null };
    };

    return {
      'GET /email': async () => ({ items: editableEmails() }),

      'GET /email/{id}': async (request) =>
        view(editableOr404(request.params.id), await localeOr(request.query.locale)),

      'PUT /email/{id}': async (request) => {
        const id = changeable(request, editableOr404(request.params.id));
        const locale = await localeOr(request.body.locale);
        await templates.save(id, locale, checkedText(id, request.body));
        return view(id, locale);
      },

      'DELETE /email/{id}': async (request, reply) => {
        const id = changeable(request, editableOr404(request.params.id));
        await templates.remove(id, await localeOr(request.query.locale));
        return reply.code(204).send(null);
      },

      'POST /email/{id}/preview': async (request) => {
        const id = editableOr404(request.params.id);
        const source = checkedText(id, request.body);
        const settings = await content.get(contentSections.general, defaultGeneralSettings);
        const language = (await languages())(request.body.locale ?? settings.locale);
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
        const settings = await content.get(contentSections.general, defaultGeneralSettings);
        const locale = request.query.locale ?? settings.locale;
        const language = (await languages())(locale);
        const data = sampleEmailData(language, settings.siteUrl);
        await mailer.send({ to: self.email, template: id, locale, data, settings });
        return reply.code(204).send(null);
      },
    };
  },
);
