import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paymentFields, validateRuleGroup } from '@masthead/core';
import { noPaymentFilters, paymentQuery, rangeReversed, type PaymentFilters } from './payment-query.ts';

const local = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();

test('turns the filters into rules on status and whole charge days, with the sort and the page', () => {
  const rows: [string, Partial<PaymentFilters>, object][] = [
    ['none', {}, { sort: 'chargeDate', order: 'DESC' }],
    [
      'status',
      { status: 'failed' },
      { rules: [{ field: 'status', operator: 'equal', value: ['failed'] }], sort: 'chargeDate', order: 'DESC' },
    ],
    [
      'range',
      { from: '2026-11-01', to: '2026-11-30', sort: 'amount:ASC' },
      {
        rules: [
          { field: 'chargeDate', operator: 'greater_or_equal', value: [local(2026, 11, 1)] },
          { field: 'chargeDate', operator: 'less', value: [local(2026, 12, 1)] },
        ],
        sort: 'amount',
        order: 'ASC',
      },
    ],
    [
      'only to, across a year',
      { to: '2026-12-31', sort: 'chargeDate:ASC' },
      {
        rules: [{ field: 'chargeDate', operator: 'less', value: [local(2027, 1, 1)] }],
        sort: 'chargeDate',
        order: 'ASC',
      },
    ],
  ];
  for (const [name, filters, expected] of rows) {
    const query = paymentQuery({ ...noPaymentFilters, ...filters }, 50, 25);
    const { rules, ...rest } = query;
    const group = rules ? (JSON.parse(rules) as { condition: string; rules: unknown[] }) : null;
    assert.deepEqual(
      { ...rest, ...(group ? { rules: group.rules } : {}) },
      { limit: 25, offset: 50, with: ['contact'], ...expected },
      name,
    );
    if (group) {
      assert.equal(group.condition, 'AND', name);
      assert.equal(validateRuleGroup(group, paymentFields).ok, true, `${name}: the server's rules accept it`);
    }
  }
});

test('a range that ends before it starts is reversed; an open or same-day range is not', () => {
  const rows: [Partial<PaymentFilters>, boolean][] = [
    [{ from: '2026-11-02', to: '2026-11-01' }, true],
    [{ from: '2026-11-01', to: '2026-11-01' }, false],
    [{ from: '2026-11-02' }, false],
    [{ to: '2026-11-01' }, false],
  ];
  for (const [filters, expected] of rows) assert.equal(rangeReversed({ ...noPaymentFilters, ...filters }), expected);
});
