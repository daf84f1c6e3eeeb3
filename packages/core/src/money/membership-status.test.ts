import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ContributionType } from './contribution-types.ts';
import {
  cancelContribution,
  membershipStatus,
  type ContributionDates,
  type MembershipState,
} from './membership-status.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const now = day('2026-07-02');
const yesterday = day('2026-07-01');
const renewal = day('2027-01-01');
const expiry = day('2027-01-08');

const dates = (
  type: ContributionType,
  cancellationDate: Date | null,
  renewalDate: Date | null,
  membershipExpiryDate: Date | null,
): ContributionDates => ({ type, cancellationDate, renewalDate, membershipExpiryDate });
const state = (status: MembershipState['status'], date: Date | null): MembershipState => ({ status, date });

test('membershipStatus says will renew, will expire or expired, with the date to show', () => {
  const rows: [string, ContributionDates, MembershipState][] = [
    ['an automatic contribution will renew', dates('Automatic', null, renewal, expiry), state('active', renewal)],
    ['without a renewal date it shows the expiry', dates('Automatic', null, null, expiry), state('active', expiry)],
    ['a cancelled one will expire', dates('Automatic', yesterday, null, renewal), state('expiring', renewal)],
    [
      'a cancelled one has expired',
      dates('Automatic', day('2026-01-01'), null, yesterday),
      state('expired', yesterday),
    ],
    ['expired exactly now', dates('Automatic', day('2026-01-01'), null, now), state('expired', now)],
    [
      'a failed renewal will expire at the end of its grace',
      dates('Automatic', null, yesterday, day('2026-07-15')),
      state('expiring', day('2026-07-15')),
    ],
    [
      'a failed renewal past its grace has expired',
      dates('Automatic', null, day('2026-06-01'), yesterday),
      state('expired', yesterday),
    ],
    ['a gift will expire', dates('Gift', null, null, expiry), state('expiring', expiry)],
    ['a gift has expired', dates('Gift', null, null, yesterday), state('expired', yesterday)],
    ['a manual contribution without an end is active', dates('Manual', null, null, null), state('active', null)],
    ['a manual contribution with an end will expire', dates('Manual', null, null, expiry), state('expiring', expiry)],
    ['no contribution', dates('None', null, null, null), state('none', null)],
    ['no contribution any more, expired', dates('None', null, null, yesterday), state('expired', yesterday)],
  ];
  for (const [name, info, expected] of rows) assert.deepEqual(membershipStatus(info, now), expected, name);
});

test('cancelContribution ends the membership at the end of the paid cycle', () => {
  const rows: [string, Parameters<typeof cancelContribution>[0], ReturnType<typeof cancelContribution>][] = [
    [
      'drops the renewal grace',
      { cancellationDate: null, renewalDate: renewal, membershipExpiryDate: expiry },
      { cancellationDate: now, membershipExpiryDate: renewal },
    ],
    [
      'keeps an end with no renewal',
      { cancellationDate: null, renewalDate: null, membershipExpiryDate: expiry },
      { cancellationDate: now, membershipExpiryDate: expiry },
    ],
    [
      'never lengthens the membership',
      { cancellationDate: null, renewalDate: expiry, membershipExpiryDate: renewal },
      { cancellationDate: now, membershipExpiryDate: renewal },
    ],
    [
      'keeps the first cancellation',
      { cancellationDate: yesterday, renewalDate: null, membershipExpiryDate: renewal },
      { cancellationDate: yesterday, membershipExpiryDate: renewal },
    ],
    [
      'ends an unpaid cycle at once',
      { cancellationDate: null, renewalDate: yesterday, membershipExpiryDate: day('2026-07-15') },
      { cancellationDate: now, membershipExpiryDate: yesterday },
    ],
  ];
  for (const [name, info, expected] of rows) assert.deepEqual(cancelContribution(info, now), expected, name);
});

test('a cancelled contribution will expire, then expires, at the end of the cycle', () => {
  const cancelled = {
    type: 'Automatic' as const,
    renewalDate: null,
    ...cancelContribution({ cancellationDate: null, renewalDate: renewal, membershipExpiryDate: expiry }, now),
  };
  assert.deepEqual(membershipStatus(cancelled, now), state('expiring', renewal));
  assert.deepEqual(membershipStatus(cancelled, renewal), state('expired', renewal));
});
