import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBody } from '@masthead/core';
import { as, createTestContact, loginAs, testPassword } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

test('contact/me answers the logged-in contact, with profile and roles on request', async (t) => {
  const { app, database } = await build(t);
  const contact = await createTestContact(database, { firstname: 'Ada' });
  const { cookie } = await loginAs(app, contact);
  const res = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/contact/me?with=profile&with=roles' }));
  assert.equal(res.statusCode, 200);
  const body = res.json();
  assert.equal(body.id, contact.id);
  assert.equal(body.displayName, 'Ada Example');
  assert.deepEqual(body.activeRoles, ['member']);
  assert.equal(body.roles[0].role, 'member');
  assert.equal(body.roles[0].dateExpires, null);
  assert.equal(body.profile.newsletterStatus, 'none');
  assert.equal(body.profile.deliveryAddress, null);
  assert.equal(body.profile.notes, undefined, 'notes are for admins');
  assert.equal(body.isReviewer, undefined);
  const reviewer = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/contact/me?with=isReviewer' }));
  assert.equal(reviewer.json().isReviewer, false);
});

test('contact/me is 401 for a guest', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({ method: 'GET', url: '/api/1.0/contact/me' });
  assert.deepEqual(res.json(), errorBody('not-logged-in'));
});

test('a member cannot read or change another contact: both answer 404', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database);
  const other = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  const read = await app.inject(as(cookie, { method: 'GET', url: `/api/1.0/contact/${other.id}` }));
  assert.equal(read.statusCode, 404);
  assert.deepEqual(read.json(), errorBody('not-found'));
  const change = await app.inject(
    as(cookie, { method: 'PATCH', url: `/api/1.0/contact/${other.id}`, payload: { firstname: 'Mallory' } }),
  );
  assert.equal(change.statusCode, 404);
  const mfa = await app.inject(as(cookie, { method: 'GET', url: `/api/1.0/contact/${other.id}/mfa` }));
  assert.equal(mfa.statusCode, 404);
  assert.equal((await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/contact/not-an-id' }))).statusCode, 404);
  const own = await app.inject(as(cookie, { method: 'GET', url: `/api/1.0/contact/${member.id}` }));
  assert.equal(own.statusCode, 200);
});

test('an admin reads and changes any contact, notes included', async (t) => {
  const { app, database } = await build(t);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const other = await createTestContact(database);
  const { cookie } = await loginAs(app, admin);
  const res = await app.inject(
    as(cookie, {
      method: 'PATCH',
      url: `/api/1.0/contact/${other.id}`,
      payload: {
        lastname: 'Lovelace',
        profile: {
          notes: 'Called about the print edition',
          deliveryOptIn: true,
          deliveryAddress: { line1: '1 High St', line2: '', city: 'Leeds', postcode: 'LS1 1AA' },
          newsletterGroups: ['weekly'],
        },
      },
    }),
  );
  assert.equal(res.statusCode, 200);
  const body = res.json();
  assert.equal(body.lastname, 'Lovelace');
  assert.equal(body.profile.notes, 'Called about the print edition');
  assert.equal(body.profile.deliveryAddress.city, 'Leeds');
  assert.deepEqual(body.profile.newsletterGroups, ['weekly']);
});

test('a member may not write admin notes about themselves', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await loginAs(app, await createTestContact(database));
  const res = await app.inject(
    as(cookie, { method: 'PATCH', url: '/api/1.0/contact/me', payload: { profile: { notes: 'VIP' } } }),
  );
  assert.equal(res.statusCode, 403);
});

test('a new password must follow the password rule, else a 422 names the field', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  const weak = await app.inject(
    as(cookie, { method: 'PATCH', url: '/api/1.0/contact/me', payload: { password: 'password' } }),
  );
  assert.equal(weak.statusCode, 422);
  assert.deepEqual(weak.json().errors, [
    { field: 'password', rule: 'password', params: { problems: ['number', 'uppercase'] } },
  ]);
  const strong = await app.inject(
    as(cookie, {
      method: 'PATCH',
      url: '/api/1.0/contact/me',
      payload: { password: 'Another2horse', currentPassword: testPassword },
    }),
  );
  assert.equal(strong.statusCode, 200);
  await loginAs(app, member, 'Another2horse');
  const old = await app.inject({
    method: 'POST',
    url: '/api/1.0/auth/login',
    payload: { email: member.email, password: testPassword },
  });
  assert.equal(old.json().code, 'login-failed');
});

test('an unknown field in a contact change is a 422', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await loginAs(app, await createTestContact(database));
  const res = await app.inject(
    as(cookie, { method: 'PATCH', url: '/api/1.0/contact/me', payload: { activeRoles: ['superadmin'] } }),
  );
  assert.equal(res.statusCode, 422);
});
