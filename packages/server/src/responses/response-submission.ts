import {
  calloutStatus,
  canonicalJson,
  checkGuestDetails,
  keptContact,
  needsCaptcha,
  newsletterOptIn,
  pruneAnswers,
  validateAnswers,
  type CalloutResponseSubmit,
  type FieldError,
  type FormAnswers,
  type FormSchema,
  type GuestDetails,
} from '@masthead/core';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { DomainError } from '../kernel/domain-error.ts';
import type { CalloutRow } from '../callouts/callout-repository.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';
import type { NewResponse, ResponseRepository } from './response-repository.ts';
import { uploadIdsInAnswers, type OwnFiles, type UploadService } from '../uploads/index.ts';
import type { JobRunner } from '../kernel/jobs/index.ts';
import { responseEmailsJob } from './response-notifier.ts';

export interface ResponseSubmissionOptions {
  responses: Pick<ResponseRepository, 'submit' | 'findByIdempotencyKey'>;
  contacts: Pick<ContactRepository, 'findById'>;
  captcha: Pick<CaptchaService, 'verify'>;
  /**
   * The job runner: a new response's emails are a job queued with it
   * (response-notifier.ts), run at once by a kick after the commit.
   */
  jobs: Pick<JobRunner, 'kick'>;
  /** File answers keep their uploads from the cleanup of unattached ones. */
  uploads: Pick<UploadService, 'attach'>;
  /** File answers must be this site's uploads; their URLs are rebuilt. */
  ownFiles: OwnFiles;
  now: () => Date;
}

/** Who sends a response, as their session or API key says. */
export interface Caller {
  /** A session or an API key: they answer as themselves, never with guest details (but see `noPerson`). */
  loggedIn: boolean;
  /** Their contact; null for an API key that names none. */
  contactId: string | null;
  /** Holds the member role (members-only call-outs). */
  isMember: boolean;
  /**
   * An API key that names no contact: no person to answer as, so it may send
   * a guest's details, and the response is then a guest's (decision 36). It
   * stays logged in for the captcha and the rate limit.
   */
  noPerson?: boolean;
}

export interface Submission {
  /** The call-out, as the caller may see it. */
  callout: CalloutRow;
  caller: Caller;
  body: CalloutResponseSubmit;
  captchaToken?: string | undefined;
  /** The widget's `Idempotency-Key`, already checked for its form. */
  idempotencyKey: string | null;
}

export interface ResponseSubmission {
  /**
   * Takes a response to a call-out: checks that it is open, who may answer
   * (the call-out's `access`), captcha, guest details and every answer, then
   * stores it with its newsletter sign-up and the job of its emails (both
   * in its transaction), and kicks the job runner after the commit. `created`
   * is false when the idempotency key named an earlier response (its id is
   * returned). Throws `DomainError`: `callout-closed`, `bad-request` (guest
   * details from a logged-in caller), `not-logged-in` (a guest on a
   * members-only call-out), `members-only`, `captcha-required`,
   * `guest-details-missing`, `validation`, `captcha-invalid`, `already-responded`.
   */
  submit(submission: Submission): Promise<{ id: string; created: boolean }>;
}

/** Who the response is from, after the call-out's `access` had its say. */
interface Respondent {
  /** The caller's own contact. */
  contact: { id: string } | null;
  /** A guest's details: the insert makes their contact when no contact has the email, never joins one. */
  guest: GuestDetails | null;
}

/**
 * Answering call-outs, as the route and anything else that takes responses
 * use it. Per submission it reads the idempotency key once (when one is
 * sent) and the caller's contact once (when one is kept); a guest's contact
 * is made by the insert itself (for a new email only).
 * @example const {id, created} = await submission.submit({callout, caller, body, idempotencyKey: null})
 */
export function createResponseSubmission(options: ResponseSubmissionOptions): ResponseSubmission {
  const { responses, contacts, captcha, jobs, uploads, ownFiles, now } = options;

  return {
    async submit({ callout: row, caller, body, captchaToken, idempotencyKey }) {
      const time = now();
      if (calloutStatus(row, time) !== 'open') throw new DomainError('callout-closed');
      const given = guestGiven(body);
      // A guest, or a key that is no person sending a guest's details: the response is a guest's.
      const asGuest = !caller.loggedIn || (caller.noPerson === true && given !== undefined);
      if (!asGuest && given) throw new DomainError('bad-request', [{ field: 'guest', rule: 'loggedIn' }]);
      if (row.access === 'member' && !caller.loggedIn) throw new DomainError('not-logged-in');
      if (row.access === 'member' && !caller.isMember) throw new DomainError('members-only');
      if (idempotencyKey !== null) {
        // The retry's captcha token was used by the first try: answer before checking it.
        const first = await responses.findByIdempotencyKey(row.id, idempotencyKey);
        if (first)
          return retryOf(first, await ownFiles(row.form_schema, checkedAnswers(row.form_schema, body.answers, time)));
      }
      const token = needsCaptcha(row.captcha, caller.loggedIn) ? (captchaToken ?? '') : null;
      if (token === '') throw new DomainError('captcha-required');

      const guest = asGuest ? guestOf(row, given) : null;
      const schema = row.form_schema;
      const answers = await ownFiles(schema, checkedAnswers(schema, body.answers, time));
      // Checked last, as it uses the token up: a bad answer can be fixed and sent with the same one.
      if (token !== null && (await captcha.verify(token)) !== 'ok') throw new DomainError('captcha-invalid');

      const respondent = await respondentOf(row, caller, guest, asGuest);
      const submitted = await responses.submit({
        calloutId: row.id,
        contactId: respondent.contact?.id ?? null,
        guestContact: respondent.guest,
        guestName: respondent.guest ? `${respondent.guest.firstname} ${respondent.guest.lastname}` : null,
        guestEmail: respondent.guest?.email ?? null,
        answers,
        newsletter: newsletterOf(row, respondent, body.newsletter),
        idempotencyKey,
        allowMultiple: row.allow_multiple || row.access === 'only-anonymous',
        followUp: { kind: responseEmailsJob, runAt: time },
      });
      if (!submitted.created) {
        // A retry that raced its first try: the same check, against what won.
        const first = idempotencyKey === null ? null : await responses.findByIdempotencyKey(row.id, idempotencyKey);
        return retryOf(first ?? { id: submitted.id, answers }, answers);
      }
      // The emails' job is committed with the response; this runs it now rather than at the next poll.
      jobs.kick();
      await uploads.attach(uploadIdsInAnswers(schema, answers));
      return { id: submitted.id, created: true };
    },
  };

  /** The caller's own contact (one lookup), a guest's details, or nobody: core's `keptContact`. */
  async function respondentOf(
    row: CalloutRow,
    caller: Caller,
    guest: GuestDetails | null,
    asGuest: boolean,
  ): Promise<Respondent> {
    const kept = keptContact(row.access, { loggedIn: !asGuest, guest: guest !== null });
    if (kept === 'guest') return { contact: null, guest };
    const found = kept === 'caller' && caller.contactId ? await contacts.findById(caller.contactId) : null;
    return { contact: found && { id: found.id }, guest: null };
  }
}

/**
 * The guest details sent: `guest`, or v0.32's `guestName` and `guestEmail`
 * (the name split at its first space into first and last name); both
 * shapes at once is a `bad-request`.
 */
function guestGiven(body: CalloutResponseSubmit): CalloutResponseSubmit['guest'] {
  const { guest, guestName, guestEmail } = body;
  if (guestName === undefined && guestEmail === undefined) return guest;
  if (guest) throw new DomainError('bad-request', [{ field: 'guestName', rule: 'guest' }]);
  const name = (guestName ?? '').trim();
  const space = name.search(/\s/);
  return {
    firstname: space < 0 ? name : name.slice(0, space),
    lastname: space < 0 ? '' : name.slice(space).trim(),
    email: guestEmail ?? '',
  };
}

/** A guest's details as the call-out wants them (core's `checkGuestDetails`). */
function guestOf(row: CalloutRow, given: CalloutResponseSubmit['guest']): GuestDetails | null {
  const checked = checkGuestDetails(row.access, given);
  if (!checked.ok) throw new DomainError('guest-details-missing');
  return checked.guest;
}

/** The answers pruned to the form, or a `validation` error naming each slide, key, label and rule. */
function checkedAnswers(schema: FormSchema, given: unknown, now: Date): FormAnswers {
  const problems = validateAnswers(schema, given, { now });
  if (problems.length > 0) {
    throw new DomainError(
      'validation',
      problems.map(({ slideId, key, label, rule, params }): FieldError => ({
        field: ['answers', slideId, key].filter(Boolean).join('.'),
        rule,
        params: { slideId, key, label, ...params },
      })),
    );
  }
  return pruneAnswers(schema, given);
}

/**
 * Newsletter sign-up counts only where the call-out asks for it and a
 * contact is kept, with the groups it offers (a group removed while the
 * reader had the form open is dropped, not a reason to lose the answers).
 */
function newsletterOf(
  row: CalloutRow,
  respondent: Respondent,
  given: CalloutResponseSubmit['newsletter'],
): NewResponse['newsletter'] {
  const offer = newsletterOptIn(row.newsletter_schema);
  if (!given || !offer || (!respondent.contact && !respondent.guest)) return null;
  const offered = new Set(offer.groups.map((group) => group.id));
  return { optIn: given.optIn, groups: [...new Set(given.groups ?? [])].filter((group) => offered.has(group)) };
}

/**
 * A repeated `Idempotency-Key` answers with the response it first made, but
 * only for the same answers: a key reused with others would silently drop
 * them, so that is a 409 naming the key.
 */
function retryOf(first: { id: string; answers: unknown }, answers: unknown): { id: string; created: boolean } {
  if (canonicalJson(first.answers) !== canonicalJson(answers)) {
    throw new DomainError('conflict', [{ field: 'Idempotency-Key', rule: 'otherAnswers' }]);
  }
  return { id: first.id, created: false };
}
