import {
  calloutResponseCreatedSchema,
  calloutResponseSubmitQuerySchema,
  calloutResponseSubmitSchema,
  calloutStatus,
  newsletterOptIn,
  pruneAnswers,
  validateAnswers,
  type CalloutResponseSubmit,
  type CalloutResponseSubmitQuery,
  type FieldError,
  type FormSchema,
} from '@masthead/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { hasRole } from '../plugins/auth-context.ts';
import { apiError } from '../plugins/http-error.ts';
import { errorResponses } from '../plugins/openapi.ts';
import type { CalloutRow } from '../repositories/callout-repository.ts';
import type { ContactRepository } from '../repositories/contact-repository.ts';
import { displayName } from '../repositories/contact-view.ts';
import type { ResponseRepository } from '../repositories/response-repository.ts';
import type { ResponseNotifier } from '../services/response-notifier.ts';
import { uploadIdsInAnswers, type UploadService } from '../uploads/index.ts';
import { calloutIdParams, visibleCallout, type CalloutAccessDeps } from './callouts/callout-access.ts';

export interface ResponseSubmitOptions extends CalloutAccessDeps {
  responses: ResponseRepository;
  contacts: ContactRepository;
  captcha: CaptchaService;
  notifier: ResponseNotifier;
  /** File answers keep their uploads from the cleanup of unattached ones. */
  uploads: Pick<UploadService, 'attach'>;
}

/** The widget's header naming one submission; a retry with it returns the first response. */
export const idempotencyHeader = 'idempotency-key';
/** Set by the app's preview instead of (or with) `?preview=true`. */
export const previewHeader = 'x-callout-preview';

const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Guest = NonNullable<CalloutResponseSubmit['guest']>;

interface GuestDetails {
  firstname: string;
  lastname: string;
  email: string;
}

/** Who the response is from, after the call-out's `access` had its say. */
interface Respondent {
  /** A member's own contact, or the contact a guest's email found or made; null: nobody (yet). */
  contact: { id: string; email: string; name: string } | null;
  guest: { name: string; email: string } | null;
  /** A guest whose contact the insert finds or makes (`contact` is null then). */
  guestContact: GuestDetails | null;
}

const contactOf = (contact: { id: string; email: string; firstname: string; lastname: string }) => ({
  id: contact.id,
  email: contact.email,
  name: displayName(contact.firstname, contact.lastname, ''),
});

/**
 * `POST callout/{id}/responses?captchaToken=…` `{answers, guest?, newsletter?}`
 * → 201 `{id}` (200 with the first response's id when the `Idempotency-Key`
 * was used before). Who may answer follows the call-out's `access`; the
 * server checks status, captcha, guest details and every answer, then
 * numbers the response 1, 2, 3 … without gaps.
 */
export const calloutResponseSubmitRoutes: FastifyPluginAsync<ResponseSubmitOptions> = async (app, deps) => {
  const { responses, contacts, captcha, notifier, uploads, now } = deps;

  app.post<{ Params: { id: string }; Querystring: CalloutResponseSubmitQuery; Body: CalloutResponseSubmit }>(
    '/callout/:id/responses',
    {
      schema: {
        summary: 'Answer a call-out',
        tags: ['callout'],
        params: calloutIdParams,
        querystring: calloutResponseSubmitQuerySchema,
        body: calloutResponseSubmitSchema,
        response: { 200: calloutResponseCreatedSchema, 201: calloutResponseCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { row } = await visibleCallout(request, deps, request.params.id, { recent: true });
      if (request.query.preview === true || request.headers[previewHeader] === 'true') {
        throw apiError('preview-no-submit');
      }
      const time = now();
      if (calloutStatus(row, time) !== 'open') throw apiError('callout-closed');
      const loggedIn = request.auth.method !== 'none';
      const body = request.body;
      // Logged-in callers answer as themselves; guest details are for guests.
      if (loggedIn && body.guest) throw apiError('bad-request', [{ field: 'guest', rule: 'loggedIn' }]);
      if (row.access === 'member' && !hasRole(request, 'member')) throw apiError('members-only');

      const idempotencyKey = readIdempotencyKey(request);
      if (idempotencyKey !== null) {
        const first = await responses.findByIdempotencyKey(row.id, idempotencyKey);
        // The retry's captcha token was used by the first try: answer before checking it.
        if (first) return reply.code(200).send({ id: first.id });
      }

      const needsCaptcha = row.captcha === 'all' || (row.captcha === 'guest' && !loggedIn);
      const { captchaToken } = request.query;
      if (needsCaptcha && !captchaToken) throw apiError('captcha-required');

      const guest = guestDetails(row, loggedIn, body.guest);
      const schema = row.form_schema as unknown as FormSchema;
      const problems = validateAnswers(schema, body.answers, { now: time });
      if (problems.length > 0) {
        throw apiError(
          'validation',
          problems.map(({ slideId, key, label, rule, params }): FieldError => ({
            field: ['answers', slideId, key].filter(Boolean).join('.'),
            rule,
            params: { slideId, key, label, ...params },
          })),
        );
      }
      if (needsCaptcha && (await captcha.verify(captchaToken as string)) !== 'ok') {
        // A retry racing its first try finds the token used: answer as a retry once the first is stored.
        const first = idempotencyKey === null ? null : await responses.findByIdempotencyKey(row.id, idempotencyKey);
        if (first) return reply.code(200).send({ id: first.id });
        throw apiError('captcha-invalid');
      }

      const allowMultiple = row.allow_multiple || row.access === 'only-anonymous';
      // Answering once needs the guest's contact for the check; otherwise the insert finds or makes it.
      const respondent = await respondentOf(request, row, guest, { findGuest: !allowMultiple });
      const newsletter = newsletterOf(row, respondent, body.newsletter);
      const answers = pruneAnswers(schema, body.answers);
      const submitted = await responses.submit({
        calloutId: row.id,
        contactId: respondent.contact?.id ?? null,
        guestContact: respondent.contact ? null : respondent.guestContact,
        guestName: respondent.guest?.name ?? null,
        guestEmail: respondent.guest?.email ?? null,
        answers,
        newsletter,
        idempotencyKey,
        allowMultiple,
      });
      if (!submitted.created) return reply.code(200).send({ id: submitted.id });
      await uploads.attach(uploadIdsInAnswers(schema, answers));

      if (newsletter?.optIn && submitted.contactId) await subscribe(submitted.contactId, newsletter.groups);
      const email = respondent.guest?.email ?? respondent.contact?.email ?? null;
      notifier.responseReceived({
        callout: row,
        number: submitted.number,
        respondent: email ? { email, name: respondent.guest?.name ?? respondent.contact?.name ?? '' } : null,
      });
      return reply.code(201).send({ id: submitted.id });
    },
  );

  /**
   * The guest's details as the call-out wants them: required from guests on
   * `guest` call-outs, optional on `anonymous` ones (all fields empty = none
   * given), never kept on `only-anonymous` ones.
   */
  function guestDetails(row: CalloutRow, loggedIn: boolean, given: Guest | undefined) {
    if (loggedIn || row.access === 'only-anonymous' || row.access === 'member') return null;
    const firstname = given?.firstname.trim() ?? '';
    const lastname = given?.lastname.trim() ?? '';
    const email = given?.email.trim() ?? '';
    if (row.access === 'anonymous' && !firstname && !lastname && !email) return null;
    if (!firstname || !lastname || !emailPattern.test(email)) throw apiError('guest-details-missing');
    return { firstname, lastname, email };
  }

  async function respondentOf(
    request: FastifyRequest,
    row: CalloutRow,
    guest: GuestDetails | null,
    { findGuest }: { findGuest: boolean },
  ): Promise<Respondent> {
    if (row.access === 'only-anonymous') return { contact: null, guest: null, guestContact: null };
    if (guest) {
      const asGuest = { name: `${guest.firstname} ${guest.lastname}`, email: guest.email };
      if (!findGuest) return { contact: null, guest: asGuest, guestContact: guest };
      const contact = await contacts.findOrCreateGuest(guest);
      return { contact: contactOf(contact), guest: asGuest, guestContact: null };
    }
    const id = request.auth.contact?.id;
    const contact = id ? await contacts.findById(id) : null;
    return { contact: contact ? contactOf(contact) : null, guest: null, guestContact: null };
  }

  /**
   * Newsletter sign-up counts only where the call-out asks for it and a
   * contact is kept, with the groups it offers (a group removed while the
   * reader had the form open is dropped, not a reason to lose the answers).
   */
  function newsletterOf(row: CalloutRow, respondent: Respondent, given: CalloutResponseSubmit['newsletter']) {
    const offer = newsletterOptIn(row.newsletter_schema);
    if (!given || !offer || (!respondent.contact && !respondent.guestContact)) return null;
    const offered = new Set(offer.groups.map((group) => group.id));
    return { optIn: given.optIn, groups: [...new Set(given.groups ?? [])].filter((group) => offered.has(group)) };
  }

  /** `pending` until the newsletter confirms (a subscribed contact stays subscribed); groups are added. */
  async function subscribe(contactId: string, groups: string[]) {
    const contact = await contacts.findById(contactId);
    if (!contact) return;
    await contacts.update(contactId, {
      ...(contact.newsletter_status === 'subscribed' ? {} : { newsletter_status: 'pending' }),
      newsletter_groups: JSON.stringify([...new Set([...contact.newsletter_groups, ...groups])]),
    });
  }
};

function readIdempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers[idempotencyHeader];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !idempotencyKeyPattern.test(value)) {
    throw apiError('bad-request', [{ field: 'Idempotency-Key', rule: 'pattern' }]);
  }
  return value;
}
