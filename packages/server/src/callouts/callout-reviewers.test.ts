import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestContact } from '../test-accounts.ts';
import { type Caller, ago, callers, calloutKit } from './callout-test-kit.ts';

test('only admins and API keys list, add, change and remove reviewers', async (t) => {
  const kit = await calloutKit(t);
  const callout = await kit.createCallout({ starts: ago(1000) });
  const base = `/api/1.0/callout/${callout.id}/reviewers`;
  const refused: Partial<Record<Caller, number>> = { guest: 401, member: 403, reviewer: 403, editor: 403 };
  for (const who of callers) {
    const newcomer = await createTestContact(kit.database);
    const calls = [
      { method: 'GET', url: base, ok: 200 },
      { method: 'POST', url: base, payload: { contactId: newcomer.id }, ok: 200 },
      { method: 'PATCH', url: `${base}/${kit.contacts.reviewer.id}`, payload: { canEdit: false }, ok: 200 },
      { method: 'DELETE', url: `${base}/${newcomer.id}`, ok: 204 },
    ] as const;
    for (const { ok, ...request } of calls) {
      if (request.method === 'DELETE' && !refused[who]) {
        await kit.call('admin', { method: 'POST', url: base, payload: { contactId: newcomer.id } });
      }
      const res = await kit.call(who, request);
      assert.equal(res.statusCode, refused[who] ?? ok, `${who} ${request.method}`);
    }
  }
});

test('reviewers are a bare array of {id, contact, canEdit}; adding again changes canEdit', async (t) => {
  const kit = await calloutKit(t);
  const callout = await kit.createCallout();
  const base = `/api/1.0/callout/${callout.slug}/reviewers`;
  const list = await kit.call('admin', { method: 'GET', url: base });
  assert.ok(Array.isArray(list.json()));
  const byName = Object.fromEntries(
    list.json().map((r: { contact: { firstname: string }; canEdit: boolean }) => [r.contact.firstname, r.canEdit]),
  );
  assert.deepEqual(byName, { Ed: true, Rae: false });
  const first = list.json()[0];
  assert.deepEqual(Object.keys(first).sort(), ['canEdit', 'contact', 'id']);
  assert.equal(first.contact.email.endsWith('@example.org'), true);
  assert.deepEqual(first.contact.activeRoles, ['member']);

  const again = await kit.call('admin', {
    method: 'POST',
    url: base,
    payload: { contactId: kit.contacts.reviewer.id, canEdit: true },
  });
  assert.equal(again.json().canEdit, true);
  const rae = list.json().find((r: { contact: { firstname: string } }) => r.contact.firstname === 'Rae');
  assert.equal(again.json().id, rae.id, 'the same reviewer entry');
  assert.equal((await kit.call('admin', { method: 'GET', url: base })).json().length, 2, 'still two');

  const patched = await kit.call('admin', {
    method: 'PATCH',
    url: `${base}/${kit.contacts.editor.id}`,
    payload: { canEdit: false },
  });
  assert.equal(patched.json().canEdit, false);
  const editNow = await kit.call('editor', {
    method: 'PATCH',
    url: `/api/1.0/callout/${callout.id}`,
    payload: { hidden: true },
  });
  assert.equal(editNow.statusCode, 403, 'canEdit taken away');
});

test('unknown contacts, call-outs and non-reviewers are 404; a path id that is no uuid is 400', async (t) => {
  const kit = await calloutKit(t);
  const callout = await kit.createCallout();
  const base = `/api/1.0/callout/${callout.id}/reviewers`;
  const nobody = '00000000-0000-4000-8000-000000000000';
  const rows = [
    { method: 'POST', url: base, payload: { contactId: nobody } },
    { method: 'POST', url: base, payload: { contactId: 'not-an-id' } },
    { method: 'POST', url: '/api/1.0/callout/missing/reviewers', payload: { contactId: kit.contacts.member.id } },
    { method: 'GET', url: '/api/1.0/callout/missing/reviewers' },
    { method: 'PATCH', url: `${base}/${kit.contacts.member.id}`, payload: { canEdit: true } },
    { method: 'DELETE', url: `${base}/${kit.contacts.member.id}` },
    { method: 'DELETE', url: `${base}/${nobody}` },
  ] as const;
  for (const request of rows) {
    const res = await kit.call('admin', request);
    assert.equal(res.statusCode, 404, `${request.method} ${request.url} ${JSON.stringify(request)}`);
  }
  const malformed = await kit.call('admin', { method: 'PATCH', url: `${base}/not-an-id`, payload: { canEdit: true } });
  assert.deepEqual([malformed.statusCode, malformed.json().code], [400, 'bad-request']);
  const noBody = await kit.call('admin', { method: 'POST', url: base, payload: {} });
  assert.equal(noBody.statusCode, 422);
});

test('a reviewer of any call-out is a reviewer on their contact, and sees the drafts they review', async (t) => {
  const kit = await calloutKit(t);
  const draft = await kit.createCallout({ slug: 'secret-draft' });
  const me = () => kit.call('member', { method: 'GET', url: '/api/1.0/contact/me?with=isReviewer' });
  assert.equal((await me()).json().isReviewer, false);
  assert.equal((await kit.call('member', { method: 'GET', url: '/api/1.0/callout/secret-draft' })).statusCode, 404);

  const base = `/api/1.0/callout/${draft.id}/reviewers`;
  await kit.call('admin', { method: 'POST', url: base, payload: { contactId: kit.contacts.member.id } });
  assert.equal((await me()).json().isReviewer, true);
  assert.equal((await kit.call('member', { method: 'GET', url: '/api/1.0/callout/secret-draft' })).statusCode, 200);
  const asAdmin = await kit.call('admin', {
    method: 'GET',
    url: `/api/1.0/contact/${kit.contacts.member.id}?with=isReviewer`,
  });
  assert.equal(asAdmin.json().isReviewer, true);

  await kit.call('admin', { method: 'DELETE', url: `${base}/${kit.contacts.member.id}` });
  assert.equal((await me()).json().isReviewer, false);
  assert.equal((await kit.call('member', { method: 'GET', url: '/api/1.0/callout/secret-draft' })).statusCode, 404);
});
