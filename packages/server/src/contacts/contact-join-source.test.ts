import assert from 'node:assert/strict';
import { test } from 'node:test';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const source = {
  pageUrl: 'https://news.example/2026/rivers',
  pageTitle: 'Who owns the rivers?',
  calloutSlug: 'river-watch',
  utm: { source: 'newsletter', campaign: 'spring' },
};

test('where a contact joined: shown to admins with the profile, searchable, never to the contact', async (t) => {
  const { app, database } = await build(t);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const joined = await createTestContact(database, { email: 'rivers@example.org' });
  await createTestContact(database, { email: 'other@example.org' });
  await database.db
    .updateTable('contacts')
    .set({ join_source: JSON.stringify(source) })
    .where('id', '=', joined.id)
    .execute();
  const { cookie } = await loginAs(app, admin);
  const get = (url: string, who = cookie) => app.inject(as(who, { method: 'GET', url: `/api/1.0/${url}` }));

  const seen = await get(`contact/${joined.id}?with=profile`);
  assert.deepEqual(seen.json().joinSource, source);
  assert.equal((await get(`contact/${admin.id}?with=profile`)).json().joinSource, null);
  assert.equal((await get(`contact/${joined.id}`)).json().joinSource, undefined, 'only with the profile');
  const self = await get('contact/me?with=profile', (await loginAs(app, joined)).cookie);
  assert.equal(self.json().joinSource, undefined, 'for admins only');

  const search = async (field: string, operator: string, value: string) => {
    const rules = JSON.stringify({ condition: 'AND', rules: [{ field, operator, value: [value] }] });
    const res = await get(`contact?rules=${encodeURIComponent(rules)}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().items.map((c: { email: string }) => c.email);
  };
  assert.deepEqual(await search('joinCalloutSlug', 'equal', 'river-watch'), ['rivers@example.org']);
  assert.deepEqual(await search('joinPageUrl', 'contains', '/2026/'), ['rivers@example.org']);
  assert.deepEqual(await search('joinPageTitle', 'begins_with', 'Who owns'), ['rivers@example.org']);
  assert.deepEqual(await search('joinUtmCampaign', 'equal', 'spring'), ['rivers@example.org']);
  assert.deepEqual(await search('joinUtmSource', 'equal', 'facebook'), []);
});
