import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Caller, ago, callers, calloutKit } from './callout-test-kit.ts';

test('admins, API keys and the call-out’s reviewers manage its tags; others are refused', async (t) => {
  const kit = await calloutKit(t);
  const open = await kit.createCallout({ starts: ago(1000) });
  const draft = await kit.createCallout();
  const allowed = new Set<Caller>(['reviewer', 'editor', 'admin', 'apiKey']);
  for (const who of callers) {
    const refusal = who === 'guest' ? 401 : 403;
    const base = `/api/1.0/callout/${open.id}/tags`;
    const created = await kit.call(who, { method: 'POST', url: base, payload: { name: `Tag by ${who}` } });
    assert.equal(created.statusCode, allowed.has(who) ? 200 : refusal, `${who} POST`);
    const tagId = allowed.has(who)
      ? created.json().id
      : (await kit.call('admin', { method: 'POST', url: base, payload: { name: `For ${who}` } })).json().id;
    const calls = [
      { method: 'GET', url: base, ok: 200 },
      { method: 'PATCH', url: `${base}/${tagId}`, payload: { description: 'Checked' }, ok: 200 },
      { method: 'DELETE', url: `${base}/${tagId}`, ok: 204 },
    ] as const;
    for (const { ok, ...request } of calls) {
      const res = await kit.call(who, request);
      assert.equal(res.statusCode, allowed.has(who) ? ok : refusal, `${who} ${request.method}`);
    }
    const onDraft = await kit.call(who, { method: 'GET', url: `/api/1.0/callout/${draft.id}/tags` });
    assert.equal(onDraft.statusCode, allowed.has(who) ? 200 : who === 'guest' ? 401 : 404, `${who} on a draft`);
  }
});

test('tags are a bare array sorted by name; names are unique per call-out, ignoring case', async (t) => {
  const kit = await calloutKit(t);
  const callout = await kit.createCallout();
  const other = await kit.createCallout();
  const base = `/api/1.0/callout/${callout.id}/tags`;
  const add = (name: string, description?: string) =>
    kit.call('reviewer', { method: 'POST', url: base, payload: { name, ...(description ? { description } : {}) } });
  const urgent = (await add('urgent', 'Call back today')).json();
  assert.deepEqual(Object.keys(urgent).sort(), ['description', 'id', 'name']);
  assert.equal(urgent.description, 'Call back today');
  await add('Follow up');
  await add('  answered  ');
  const list = (await kit.call('reviewer', { method: 'GET', url: base })).json();
  assert.deepEqual(
    list.map((tag: { name: string }) => tag.name),
    ['answered', 'Follow up', 'urgent'],
  );

  const clash = await add('URGENT');
  assert.equal(clash.statusCode, 409);
  assert.equal(clash.json().code, 'duplicate-tag-name');
  assert.equal(clash.json().message, 'A tag with this name already exists');
  const rename = await kit.call('editor', {
    method: 'PATCH',
    url: `${base}/${urgent.id}`,
    payload: { name: 'Answered' },
  });
  assert.equal(rename.json().code, 'duplicate-tag-name');
  const elsewhere = await kit.call('admin', {
    method: 'POST',
    url: `/api/1.0/callout/${other.id}/tags`,
    payload: { name: 'urgent' },
  });
  assert.equal(elsewhere.statusCode, 200, 'another call-out may have the same name');

  const renamed = await kit.call('editor', {
    method: 'PATCH',
    url: `${base}/${urgent.id}`,
    payload: { name: 'Urgent!' },
  });
  assert.deepEqual(renamed.json(), { id: urgent.id, name: 'Urgent!', description: 'Call back today' });
  const wrongCallout = await kit.call('admin', {
    method: 'DELETE',
    url: `/api/1.0/callout/${other.id}/tags/${urgent.id}`,
  });
  assert.equal(wrongCallout.statusCode, 404, 'a tag belongs to one call-out');
  assert.equal((await kit.call('admin', { method: 'DELETE', url: `${base}/not-a-uuid` })).statusCode, 400);
  assert.equal((await add('   ')).statusCode, 422, 'a blank name');
  assert.equal(
    (await kit.call('admin', { method: 'PATCH', url: `${base}/${urgent.id}`, payload: {} })).statusCode,
    422,
  );
});
