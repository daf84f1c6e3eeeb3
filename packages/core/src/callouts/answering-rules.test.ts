import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CalloutAccess, CalloutCaptcha } from '../schemas/callout.ts';
import {
  checkGuestDetails,
  guestDetailsAsked,
  keptContact,
  needsCaptcha,
  type GuestDetails,
  type GuestDetailsCheck,
} from './answering-rules.ts';

const gus = { firstname: 'Gus', lastname: 'Guest', email: 'gus@example.org' };
const none = { firstname: '', lastname: '', email: '' };

test('guest details are required on guest call-outs, optional on anonymous ones, never asked elsewhere', () => {
  const rows: [CalloutAccess, ReturnType<typeof guestDetailsAsked>][] = [
    ['guest', 'required'],
    ['anonymous', 'optional'],
    ['member', 'never'],
    ['only-anonymous', 'never'],
  ];
  for (const [access, expected] of rows) assert.equal(guestDetailsAsked(access), expected, access);
});

test('checkGuestDetails keeps trimmed details, none where not asked or left empty, and names what is wrong', () => {
  const rows: [CalloutAccess, GuestDetails | undefined, GuestDetailsCheck, { required?: boolean }?][] = [
    ['guest', gus, { ok: true, guest: gus }],
    ['guest', { firstname: ' Gus ', lastname: 'Guest\t', email: ' gus@example.org ' }, { ok: true, guest: gus }],
    ['guest', undefined, { ok: false, problems: { firstname: 'required', lastname: 'required', email: 'email' } }],
    ['guest', { ...gus, firstname: ' ' }, { ok: false, problems: { firstname: 'required' } }],
    ['guest', { ...gus, email: 'not an email' }, { ok: false, problems: { email: 'email' } }],
    ['guest', { ...gus, email: 'gus@example' }, { ok: false, problems: { email: 'email' } }],
    ['anonymous', undefined, { ok: true, guest: null }],
    ['anonymous', { firstname: ' ', lastname: '', email: ' ' }, { ok: true, guest: null }],
    ['anonymous', gus, { ok: true, guest: gus }],
    [
      'anonymous',
      { ...none, email: 'gus@example.org' },
      { ok: false, problems: { firstname: 'required', lastname: 'required' } },
    ],
    // A newsletter sign-up makes optional details required.
    [
      'anonymous',
      none,
      { ok: false, problems: { firstname: 'required', lastname: 'required', email: 'email' } },
      { required: true },
    ],
    ['only-anonymous', gus, { ok: true, guest: null }],
    ['only-anonymous', undefined, { ok: true, guest: null }, { required: true }],
    ['member', gus, { ok: true, guest: null }],
  ];
  for (const [access, given, expected, options] of rows) {
    assert.deepEqual(checkGuestDetails(access, given, options), expected, `${access} ${JSON.stringify(given)}`);
  }
});

test('a captcha is asked of everyone on "all", of callers without a session on "guest", never on "none"', () => {
  const rows: [CalloutCaptcha, boolean, boolean][] = [
    ['all', false, true],
    ['all', true, true],
    ['guest', false, true],
    ['guest', true, false],
    ['none', false, false],
    ['none', true, false],
  ];
  for (const [captcha, loggedIn, expected] of rows) {
    assert.equal(needsCaptcha(captcha, loggedIn), expected, `${captcha} loggedIn=${loggedIn}`);
  }
});

test('a response keeps the caller, or a guest who gave details, and nobody on only-anonymous call-outs', () => {
  const rows: [CalloutAccess, boolean, boolean, ReturnType<typeof keptContact>][] = [
    ['member', true, false, 'caller'],
    ['guest', true, false, 'caller'],
    ['guest', false, true, 'guest'],
    ['anonymous', true, false, 'caller'],
    ['anonymous', false, true, 'guest'],
    ['anonymous', false, false, null],
    ['only-anonymous', true, false, null],
    ['only-anonymous', false, true, null],
  ];
  for (const [access, loggedIn, guest, expected] of rows) {
    assert.equal(keptContact(access, { loggedIn, guest }), expected, `${access} loggedIn=${loggedIn} guest=${guest}`);
  }
});
