import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ContributionInfo } from '@masthead/core';
import { checkForceDraft, initialForceDraft, type ForceDraft } from './force-draft.ts';

const manual: ForceDraft = { type: 'Manual', amount: '5', period: 'monthly', source: '', reference: '' };

test('checks a manual contribution by the rules the server holds it to', () => {
  const rows: [Partial<ForceDraft>, unknown][] = [
    [{}, { ok: true, body: { type: 'Manual', amount: 5, period: 'monthly', source: '', reference: '' } }],
    [
      { amount: ' 7,5 ', period: 'annually', source: ' Standing order ', reference: 'M-12' },
      {
        ok: true,
        body: { type: 'Manual', amount: 7.5, period: 'annually', source: 'Standing order', reference: 'M-12' },
      },
    ],
    [{ amount: '' }, { ok: false, errors: [{ field: 'amount', rule: 'required' }] }],
    [{ amount: '5.555' }, { ok: false, errors: [{ field: 'amount', rule: 'currency' }] }],
    [{ amount: 'five' }, { ok: false, errors: [{ field: 'amount', rule: 'currency' }] }],
    [{ amount: '0' }, { ok: false, errors: [{ field: 'amount', rule: 'exclusiveMinimum', params: { limit: 0 } }] }],
    [
      { amount: '1000000' },
      { ok: true, body: { type: 'Manual', amount: 1_000_000, period: 'monthly', source: '', reference: '' } },
    ],
    [
      { amount: '1000000.01' },
      { ok: false, errors: [{ field: 'amount', rule: 'maximum', params: { limit: 1_000_000 } }] },
    ],
    [{ period: null }, { ok: false, errors: [{ field: 'period', rule: 'required' }] }],
    [
      { amount: '', source: 'x'.repeat(201), reference: 'y'.repeat(201) },
      {
        ok: false,
        errors: [
          { field: 'amount', rule: 'required' },
          { field: 'source', rule: 'maxLength', params: { limit: 200 } },
          { field: 'reference', rule: 'maxLength', params: { limit: 200 } },
        ],
      },
    ],
    [
      { type: 'None', amount: 'nonsense', period: null },
      { ok: true, body: { type: 'None' } },
    ],
  ];
  for (const [patch, expected] of rows)
    assert.deepEqual(checkForceDraft({ ...manual, ...patch }), expected, JSON.stringify(patch));
});

test('starts from the manual contribution as it is, else from an empty monthly one', () => {
  const base: ContributionInfo = {
    type: 'Manual',
    amount: 12.5,
    nextAmount: null,
    nextPeriod: null,
    period: 'annually',
    cancellationDate: null,
    renewalDate: null,
    paymentSource: { method: null, source: 'Standing order', reference: 'M-12' },
    payFee: false,
    hasPendingPayment: false,
    membershipStatus: 'active',
    membershipExpiryDate: null,
    paymentFailing: null,
  };
  assert.deepEqual(initialForceDraft(base), {
    type: 'Manual',
    amount: '12.50',
    period: 'annually',
    source: 'Standing order',
    reference: 'M-12',
  });
  const automatic: ContributionInfo = { ...base, type: 'Automatic', amount: 5, paymentSource: { method: 's_card' } };
  assert.deepEqual(initialForceDraft(automatic), { ...manual, amount: '' });
});
