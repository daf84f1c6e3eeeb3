import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  applyCalloutAction,
  calloutStatus,
  canChangeSlug,
  type CalloutAction,
  type CalloutActionOptions,
  type CalloutActionResult,
  type CalloutDates,
  type CalloutStatus,
} from './callout-status.ts';

const now = new Date('2026-05-15T12:00:00Z');
const past = new Date('2026-05-01T00:00:00Z');
const earlier = new Date('2026-04-01T00:00:00Z');
const future = new Date('2026-06-01T00:00:00Z');
const later = new Date('2026-07-01T00:00:00Z');
const dates = (starts: Date | null, expires: Date | null): CalloutDates => ({ starts, expires });

const draft = dates(null, null);
const scheduled = dates(future, null);
const open = dates(past, null);
const openUntil = dates(past, future);
const ended = dates(earlier, past);

test('calloutStatus derives the status from the dates', () => {
  const rows: [CalloutDates, CalloutStatus][] = [
    [draft, 'draft'],
    [dates(null, future), 'draft'],
    [dates(null, past), 'draft'],
    [scheduled, 'scheduled'],
    [dates(future, later), 'scheduled'],
    [open, 'open'],
    [openUntil, 'open'],
    [ended, 'ended'],
    [dates(now, null), 'open'],
    [dates(past, now), 'ended'],
    [dates(new Date(now.getTime() + 1), null), 'scheduled'],
  ];
  for (const [given, expected] of rows) assert.equal(calloutStatus(given, now), expected, JSON.stringify(given));
});

const ok = (starts: Date | null, expires: Date | null): CalloutActionResult => ({ ok: true, starts, expires });
const no = (refusal: string): CalloutActionResult => ({ ok: false, refusal }) as CalloutActionResult;
const survey = { isRequiredJoinSurvey: true };

test('applyCalloutAction moves the dates or says why it cannot', () => {
  const rows: [string, CalloutDates, CalloutAction, CalloutActionOptions, CalloutActionResult][] = [
    ['publishes a draft now', draft, 'publish', {}, ok(now, null)],
    ['publishes a draft with an end date', draft, 'publish', { expires: future }, ok(now, future)],
    ['publishes a draft keeping its end date', dates(null, future), 'publish', {}, ok(now, future)],
    ['refuses to publish with an end date gone by', dates(null, past), 'publish', {}, no('expires-in-past')],
    ['publishes with a stale end date cleared', dates(null, past), 'publish', { expires: null }, ok(now, null)],
    ['publishes a scheduled call-out early', scheduled, 'publish', {}, ok(now, null)],
    ['refuses to publish an open call-out', open, 'publish', {}, no('already-open')],
    ['refuses to publish an ended call-out', ended, 'publish', {}, no('ended')],
    ['schedules a draft', draft, 'schedule', { starts: future }, ok(future, null)],
    ['schedules a draft with an end', draft, 'schedule', { starts: future, expires: later }, ok(future, later)],
    ['reschedules a scheduled call-out', scheduled, 'schedule', { starts: later }, ok(later, null)],
    ['refuses a schedule without a start', draft, 'schedule', {}, no('starts-needed')],
    ['refuses a start in the past', draft, 'schedule', { starts: past }, no('starts-in-past')],
    ['refuses a start of exactly now', draft, 'schedule', { starts: now }, no('starts-in-past')],
    [
      'refuses an end before the start',
      draft,
      'schedule',
      { starts: later, expires: future },
      no('expires-before-starts'),
    ],
    ['refuses to schedule an open call-out', open, 'schedule', { starts: future }, no('already-started')],
    ['unpublishes an open call-out', openUntil, 'unpublish', {}, ok(null, future)],
    ['unpublishes a scheduled call-out', scheduled, 'unpublish', {}, ok(null, null)],
    ['refuses to unpublish a draft', draft, 'unpublish', {}, no('already-draft')],
    ['refuses to unpublish an ended call-out', ended, 'unpublish', {}, no('not-open')],
    ['reverts an ended call-out to draft and drops its past end', ended, 'revert-to-draft', {}, ok(null, null)],
    ['reverts a scheduled call-out to draft', dates(future, later), 'revert-to-draft', {}, ok(null, later)],
    ['reverts an open call-out to draft', openUntil, 'revert-to-draft', {}, ok(null, future)],
    ['refuses to revert a draft', draft, 'revert-to-draft', {}, no('already-draft')],
    ['ends an open call-out now', open, 'end-now', {}, ok(past, now)],
    ['ends a call-out before its end date', openUntil, 'end-now', {}, ok(past, now)],
    ['refuses to end a draft', draft, 'end-now', {}, no('not-open')],
    ['refuses to end a scheduled call-out', scheduled, 'end-now', {}, no('not-open')],
    ['refuses to end an ended call-out', ended, 'end-now', {}, no('not-open')],
    ['reopens an ended call-out without an end', ended, 'reopen', {}, ok(earlier, null)],
    ['reopens an ended call-out with a new end', ended, 'reopen', { expires: future }, ok(earlier, future)],
    ['refuses to reopen with an end gone by', ended, 'reopen', { expires: past }, no('expires-in-past')],
    ['refuses to reopen an open call-out', open, 'reopen', {}, no('not-ended')],
    ['refuses to reopen a draft', dates(null, past), 'reopen', {}, no('not-ended')],
    ['refuses to end the join survey', open, 'end-now', survey, no('join-survey')],
    ['refuses to unpublish the join survey', open, 'unpublish', survey, no('join-survey')],
    ['refuses to schedule the join survey', draft, 'schedule', { ...survey, starts: future }, no('join-survey')],
    ['refuses to revert the join survey', open, 'revert-to-draft', survey, no('join-survey')],
    ['publishes the join survey', draft, 'publish', survey, ok(now, null)],
    ['reopens the join survey', ended, 'reopen', survey, ok(earlier, null)],
    ['refuses an unknown action', open, 'delete' as CalloutAction, {}, no('unknown-action')],
    ['refuses an invalid date', draft, 'schedule', { starts: new Date('nope') }, no('invalid-date')],
    ['refuses invalid current dates', dates(new Date(Number.NaN), null), 'publish', {}, no('invalid-date')],
  ];
  for (const [name, current, action, options, expected] of rows) {
    assert.deepEqual(applyCalloutAction(current, action, now, options), expected, name);
  }
});

test('canChangeSlug locks the slug once the call-out has been open', () => {
  const rows: [{ starts: Date | null; openedAt?: Date | null }, boolean][] = [
    [{ starts: null }, true],
    [{ starts: future }, true],
    [{ starts: past }, false],
    [{ starts: now }, false],
    [{ starts: null, openedAt: past }, false],
    [{ starts: future, openedAt: past }, false],
    [{ starts: null, openedAt: null }, true],
  ];
  for (const [given, expected] of rows) assert.equal(canChangeSlug(given, now), expected, JSON.stringify(given));
});
