import type { CalloutAccess, CalloutCaptcha } from '../schemas/callout.ts';
import { isEmail } from '../text/is-email.ts';

/**
 * Who answers a call-out and what they are asked for, as the widget shows it
 * and the server enforces it (docs/product/api.md, Who may call what). `loggedIn` is a
 * reader with a session (or an API key): they answer as themselves and are
 * never asked for guest details.
 */

/** A guest's contact details, trimmed. */
export interface GuestDetails {
  firstname: string;
  lastname: string;
  email: string;
}

/**
 * Whether a call-out asks a guest (no session) for contact details: required
 * on `guest` call-outs, optional on `anonymous` ones, never on `member` ones
 * (a session is needed) nor `only-anonymous` ones (nobody is kept).
 */
export function guestDetailsAsked(access: CalloutAccess): 'required' | 'optional' | 'never' {
  if (access === 'guest') return 'required';
  return access === 'anonymous' ? 'optional' : 'never';
}

/** What is wrong with a guest's details: a name left empty, or an email that is none (or empty). */
export interface GuestDetailsProblems {
  firstname?: 'required';
  lastname?: 'required';
  email?: 'email';
}

export type GuestDetailsCheck =
  { ok: true; guest: GuestDetails | null } | { ok: false; problems: GuestDetailsProblems };

/**
 * A guest's details as the call-out wants them: the trimmed details to keep,
 * `null` for none (never asked for, or optional ones left all empty), or the
 * problems of each field. `required` makes optional details required (a
 * newsletter sign-up needs someone to send it to).
 * @example
 * checkGuestDetails('anonymous', {firstname: ' ', lastname: '', email: ''}) // {ok: true, guest: null}
 * checkGuestDetails('guest', undefined) // {ok: false, problems: {firstname: 'required', …}}
 */
export function checkGuestDetails(
  access: CalloutAccess,
  given: Readonly<GuestDetails> | null | undefined,
  { required = false } = {},
): GuestDetailsCheck {
  const asked = guestDetailsAsked(access);
  const guest = {
    firstname: given?.firstname.trim() ?? '',
    lastname: given?.lastname.trim() ?? '',
    email: given?.email.trim() ?? '',
  };
  const empty = !guest.firstname && !guest.lastname && !guest.email;
  if (asked === 'never' || (asked === 'optional' && !required && empty)) return { ok: true, guest: null };
  const problems: GuestDetailsProblems = {};
  if (!guest.firstname) problems.firstname = 'required';
  if (!guest.lastname) problems.lastname = 'required';
  if (!isEmail(guest.email)) problems.email = 'email';
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, guest };
}

/** Whether an answer needs a solved captcha: `all` for everyone, `guest` for callers without a session. */
export function needsCaptcha(captcha: CalloutCaptcha, loggedIn: boolean): boolean {
  return captcha === 'all' || (captcha === 'guest' && !loggedIn);
}

/**
 * Whose contact a response keeps (and signs up for a newsletter): nobody on
 * `only-anonymous` call-outs; else the logged-in caller's own, or the
 * contact of a guest who gave details (made for a new email; a guest never
 * joins a contact that exists: the response keeps the details alone); else
 * nobody.
 * @example keptContact('anonymous', {loggedIn: false, guest: true}) // 'guest'
 */
export function keptContact(
  access: CalloutAccess,
  { loggedIn, guest }: { loggedIn: boolean; guest: boolean },
): 'caller' | 'guest' | null {
  if (access === 'only-anonymous') return null;
  if (loggedIn) return 'caller';
  return guest ? 'guest' : null;
}
