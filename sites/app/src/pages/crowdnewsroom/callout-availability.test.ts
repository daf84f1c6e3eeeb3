import { test } from 'node:test';
import assert from 'node:assert/strict';
import { calloutAvailability, canChangeAnswers, type CalloutAvailability } from './callout-availability.ts';

const open = { status: 'open', access: 'guest', allowMultiple: false } as const;

test('calloutAvailability says what a reader may do', () => {
  const rows: [Parameters<typeof calloutAvailability>[0], string[] | null, CalloutAvailability][] = [
    [open, null, 'open'],
    [{ ...open, status: 'ended' }, ['member'], 'ended'],
    [{ ...open, status: 'ended', access: 'member' }, null, 'ended'],
    [{ ...open, status: 'scheduled' }, null, 'not-open'],
    [{ ...open, status: 'draft' }, ['admin'], 'not-open'],
    [{ ...open, access: 'member' }, null, 'log-in'],
    [{ ...open, access: 'member' }, [], 'members-only'],
    [{ ...open, access: 'member' }, ['member'], 'open'],
    [{ ...open, access: 'member' }, ['superadmin'], 'open'],
    [{ ...open, hasAnswered: true }, ['member'], 'answered'],
    [{ ...open, hasAnswered: true, allowMultiple: true }, ['member'], 'open'],
    [{ ...open, hasAnswered: false }, ['member'], 'open'],
  ];
  for (const [callout, roles, expected] of rows) {
    assert.equal(calloutAvailability(callout, roles), expected, JSON.stringify([callout, roles]));
  }
});

test('canChangeAnswers only while the call-out is open and allows updates', () => {
  assert.equal(canChangeAnswers({ status: 'open', allowUpdate: true }), true);
  assert.equal(canChangeAnswers({ status: 'open', allowUpdate: false }), false);
  assert.equal(canChangeAnswers({ status: 'ended', allowUpdate: true }), false);
});
