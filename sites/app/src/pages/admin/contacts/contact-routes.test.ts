import assert from 'node:assert/strict';
import { test } from 'node:test';
import { guardRoute, type GuardContext } from '../../../routes/guard-route.ts';
import { createRouteMatcher } from '../../../routes/match-route.ts';
import { routeTable } from '../../../routes/route-table.ts';

const match = createRouteMatcher(routeTable);
const reader = (roles: GuardContext['roles']): GuardContext => ({
  roles,
  isReviewer: false,
  newsroomMode: false,
  framed: false,
  location: '/x',
});

test('the contact page is for admins only, and each of its four tabs has the page', () => {
  const rows: [path: string, hasPage: boolean][] = [
    ['/admin/contacts/c1', true],
    ['/admin/contacts/c1/contribution', true],
    ['/admin/contacts/c1/account', true],
    ['/admin/contacts/c1/callouts', true],
  ];
  for (const [path, hasPage] of rows) {
    const found = match(path);
    assert.ok(found, path);
    assert.equal(Boolean(found.route.page), hasPage, path);
    assert.equal(guardRoute(found.route, reader(['member'])).kind, 'unauthorized', path);
    assert.equal(guardRoute(found.route, { ...reader(['member']), isReviewer: true }).kind, 'unauthorized', path);
    assert.equal(guardRoute(found.route, reader(null)).kind, 'login', path);
    assert.equal(guardRoute(found.route, reader(['member', 'admin'])).kind, 'allow', path);
  }
});
