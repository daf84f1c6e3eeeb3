import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contactRoleNames, type ContactRoleName } from '../schemas/contact.ts';
import {
  adminRoles,
  capRoles,
  hasAdminRole,
  hasRoleAtLeast,
  highestRole,
  isAdminRole,
  isRoleName,
  outranks,
  roleLadder,
  roleRank,
  rolesAbove,
  rolesAtLeast,
} from './role-ladder.ts';

test('the ladder runs member < admin < superadmin, and is the schemas’ list of roles', () => {
  assert.deepEqual(roleLadder, ['member', 'admin', 'superadmin']);
  assert.equal(contactRoleNames, roleLadder);
  assert.deepEqual(
    roleLadder.map((role) => roleRank(role)),
    [0, 1, 2],
  );
});

test('a role outranks exactly the roles below it, never itself', () => {
  const rows: [ContactRoleName, ContactRoleName, boolean][] = [
    ['superadmin', 'admin', true],
    ['superadmin', 'member', true],
    ['admin', 'member', true],
    ['admin', 'superadmin', false],
    ['member', 'admin', false],
    ['member', 'superadmin', false],
    ['member', 'member', false],
    ['admin', 'admin', false],
    ['superadmin', 'superadmin', false],
  ];
  for (const [role, other, expected] of rows) assert.equal(outranks(role, other), expected, `${role} > ${other}`);
});

test('isRoleName knows the ladder’s names only', () => {
  for (const role of roleLadder) assert.equal(isRoleName(role), true);
  for (const name of ['reviewer', 'editor', 'Admin', '', 'toString', '__proto__'])
    assert.equal(isRoleName(name), false);
});

test('highestRole is the top of a list, null for none, ignoring names off the ladder', () => {
  const rows: [string[], ContactRoleName | null][] = [
    [[], null],
    [['reviewer'], null],
    [['member'], 'member'],
    [['member', 'admin'], 'admin'],
    [['admin', 'member'], 'admin'],
    [['superadmin', 'member'], 'superadmin'],
    [['member', 'superadmin', 'admin'], 'superadmin'],
    [['superadmin'], 'superadmin'],
    [['reviewer', 'admin'], 'admin'],
  ];
  for (const [roles, expected] of rows) assert.equal(highestRole(roles), expected, roles.join());
});

test('hasRoleAtLeast: a role implies every one below it (the server’s hasRole)', () => {
  // Each row: the active roles, then whether they count as member, admin, superadmin.
  const rows: [string[], [boolean, boolean, boolean]][] = [
    [[], [false, false, false]],
    [['reviewer'], [false, false, false]],
    [['member'], [true, false, false]],
    [['admin'], [true, true, false]],
    [['superadmin'], [true, true, true]],
    [
      ['member', 'admin'],
      [true, true, false],
    ],
    [
      ['member', 'superadmin'],
      [true, true, true],
    ],
  ];
  for (const [roles, expected] of rows) {
    assert.deepEqual(
      roleLadder.map((role) => hasRoleAtLeast(roles, role)),
      expected,
      roles.join(),
    );
  }
});

test('admin roles are admin and superadmin', () => {
  assert.deepEqual(adminRoles, ['admin', 'superadmin']);
  assert.deepEqual(['member', 'admin', 'superadmin', 'reviewer', ''].map(isAdminRole), [
    false,
    true,
    true,
    false,
    false,
  ]);
  assert.equal(hasAdminRole([]), false);
  assert.equal(hasAdminRole(['member']), false);
  assert.equal(hasAdminRole(['member', 'admin']), true);
  assert.equal(hasAdminRole(['superadmin']), true);
  assert.equal(hasAdminRole(['reviewer', 'editor']), false);
});

test('rolesAtLeast and rolesAbove slice the ladder at a role', () => {
  assert.deepEqual(rolesAtLeast('member'), ['member', 'admin', 'superadmin']);
  assert.deepEqual(rolesAtLeast('admin'), ['admin', 'superadmin']);
  assert.deepEqual(rolesAtLeast('superadmin'), ['superadmin']);
  assert.deepEqual(rolesAbove(null), ['member', 'admin', 'superadmin']);
  assert.deepEqual(rolesAbove('member'), ['admin', 'superadmin']);
  assert.deepEqual(rolesAbove('admin'), ['superadmin']);
  assert.deepEqual(rolesAbove('superadmin'), []);
  for (const role of roleLadder) {
    for (const other of roleLadder) {
      assert.equal(rolesAbove(role).includes(other), outranks(other, role), `${other} above ${role}`);
      assert.equal(rolesAtLeast(role).includes(other), hasRoleAtLeast([other], role), `${other} at least ${role}`);
    }
  }
});

test('capRoles: an API key acts as admin at most, an answer pass as member at most', () => {
  assert.deepEqual(capRoles(['member', 'superadmin'], 'admin'), ['member', 'admin']);
  assert.deepEqual(capRoles(['superadmin'], 'admin'), ['admin']);
  assert.deepEqual(capRoles(['admin', 'superadmin', 'member'], 'admin'), ['admin', 'member']);
  assert.deepEqual(capRoles(['member', 'admin'], 'admin'), ['member', 'admin']);
  assert.deepEqual(capRoles([], 'admin'), []);
  assert.deepEqual(capRoles(['admin', 'superadmin'], 'member'), ['member']);
  assert.deepEqual(capRoles(['member'], 'member'), ['member']);
  assert.deepEqual(capRoles([], 'member'), []);
  assert.deepEqual(capRoles(['member', 'superadmin'], 'superadmin'), ['member', 'superadmin']);
  const held: ContactRoleName[] = ['member'];
  assert.notEqual(capRoles(held, 'admin'), held, 'a new list, never the one given');
});
