import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callerAs, createTestContact, loginAs } from '../test-accounts.ts';
import { maskKey } from './newsletter-settings.ts';
import { newsletterKit } from './newsletter-test-kit.ts';

test('settings: the key is masked, the webhook address shown, Mailchimp checked', async (t) => {
  const kit = await newsletterKit(t);
  const none = (await kit.call('GET', 'newsletter/settings')).json();
  assert.deepEqual([none.provider, none.apiKey, none.webhookUrl], ['none', '', null]);
  const saved = await kit.configure();
  assert.equal(saved.apiKey, '••••••••cdef-us21');
  assert.equal(saved.serverPrefix, 'us21', 'taken from the key');
  assert.match(saved.webhookUrl, /^\/api\/1\.0\/newsletter\/webhook\/[\w-]{32}$/);
  assert.ok(!JSON.stringify((await kit.call('GET', 'newsletter/settings')).json()).includes(kit.double.apiKey));
  const kept = await kit.call('PATCH', 'newsletter/settings', { doubleOptIn: true });
  assert.equal(kept.statusCode, 200, kept.body);
  assert.deepEqual([kept.json().doubleOptIn, kept.json().webhookUrl], [true, saved.webhookUrl]);
  const interests = await kit.call('GET', 'newsletter/interests');
  assert.deepEqual(
    interests.json().map((i: { id: string }) => i.id),
    ['intweekly', 'intdaily', 'intculture'],
  );
});

test('settings: bad values are 422s naming the field, and nothing is saved', async (t) => {
  const kit = await newsletterKit(t);
  const key = kit.double.apiKey;
  for (const [body, field, rule] of [
    [{ provider: 'mailchimp' }, 'apiKey', 'required'],
    [{ provider: 'mailchimp', apiKey: 'abc', audienceId: 'a1b2c3d4e5' }, 'serverPrefix', 'required'],
    [{ serverPrefix: 'US21!' }, 'serverPrefix', 'pattern'],
    [{ audienceId: 'x' }, 'audienceId', 'pattern'],
    [
      { provider: 'mailchimp', apiKey: key, serverPrefix: 'us9', audienceId: 'a1b2c3d4e5' },
      'serverPrefix',
      'matchesKey',
    ],
    [{ provider: 'mailchimp', apiKey: `${'f'.repeat(32)}-us21`, audienceId: 'a1b2c3d4e5' }, 'apiKey', 'rejected'],
    [{ provider: 'mailchimp', apiKey: key, audienceId: 'zzzzzzzzzz' }, 'audienceId', 'notFound'],
  ] as const) {
    const res = await kit.call('PATCH', 'newsletter/settings', body);
    assert.equal(res.statusCode, 422, `${JSON.stringify(body)}: ${res.body}`);
    assert.ok(
      res.json().errors.some((error: { field: string; rule: string }) => error.field === field && error.rule === rule),
      `${JSON.stringify(body)}: ${res.body}`,
    );
  }
  assert.equal((await kit.call('GET', 'newsletter/settings')).json().provider, 'none');
});

test('settings are for admins only', async (t) => {
  const kit = await newsletterKit(t);
  const member = callerAs(kit.app, (await loginAs(kit.app, await createTestContact(kit.database))).cookie);
  assert.equal((await member('GET', 'newsletter/settings')).statusCode, 403);
  assert.equal((await member('PATCH', 'newsletter/settings', { doubleOptIn: false })).statusCode, 403);
  assert.equal((await kit.app.inject({ method: 'GET', url: '/api/1.0/newsletter/settings' })).statusCode, 401);
});

test('maskKey keeps four characters and the data centre', () => {
  for (const [key, masked] of [
    ['', ''],
    ['0123456789abcdef-us21', '••••••••cdef-us21'],
    ['secretkey', '••••••••tkey'],
  ] as const)
    assert.equal(maskKey(key), masked);
});
