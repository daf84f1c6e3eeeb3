import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRouteMatcher } from './match-route.ts';
import { guardRoute, type GuardContext } from './guard-route.ts';
import { routeTable } from './route-table.ts';

const match = createRouteMatcher(routeTable);

test('matches every route of the table to itself', () => {
  for (const route of routeTable) {
    const concrete = route.path.replace(/:[a-z]+/g, 'x1');
    assert.equal(match(concrete)?.route.path, route.path, route.path);
  }
});

test('prefers literal segments and reads parameters', () => {
  const rows: [string, string | null, Record<string, string>][] = [
    ['/admin/contacts/add', '/admin/contacts/add', {}],
    ['/admin/contacts/tags', '/admin/contacts/tags', {}],
    ['/admin/contacts/42', '/admin/contacts/:id', { id: '42' }],
    ['/admin/contacts/42/contribution', '/admin/contacts/:id/contribution', { id: '42' }],
    ['/admin/crowdnewsroom/view/9/responses/tags', '/admin/crowdnewsroom/view/:id/responses/tags', { id: '9' }],
    [
      '/admin/crowdnewsroom/view/9/responses/77',
      '/admin/crowdnewsroom/view/:id/responses/:rid',
      { id: '9', rid: '77' },
    ],
    ['/crowdnewsroom/my%20slug/map', '/crowdnewsroom/:id/map', { id: 'my slug' }],
    ['/profile/', '/profile', {}],
    ['/', '/', {}],
    ['/nope', null, {}],
    ['/admin/contacts/1/2/3', null, {}],
  ];
  for (const [path, expected, params] of rows) {
    const found = match(path);
    assert.equal(found?.route.path ?? null, expected, path);
    if (found) assert.deepEqual(found.params, params, path);
  }
});

const ctx = (over: Partial<GuardContext> = {}): GuardContext => ({
  roles: null,
  isReviewer: false,
  newsroomMode: false,
  framed: false,
  location: '/x',
  ...over,
});
const route = (path: string) => {
  const found = routeTable.find((r) => r.path === path);
  assert.ok(found, path);
  return found;
};

test('guards each route as the screens guide says', () => {
  const member = ['member'];
  const admin = ['member', 'admin'];
  const rows: [string, Partial<GuardContext>, string][] = [
    ['/profile', {}, 'login:/auth/login?next=%2Fx'],
    ['/profile', { roles: member }, 'allow'],
    ['/profile', { roles: member, framed: true }, 'frame-refused'],
    ['/join', { framed: true }, 'allow'],
    ['/join', { newsroomMode: true }, 'newsroom-refused'],
    ['/join/setup', { newsroomMode: true, roles: member }, 'newsroom-refused'],
    ['/crowdnewsroom/:id', { framed: true }, 'allow'],
    ['/crowdnewsroom/:id/respond', { framed: true }, 'frame-refused'],
    ['/crowdnewsroom/:id/map', { framed: true }, 'allow'],
    ['/auth/login', {}, 'allow'],
    ['/admin', { roles: member }, 'unauthorized'],
    ['/admin', { roles: ['superadmin'] }, 'allow'],
    ['/admin/settings/api-keys', { roles: member }, 'unauthorized'],
    ['/admin/crowdnewsroom', { roles: member }, 'allow'],
    ['/admin/crowdnewsroom', {}, 'login:/auth/login?next=%2Fx'],
    ['/', {}, 'login:/auth/login?next=%2Fx'],
    ['/', { roles: admin }, 'redirect:/admin'],
    ['/', { roles: member, isReviewer: true, newsroomMode: true }, 'redirect:/admin/crowdnewsroom'],
    ['/', { roles: member, isReviewer: true }, 'redirect:/profile'],
    ['/', { roles: member }, 'redirect:/profile'],
  ];
  for (const [path, over, expected] of rows) {
    const result = guardRoute(route(path), ctx(over));
    const text = 'to' in result ? `${result.kind}:${result.to}` : result.kind;
    assert.equal(text, expected, `${path} ${JSON.stringify(over)}`);
  }
});

test('newsroom mode refuses exactly the join, contribution, payments and membership builder pages', () => {
  const refused = routeTable.filter((r) => r.noNewsroom).map((r) => r.path);
  assert.deepEqual(refused, [
    '/profile/contribution',
    '/profile/contribution/complete',
    '/profile/contribution/payment-method/complete',
    '/join',
    '/join/survey',
    '/join/setup',
    '/join/failed',
    '/join/complete',
    '/join/confirm-email',
    '/join/confirm-email/:id',
    '/admin/payments',
    '/admin/membership-builder',
    '/admin/membership-builder/intro',
    '/admin/membership-builder/email',
    '/admin/membership-builder/confirmation',
  ]);
  const admin = ['admin'];
  const rows: [string, Partial<GuardContext>, string][] = [
    ['/admin/payments', { roles: admin, newsroomMode: true }, 'newsroom-refused'],
    ['/admin/payments', { roles: admin }, 'allow'],
    ['/admin/membership-builder/email', { roles: admin, newsroomMode: true }, 'newsroom-refused'],
    ['/admin/membership-builder/email', { roles: admin }, 'allow'],
    ['/profile/contribution', { roles: ['member'], newsroomMode: true }, 'newsroom-refused'],
    ['/profile/contribution', { roles: ['member'] }, 'allow'],
    // A running contribution can still be stopped, and an admin still sees and cancels it on the contact.
    ['/profile/contribution/cancel', { roles: ['member'], newsroomMode: true }, 'allow'],
    ['/admin/contacts/:id/contribution', { roles: admin, newsroomMode: true }, 'allow'],
    ['/admin/settings', { roles: admin, newsroomMode: true }, 'allow'],
  ];
  for (const [path, over, expected] of rows) {
    assert.equal(guardRoute(route(path), ctx(over)).kind, expected, `${path} ${JSON.stringify(over)}`);
  }
});

test('keeps the query in the next parameter, and the language on the login page', () => {
  const result = guardRoute(route('/profile/account'), ctx({ location: '/profile/account?lang=de' }));
  assert.deepEqual(result, { kind: 'login', to: '/auth/login?next=%2Fprofile%2Faccount%3Flang%3Dde&lang=de' });
  const tagged = guardRoute(route('/profile'), ctx({ location: '/profile?x=1&lang=de%40informal' }));
  assert.deepEqual(tagged, {
    kind: 'login',
    to: '/auth/login?next=%2Fprofile%3Fx%3D1%26lang%3Dde%2540informal&lang=de%40informal',
  });
});

test('only the routes the screens guide marks embeddable are', () => {
  const embeddable = routeTable.filter((r) => r.embeddable).map((r) => r.path);
  assert.deepEqual(embeddable, [
    '/join',
    '/crowdnewsroom/:id',
    '/crowdnewsroom/:id/gallery',
    '/crowdnewsroom/:id/map',
    '/crowdnewsroom/:id/thanks',
  ]);
});
