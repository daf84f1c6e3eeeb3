import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ContactSort, RuleGroup, Segment } from '@masthead/core';
import {
  ariaSort,
  bulkRules,
  everyContact,
  matchingRules,
  nextOrder,
  noFilter,
  rulesParam,
  tagUpdates,
  type ContactOrder,
} from './contact-list-query.ts';

const donors: RuleGroup = {
  condition: 'OR',
  rules: [{ field: 'contributionType', operator: 'equal', value: ['Manual'] }],
};
const segment: Segment = { id: 's1', name: 'Donors', description: '', order: 0, ruleGroup: donors };
const filter: RuleGroup = {
  condition: 'AND',
  rules: [{ field: 'email', operator: 'contains', value: ['@example.org'] }],
};

test('the matching rules are the segment and the filter together, or whichever is there', () => {
  const rows: [Segment | null, RuleGroup, RuleGroup][] = [
    [null, noFilter, noFilter],
    [null, filter, filter],
    [segment, noFilter, donors],
    [{ ...segment, ruleGroup: noFilter }, filter, filter],
    [segment, filter, { condition: 'AND', rules: [donors, filter] }],
  ];
  for (const [s, f, expected] of rows) assert.deepEqual(matchingRules({ segment: s, filter: f }), expected);
});

test('a bulk change sends the matching rules, or a rule for every contact where nothing narrows them', () => {
  const rows: [Segment | null, RuleGroup, RuleGroup][] = [
    [null, noFilter, everyContact],
    [{ ...segment, ruleGroup: noFilter }, noFilter, everyContact],
    [null, filter, filter],
    [segment, filter, { condition: 'AND', rules: [donors, filter] }],
  ];
  for (const [s, f, expected] of rows) assert.deepEqual(bulkRules({ segment: s, filter: f }), expected);
});

test('a header sorts its column ascending first, then flips it', () => {
  const rows: [ContactOrder | null, ContactSort, ContactOrder][] = [
    [null, 'email', { sort: 'email', order: 'ASC' }],
    [{ sort: 'email', order: 'ASC' }, 'email', { sort: 'email', order: 'DESC' }],
    [{ sort: 'email', order: 'DESC' }, 'email', { sort: 'email', order: 'ASC' }],
    [{ sort: 'email', order: 'DESC' }, 'joined', { sort: 'joined', order: 'ASC' }],
  ];
  for (const [current, column, expected] of rows) assert.deepEqual(nextOrder(current, column), expected);
});

test('only the sorted column has an aria-sort other than none', () => {
  assert.equal(ariaSort(null, 'email'), 'none');
  assert.equal(ariaSort({ sort: 'email', order: 'ASC' }, 'email'), 'ascending');
  assert.equal(ariaSort({ sort: 'email', order: 'DESC' }, 'email'), 'descending');
  assert.equal(ariaSort({ sort: 'email', order: 'DESC' }, 'joined'), 'none');
});

test('rules are sent only when they narrow, and tag changes carry their sign', () => {
  assert.deepEqual(rulesParam(noFilter), {});
  assert.deepEqual(rulesParam(filter), { rules: JSON.stringify(filter) });
  assert.deepEqual(tagUpdates('add', ['t1', 't2']), ['+t1', '+t2']);
  assert.deepEqual(tagUpdates('remove', ['t1']), ['-t1']);
});
