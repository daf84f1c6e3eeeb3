import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CalloutDates } from '@masthead/core';
import { nextCalloutDates } from './callout-dates.ts';

const now = new Date('2026-06-01T12:00:00Z');
const d = (day: number) => new Date(now.getTime() + day * 86_400_000);
const draft: CalloutDates = { starts: null, expires: null };
const scheduled: CalloutDates = { starts: d(3), expires: d(10) };
const open: CalloutDates = { starts: d(-3), expires: d(10) };
const ended: CalloutDates = { starts: d(-10), expires: d(-1) };

test('PATCHed dates become the status actions of core, or a refusal on the field at fault', () => {
  const rows: [string, CalloutDates, Partial<CalloutDates>, boolean, unknown][] = [
    ['publish a draft opens now', draft, { starts: d(-5) }, false, { ok: true, starts: now, expires: null }],
    ['schedule a draft', draft, { starts: d(2), expires: d(4) }, false, { ok: true, starts: d(2), expires: d(4) }],
    ['move a scheduled start', scheduled, { starts: d(5) }, false, { ok: true, starts: d(5), expires: d(10) }],
    ['publish a scheduled one', scheduled, { starts: now }, false, { ok: true, starts: now, expires: d(10) }],
    ['unpublish', open, { starts: null }, false, { ok: true, starts: null, expires: d(10) }],
    [
      'unpublish and drop the end',
      open,
      { starts: null, expires: null },
      false,
      { ok: true, starts: null, expires: null },
    ],
    ['end now', open, { expires: d(-2) }, false, { ok: true, starts: d(-3), expires: now }],
    ['a later end keeps it open', open, { expires: d(20) }, false, { ok: true, starts: d(-3), expires: d(20) }],
    ['reopen', ended, { expires: d(5) }, false, { ok: true, starts: d(-10), expires: d(5) }],
    ['reopen for good', ended, { expires: null }, false, { ok: true, starts: d(-10), expires: null }],
    ['revert an ended one to draft', ended, { starts: null }, false, { ok: true, starts: null, expires: null }],
    ['a new past end for an ended one', ended, { expires: d(-2) }, false, { ok: true, starts: d(-10), expires: d(-2) }],
    ['schedule an open one', open, { starts: d(1) }, false, { ok: false, field: 'starts', refusal: 'already-started' }],
    [
      'a draft straight to ended',
      draft,
      { starts: d(-2), expires: d(-1) },
      false,
      {
        ok: false,
        field: 'expires',
        refusal: 'expires-in-past',
      },
    ],
    [
      'an end before a scheduled start',
      scheduled,
      { expires: d(2) },
      false,
      {
        ok: false,
        field: 'expires',
        refusal: 'expires-before-starts',
      },
    ],
    ['join survey: end', open, { expires: now }, true, { ok: false, field: 'expires', refusal: 'join-survey' }],
    ['join survey: unpublish', open, { starts: null }, true, { ok: false, field: 'starts', refusal: 'join-survey' }],
    ['join survey: revert', ended, { starts: null }, true, { ok: false, field: 'starts', refusal: 'join-survey' }],
    ['join survey: a later end', open, { expires: d(30) }, true, { ok: true, starts: d(-3), expires: d(30) }],
  ];
  for (const [why, current, requested, joinSurvey, expected] of rows) {
    assert.deepEqual(nextCalloutDates(current, requested, now, joinSurvey), expected, why);
  }
});
