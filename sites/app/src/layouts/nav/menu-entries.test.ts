import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GuardContext } from '../../routes/guard-route.ts';
import { currentOf, menuFor } from './menu-entries.ts';

const base: GuardContext = { roles: null, isReviewer: false, newsroomMode: false, framed: false, location: '/' };
const paths = (ctx: Partial<GuardContext>, hideContribution = false) => {
  const menu = menuFor({ ...base, ...ctx }, { hideContribution });
  return { main: menu.main.map((e) => e.path), user: menu.user.map((e) => e.path) };
};
const adminSections = [
  '/admin',
  '/admin/crowdnewsroom',
  '/admin/contacts',
  '/admin/payments',
  '/admin/notices',
  '/admin/membership-builder',
  '/admin/settings',
  '/admin/emails',
  '/admin/errors',
];

test('each reader gets the entries whose routes the guards allow them', () => {
  const rows: [string, Partial<GuardContext>, boolean, { main: string[]; user: string[] }][] = [
    ['guest', {}, false, { main: [], user: [] }],
    [
      'member',
      { roles: ['member'] },
      false,
      { main: ['/profile', '/crowdnewsroom', '/profile/contribution'], user: ['/profile/account'] },
    ],
    [
      'member, contribution hidden',
      { roles: ['member'] },
      true,
      { main: ['/profile', '/crowdnewsroom'], user: ['/profile/account'] },
    ],
    [
      'reviewer',
      { roles: ['member'], isReviewer: true },
      false,
      {
        main: ['/admin/crowdnewsroom'],
        user: ['/profile', '/profile/account', '/crowdnewsroom', '/profile/contribution'],
      },
    ],
    [
      'admin',
      { roles: ['admin'] },
      false,
      {
        main: adminSections,
        user: ['/profile', '/profile/account', '/crowdnewsroom', '/profile/contribution', '/admin/ui-toolkit'],
      },
    ],
    [
      'superadmin, contribution hidden',
      { roles: ['superadmin'] },
      true,
      {
        main: adminSections.filter((path) => path !== '/admin/payments'),
        user: ['/profile', '/profile/account', '/crowdnewsroom', '/admin/ui-toolkit'],
      },
    ],
  ];
  for (const [who, ctx, hide, expected] of rows) assert.deepEqual(paths(ctx, hide), expected, who);
});

test('newsroom mode takes payments, the membership builder and the contribution out of the menus', () => {
  const noMoney = (path: string) => path !== '/admin/payments' && path !== '/admin/membership-builder';
  assert.deepEqual(paths({ roles: ['admin'], newsroomMode: true }), {
    main: adminSections.filter(noMoney),
    user: ['/profile', '/profile/account', '/crowdnewsroom', '/admin/ui-toolkit'],
  });
  assert.deepEqual(paths({ roles: ['member'], newsroomMode: true }), {
    main: ['/profile', '/crowdnewsroom'],
    user: ['/profile/account'],
  });
  assert.deepEqual(paths({ roles: ['member'], isReviewer: true, newsroomMode: true }), {
    main: ['/admin/crowdnewsroom'],
    user: ['/profile', '/profile/account', '/crowdnewsroom'],
  });
});

test('marks the entry of the page as the page, and the section a page sits in', () => {
  const entries = adminSections.map((path) => ({ path, label: { id: path, message: path } }));
  const rows: [string, [string, string][]][] = [
    ['/admin', [['/admin', 'page']]],
    ['/admin/contacts/', [['/admin/contacts', 'page']]],
    ['/admin/contacts/c1/account', [['/admin/contacts', 'true']]],
    ['/admin/crowdnewsroom/view/x', [['/admin/crowdnewsroom', 'true']]],
    ['/admin/ui-toolkit', [['/admin', 'true']]],
    ['/profile', []],
  ];
  for (const [path, expected] of rows) assert.deepEqual([...currentOf(entries, path)], expected, path);
});
