import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestContact, sessionCookieOf } from '../test-accounts.ts';
import { createContactRepository } from '../contacts/contact-repository.ts';
import { site, signupKit } from './signup-test-kit.ts';

test('a reader joins with a contribution: provider step, names, confirmed email, a logged-in member with the contribution and a welcome', async (t) => {
  const kit = await signupKit(t);
  const email = 'reader@example.org';
  const source = { pageUrl: 'https://news.example/story', pageTitle: 'A story', utm: { campaign: 'spring' } };
  const started = await kit.post('signup', { ...kit.body(email), source });
  assert.equal(started.statusCode, 200, started.body);
  const { paymentFlowId, redirectUrl } = started.json();
  assert.ok(redirectUrl, 'the provider step to follow');
  // No SITE_URL here: the demo checkout is still an address on this server, for a join form on a newsroom's page.
  assert.equal(URL.canParse(redirectUrl) && new URL(redirectUrl).origin, 'http://localhost', redirectUrl);
  assert.equal(await kit.checkout(redirectUrl), paymentFlowId, 'the return page learns the flow');
  assert.deepEqual(await kit.emailsTo(email), [], 'no email before the provider step is done');

  const done = await kit.post('signup/complete', {
    paymentFlowId,
    firstname: 'Rita',
    lastname: 'Reader',
    vatNumber: '',
  });
  assert.equal(done.statusCode, 204, done.body);
  assert.equal(await kit.count('contributions'), 0, 'the method is set up; nothing is charged before confirming');
  assert.equal(await kit.count('contacts'), 0);
  const again = await kit.post('signup/complete', { paymentFlowId, firstname: 'Rita', lastname: 'Reader' });
  assert.equal(again.json().code, 'payment-flow-used');

  const confirmed = await kit.post('signup/confirm-email', { joinFlowId: await kit.confirmId(email) });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  assert.equal(confirmed.json().email, email);
  assert.deepEqual(confirmed.json().activeRoles, ['member']);
  const cookie = sessionCookieOf(confirmed);
  assert.ok(cookie, 'logged in');
  const me = await kit.app.inject({ method: 'GET', url: '/api/1.0/contact/me/contribution', headers: { cookie } });
  assert.equal(me.json().type, 'Automatic');
  assert.equal(me.json().amount, 5);
  assert.equal(me.json().membershipStatus, 'active');
  assert.deepEqual(await kit.emailsTo(email), ['join-confirm-email', 'join-welcome']);
  const contact = await createContactRepository({ db: kit.database.db }).findByEmail(email);
  assert.deepEqual(contact?.join_source, source, 'where they came from stays with the contact');
});

test('joining without a contribution, where allowed, sends the confirmation at once and makes a member', async (t) => {
  const kit = await signupKit(t);
  const email = 'free@example.org';
  const refused = await kit.post('signup', kit.body(email, null));
  assert.equal(refused.statusCode, 422, 'not allowed by default');
  assert.deepEqual(refused.json().errors, [{ field: 'contribution', rule: 'required' }]);
  assert.equal(await kit.count('join_flows'), 0);

  await kit.content.patch('join', { showNoContribution: true });
  const started = await kit.post('signup', kit.body(email, null));
  assert.equal(started.statusCode, 204, started.body);
  const confirmed = await kit.post('signup/confirm-email', { joinFlowId: await kit.confirmId(email) });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  assert.deepEqual(confirmed.json().activeRoles, ['member']);
  const cookie = sessionCookieOf(confirmed) ?? '';
  const info = await kit.app.inject({ method: 'GET', url: '/api/1.0/contact/me/contribution', headers: { cookie } });
  assert.equal(info.json().type, 'None');
  assert.deepEqual(await kit.emailsTo(email), ['join-confirm-email', 'join-welcome']);
});

test('a known email never makes a second account: member, contact without password and stranger get the same answer and their own email', async (t) => {
  const kit = await signupKit(t);
  await kit.content.patch('join', { showNoContribution: true });
  const member = await createTestContact(kit.database, { email: 'member@example.org' });
  const contacts = createContactRepository({ db: kit.database.db });
  await contacts.findOrCreateGuest({ email: 'guest@example.org', firstname: 'Gus', lastname: 'Guest' });
  const answers = [];
  for (const email of [member.email, 'guest@example.org', 'stranger@example.org']) {
    const res = await kit.post('signup', kit.body(email, null));
    answers.push([res.statusCode, res.body]);
  }
  assert.deepEqual(answers, [
    [204, ''],
    [204, ''],
    [204, ''],
  ]);
  assert.deepEqual(await kit.emailsTo(member.email), ['join-email-exists-login']);
  assert.deepEqual(await kit.emailsTo('guest@example.org'), ['join-email-exists-set-password']);
  assert.deepEqual(await kit.emailsTo('stranger@example.org'), ['join-confirm-email']);

  // The set-password link works with PUT reset-password/{id}, as /auth/set-password/{id} calls it.
  const mail = (await kit.emails()).find((e) => e.template === 'join-email-exists-set-password');
  const id = mail?.text.match(new RegExp(`${site}/auth/set-password/([\\w-]+)`))?.[1];
  assert.ok(id, 'a set-password link');
  const set = await kit.app.inject({
    method: 'PUT',
    url: `/api/1.0/reset-password/${id}`,
    payload: { password: 'Another1horse' },
  });
  assert.equal(set.statusCode, 200, set.body);
  assert.equal(await kit.count('contacts'), 2, 'no contact was added');
});

test('the same answer with a contribution: a known email gets the log-in email after the provider step, and no contact or contribution', async (t) => {
  const kit = await signupKit(t);
  const member = await createTestContact(kit.database, { email: 'paying@example.org' });
  const started = await kit.post('signup', kit.body(member.email));
  assert.equal(started.statusCode, 200, started.body);
  const paymentFlowId = await kit.checkout(started.json().redirectUrl);
  const done = await kit.post('signup/complete', { paymentFlowId, firstname: 'Pat', lastname: 'Paying' });
  assert.equal(done.statusCode, 204, done.body);
  assert.deepEqual(await kit.emailsTo(member.email), ['join-email-exists-login']);
  assert.equal(await kit.count('contacts'), 1);
  assert.equal(await kit.count('contributions'), 0);
});

test('addresses off the organisation site are refused, and nothing is made or sent', async (t) => {
  const kit = await signupKit(t);
  for (const [field, value] of [
    ['loginUrl', 'https://evil.example/login'],
    ['setPasswordUrl', 'http://localhost:3001/auth/set-password'],
    ['confirmUrl', 'https://localhost:3000/join/confirm-email'],
  ] as const) {
    const res = await kit.post('signup', { ...kit.body('off@example.org'), [field]: value });
    assert.equal(res.statusCode, 422, res.body);
    assert.equal(res.json().errors[0].field, field);
    assert.equal(res.json().errors[0].rule, 'sameSite');
  }
  const offSite = kit.body('off@example.org', { completeUrl: 'https://evil.example/back' });
  const res = await kit.post('signup', offSite);
  assert.deepEqual(res.json().errors[0], {
    field: 'contribution.completeUrl',
    rule: 'sameSite',
    params: { siteUrl: site },
  });
  assert.equal(await kit.count('join_flows'), 0);
  assert.deepEqual(await kit.emails(), []);
});

test('a reader may come back to an article on a site EMBED_ORIGINS lists, and to no other', async (t) => {
  const kit = await signupKit(t, { embedOrigins: ['https://news.example'] });
  const article = 'https://news.example/2026/11/story?utm_source=x';
  const started = await kit.post('signup', kit.body('rea@example.org', { completeUrl: article }));
  assert.equal(started.statusCode, 200, started.body);
  const back = new URL(new URL(started.json().redirectUrl, site).searchParams.get('return') ?? '');
  assert.equal(back.origin, 'https://news.example');
  assert.equal(back.searchParams.get('paymentFlowId'), started.json().paymentFlowId);

  // The emailed links stay on the organisation's own site, and other sites are still refused.
  const emailed = await kit.post('signup', { ...kit.body('rea@example.org'), confirmUrl: `${article}#confirm` });
  assert.equal(emailed.json().errors[0].field, 'confirmUrl');
  const other = await kit.post('signup', kit.body('rea@example.org', { completeUrl: 'https://evil.example/back' }));
  assert.equal(other.json().errors[0].field, 'contribution.completeUrl');
  assert.equal(await kit.count('join_flows'), 1);
});
