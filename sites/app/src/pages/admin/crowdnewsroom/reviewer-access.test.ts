import assert from 'node:assert/strict';
import { test } from 'node:test';
import { guardRoute, type GuardContext } from '../../../routes/guard-route.ts';
import { createRouteMatcher } from '../../../routes/match-route.ts';
import { routeTable } from '../../../routes/route-table.ts';

const match = createRouteMatcher(routeTable);
const reviewer: GuardContext = {
  roles: ['member'],
  isReviewer: true,
  newsroomMode: true,
  framed: false,
  location: '/x',
};

test('a reviewer who is not an admin reaches the call-out list and review screens, not the admin-only ones', () => {
  const rows: [string, string][] = [
    ['/', 'redirect'],
    ['/admin/crowdnewsroom', 'allow'],
    ['/admin/crowdnewsroom/view/c1', 'allow'],
    ['/admin/crowdnewsroom/view/c1/responses', 'allow'],
    ['/admin/crowdnewsroom/view/c1/responses/r1', 'allow'],
    ['/admin/crowdnewsroom/view/c1/responses/tags', 'allow'],
    // The edit page is theirs when their record allows editing; the server refuses PATCH otherwise.
    ['/admin/crowdnewsroom/edit/c1', 'allow'],
    ['/admin/crowdnewsroom/new', 'unauthorized'],
    ['/admin', 'unauthorized'],
  ];
  for (const [path, expected] of rows) {
    const found = match(path);
    assert.ok(found, path);
    assert.equal(guardRoute(found.route, reviewer).kind, expected, path);
  }
  assert.deepEqual(guardRoute(match('/')!.route, reviewer), { kind: 'redirect', to: '/admin/crowdnewsroom' });
});

test('the review screens have their pages, and log-in comes first', () => {
  for (const path of ['/admin', '/admin/crowdnewsroom', '/admin/crowdnewsroom/view/c1/responses/r1']) {
    const found = match(path);
    assert.ok(found?.route.page, path);
    assert.equal(guardRoute(found.route, { ...reviewer, roles: null }).kind, 'login', path);
  }
});
