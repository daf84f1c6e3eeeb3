import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RuleGroup } from '@masthead/core';
import { noFilter } from './contact-list-query.ts';
import { contactsUrl, readContactsUrl, type ContactsUrlState } from './contacts-url.ts';

const emailRule: RuleGroup = {
  condition: 'AND',
  rules: [{ field: 'email', operator: 'contains', value: ['@example.org'] }],
};
const rulesQuery = (group: unknown) => `?rules=${encodeURIComponent(JSON.stringify(group))}`;

test('the address gives back the state it was made from, keeping other parameters', () => {
  const rows: ContactsUrlState[] = [
    { segmentId: null, filter: noFilter, order: null, page: 1 },
    { segmentId: 's1', filter: emailRule, order: { sort: 'email', order: 'DESC' }, page: 3 },
  ];
  for (const state of rows) {
    const url = new URL(contactsUrl(state, '?lang=de&rules=old'), 'https://example.org');
    assert.equal(url.pathname, '/admin/contacts');
    assert.equal(url.searchParams.get('lang'), 'de');
    assert.deepEqual(readContactsUrl(url.search), state);
  }
  assert.equal(contactsUrl({ segmentId: null, filter: noFilter, order: null, page: 1 }), '/admin/contacts');
});

test('values that make no sense are left out: everyone, the default order, the first page', () => {
  const everyone = { segmentId: null, filter: noFilter, order: null, page: 1 };
  const rows = [
    '?rules=%7Bnot%20json',
    '?rules=null',
    '?rules=[]',
    rulesQuery({ condition: 'XOR', rules: [] }),
    rulesQuery({ condition: 'AND', rules: [{ field: 'password', operator: 'equal', value: ['x'] }] }),
    rulesQuery({ condition: 'AND', rules: [{ field: 'email', operator: 'between', value: ['a'] }] }),
    // Groups within groups the builder cannot show.
    rulesQuery({
      condition: 'AND',
      rules: [emailRule.rules[0], { condition: 'OR', rules: [emailRule.rules[0], emailRule.rules[0]] }],
    }),
    '?sort=password&order=ASC',
    '?sort=email&order=sideways',
    '?page=0',
    '?page=-2',
    '?page=1.5',
    '?page=abc',
    '?segment=',
  ];
  for (const search of rows) assert.deepEqual(readContactsUrl(search), everyone, search);
});

test('rules the builder can show as one level are read as one level', () => {
  const nested = { condition: 'AND', rules: [{ condition: 'AND', rules: emailRule.rules }] };
  assert.deepEqual(readContactsUrl(rulesQuery(nested)).filter, emailRule);
});
