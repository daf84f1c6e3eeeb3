import assert from 'node:assert/strict';
import { createContentRepository } from '../content/content-repository.ts';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildApp } from '../app.ts';
import { createCalloutRepository } from '../callouts/callout-repository.ts';
import { createTestDatabase, defer } from '../test-helper.ts';
import { createResponseRepository } from './response-repository.ts';
import { ago, daysFromNow, sampleFormSchema } from '../callouts/callout-test-kit.ts';
import { goodAnswers, guestDetails, respondents, responseKit, type Respondent } from './response-submit-test-kit.ts';
import { multipart, testPng } from '../uploads/upload-test-kit.ts';

type Access = 'member' | 'guest' | 'anonymous' | 'only-anonymous';

// Who may answer each kind of call-out (docs/product/api.md, "Who may call what"), and whose contact the response
// keeps.
const permissionRows: [Access, Respondent, number][] = [
  ['member', 'guest', 401],
  ['member', 'nonMember', 403],
  ['member', 'member', 201],
  ['member', 'reviewer', 201],
  ['member', 'admin', 201],
  ['member', 'apiKey', 201],
  ...(['guest', 'anonymous', 'only-anonymous'] as const).flatMap((access) =>
    respondents.map((who): [Access, Respondent, number] => [access, who, 201]),
  ),
];

test('who may answer follows the call-out access, and the response keeps the right contact', async (t) => {
  const kit = await responseKit(t);
  const callouts: Record<string, string> = {};
  for (const access of ['member', 'guest', 'anonymous', 'only-anonymous'] as const) {
    callouts[access] = (await kit.openCallout({ access, allowMultiple: true })).id;
  }
  const contactOf: Record<Respondent, string | null> = {
    guest: null,
    nonMember: kit.contacts.nonMember.id,
    member: kit.contacts.member.id,
    reviewer: kit.contacts.reviewer.id,
    editor: kit.contacts.editor.id,
    admin: kit.contacts.admin.id,
    apiKey: null,
  };
  for (const [access, who, status] of permissionRows) {
    const body = who === 'guest' && access === 'guest' ? { answers: goodAnswers, guest: guestDetails } : undefined;
    const res = await kit.submit(who, callouts[access] as string, body);
    const where = `${who} on ${access}`;
    assert.equal(res.statusCode, status, `${where}: ${res.body}`);
    if (status === 401 || status === 403) {
      assert.equal(res.json().code, status === 401 ? 'not-logged-in' : 'members-only', where);
      continue;
    }
    const row = await kit.responseRow(res.json().id);
    const guestContact = who === 'guest' && access === 'guest' ? row.contact_id : null;
    const expected = access === 'only-anonymous' ? null : (guestContact ?? contactOf[who]);
    assert.equal(row.contact_id, expected, where);
    if (access === 'only-anonymous') assert.deepEqual([row.guest_name, row.guest_email], [null, null], where);
  }
});

test('a call-out that is not open refuses answers: drafts and scheduled ones are not found, ended ones are closed', async (t) => {
  const kit = await responseKit(t);
  const draft = await kit.createCallout({ formSchema: { slides: [] } });
  const scheduled = await kit.createCallout({ starts: daysFromNow(2) });
  const ended = await kit.openCallout();
  await kit.call('admin', { method: 'PATCH', url: `/api/1.0/callout/${ended.id}`, payload: { expires: ago(1) } });

  for (const callout of [draft, scheduled]) {
    const res = await kit.submit('member', callout.id);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().code, 'not-found');
    const admin = await kit.submit('admin', callout.id);
    assert.equal(admin.json().code, 'callout-closed');
    assert.equal(admin.statusCode, 403);
  }
  const closed = await kit.submit('guest', ended.id, { answers: goodAnswers, guest: guestDetails });
  assert.equal(closed.statusCode, 403);
  assert.equal(closed.json().code, 'callout-closed');
  const missing = await kit.submit('guest', randomUUID());
  assert.equal(missing.statusCode, 404);
});

test('a preview never submits, by query or header', async (t) => {
  const kit = await responseKit(t);
  const callout = await kit.openCallout({ access: 'anonymous' });
  const byQuery = await kit.submit('admin', callout.id, undefined, { query: { preview: 'true' } });
  assert.equal(byQuery.statusCode, 400);
  assert.equal(byQuery.json().code, 'preview-no-submit');
  const byHeader = await kit.submit('guest', callout.id, undefined, { headers: { 'x-callout-preview': 'true' } });
  assert.equal(byHeader.json().code, 'preview-no-submit');
  const count = await kit.database.db.selectFrom('callout_responses').select('id').execute();
  assert.equal(count.length, 0);
});

test('a guest must give name and email on a guest call-out; a logged-in caller may not send guest details', async (t) => {
  const kit = await responseKit(t);
  const callout = await kit.openCallout({ access: 'guest' });
  for (const guest of [undefined, { ...guestDetails, email: 'not an email' }, { ...guestDetails, firstname: ' ' }]) {
    const res = await kit.submit('guest', callout.id, { answers: goodAnswers, ...(guest ? { guest } : {}) });
    assert.equal(res.statusCode, 422, JSON.stringify(guest));
    assert.equal(res.json().code, 'guest-details-missing');
  }
  const loggedIn = await kit.submit('member', callout.id, { answers: goodAnswers, guest: guestDetails });
  assert.equal(loggedIn.statusCode, 400);
  assert.equal(loggedIn.json().code, 'bad-request');

  const anonymous = await kit.openCallout({ access: 'anonymous' });
  const without = await kit.submit('guest', anonymous.id, { answers: goodAnswers });
  assert.equal(without.statusCode, 201);
  assert.equal((await kit.responseRow(without.json().id)).contact_id, null);
});

test('a bad answer is a 422 naming the slide, component key, label and rule; stored answers are pruned', async (t) => {
  const kit = await responseKit(t);
  const callout = await kit.openCallout({ access: 'anonymous' });
  const res = await kit.submit('guest', callout.id, { answers: { slide1: { local: 'maybe' }, other: {} } });
  assert.equal(res.statusCode, 422);
  const body = res.json();
  assert.equal(body.code, 'validation');
  assert.deepEqual(
    body.errors.map((error: { field: string; rule: string }) => [error.field, error.rule]).sort(),
    [
      ['answers.other', 'unknown'],
      ['answers.slide1.local', 'option'],
      ['answers.slide1.story', 'required'],
    ].sort(),
    JSON.stringify(body.errors),
  );
  const story = body.errors.find((error: { field: string }) => error.field === 'answers.slide1.story');
  assert.deepEqual(story.params, { slideId: 'slide1', key: 'story', label: 'What happened?' });

  const ok = await kit.submit('guest', callout.id, { answers: { slide1: { story: 'Hello', local: '' } } });
  assert.equal(ok.statusCode, 201, ok.body);
  assert.deepEqual((await kit.responseRow(ok.json().id)).answers, { slide1: { story: 'Hello' } });
});

/** A form whose story must match `pattern`. */
const storyPattern = (pattern: string) => ({
  slides: [
    {
      ...sampleFormSchema.slides[0],
      components: [{ type: 'textarea', key: 'story', label: 'What happened?', input: true, validate: { pattern } }],
    },
  ],
});

// With JavaScript's backtracking RegExp this answer held the server for hours; the timeout fails the test.
test(
  'a pattern runs in linear time: a hostile answer is refused at once; patterns that cannot are refused on save',
  {
    timeout: 60_000,
  },
  async (t) => {
    const kit = await responseKit(t);
    const callout = await kit.openCallout({ access: 'anonymous', formSchema: storyPattern('([A-Za-z0-9]+\\s?)*') });
    const hostile = await kit.submit('guest', callout.id, { answers: { slide1: { story: 'a'.repeat(5000) + '!' } } });
    assert.equal(hostile.statusCode, 422, hostile.body);
    assert.deepEqual(
      hostile.json().errors.map((error: { field: string; rule: string }) => [error.field, error.rule]),
      [['answers.slide1.story', 'pattern']],
    );
    const fine = await kit.submit('guest', callout.id, { answers: { slide1: { story: 'Two words' } } });
    assert.equal(fine.statusCode, 201, fine.body);

    for (const pattern of ['(a+)\\1', '(?=a)a+', '(?<!b)a']) {
      const refused = await kit.call('admin', {
        method: 'POST',
        url: '/api/1.0/callout',
        payload: { variants: { default: { title: 'Patterns' } }, formSchema: storyPattern(pattern) },
      });
      assert.equal(refused.statusCode, 422, pattern);
      assert.match(refused.body, /validate\.pattern/, pattern);
    }
  },
);

test('a guest response makes a contact for a new email, without password or roles; a known email is never joined', async (t) => {
  const kit = await responseKit(t);
  const callout = await kit.openCallout({ access: 'guest', allowMultiple: true });
  const first = await kit.submit('guest', callout.id, { answers: goodAnswers, guest: guestDetails });
  assert.equal(first.statusCode, 201);
  const row = await kit.responseRow(first.json().id);
  assert.deepEqual([row.guest_name, row.guest_email], ['Gus Guest', 'gus@example.org']);
  const contact = await kit.database.db
    .selectFrom('contacts')
    .selectAll()
    .where('id', '=', row.contact_id as string)
    .executeTakeFirstOrThrow();
  assert.deepEqual([contact.email, contact.firstname, contact.password_hash], ['gus@example.org', 'Gus', null]);
  const roles = await kit.database.db
    .selectFrom('contact_roles')
    .select('role')
    .where('contact_id', '=', contact.id)
    .execute();
  assert.deepEqual(roles, []);

  // The email now names a contact: whoever types it again does not join it (anyone can type anyone's email).
  const again = await kit.submit('guest', callout.id, {
    answers: goodAnswers,
    guest: { ...guestDetails, firstname: 'Someone', email: 'GUS@Example.org' },
  });
  assert.equal(again.statusCode, 201, again.body);
  const againRow = await kit.responseRow(again.json().id);
  assert.deepEqual(
    [againRow.contact_id, againRow.guest_name, againRow.guest_email],
    [null, 'Someone Guest', 'GUS@Example.org'],
  );
  const before = await kit.database.db
    .selectFrom('contacts')
    .select(['firstname', 'newsletter_status', 'newsletter_groups'])
    .where('id', '=', kit.contacts.member.id)
    .executeTakeFirstOrThrow();
  const stranger = await kit.submit('guest', callout.id, {
    answers: goodAnswers,
    guest: { firstname: 'Eve', lastname: 'Stranger', email: kit.contacts.member.email.toUpperCase() },
  });
  assert.equal(stranger.statusCode, 201, stranger.body);
  assert.equal((await kit.responseRow(stranger.json().id)).contact_id, null);
  const after = await kit.database.db
    .selectFrom('contacts')
    .select(['firstname', 'newsletter_status', 'newsletter_groups'])
    .where('id', '=', kit.contacts.member.id)
    .executeTakeFirstOrThrow();
  assert.deepEqual(after, before, "the member's name and newsletter status are untouched");
  const own = await kit.call('member', {
    method: 'GET',
    url: `/api/1.0/callout-responses?rules=${encodeURIComponent(
      JSON.stringify({ condition: 'AND', rules: [{ field: 'contact', operator: 'equal', value: ['me'] }] }),
    )}`,
  });
  assert.equal(own.statusCode, 200, own.body);
  assert.equal(own.json().total, 0, "the stranger's answer is not among the member's own responses");
});

test('a newsletter opt-in makes the contact pending with the offered groups, only where the call-out has a newsletter', async (t) => {
  const kit = await responseKit(t);
  const newsletterSchema = {
    optIn: 'Sign me up',
    groups: [
      { id: 'weekly', label: 'Weekly' },
      { id: 'local', label: 'Local news' },
    ],
  };
  const withNewsletter = await kit.openCallout({ access: 'guest', newsletterSchema });
  const res = await kit.submit('guest', withNewsletter.id, {
    answers: goodAnswers,
    guest: guestDetails,
    newsletter: { optIn: true, groups: ['weekly', 'weekly', 'not-offered', 'local'] },
  });
  assert.equal(res.statusCode, 201, res.body);
  const row = await kit.responseRow(res.json().id);
  assert.deepEqual(row.newsletter, { optIn: true, groups: ['weekly', 'local'] });
  const contact = await kit.database.db
    .selectFrom('contacts')
    .select(['newsletter_status', 'newsletter_groups'])
    .where('id', '=', row.contact_id as string)
    .executeTakeFirstOrThrow();
  assert.deepEqual(contact, { newsletter_status: 'pending', newsletter_groups: ['weekly', 'local'] });

  await kit.database.db
    .updateTable('contacts')
    .set({ newsletter_status: 'subscribed' })
    .where('id', '=', kit.contacts.member.id)
    .execute();
  const subscribed = await kit.submit('member', withNewsletter.id, {
    answers: goodAnswers,
    newsletter: { optIn: true, groups: ['local'] },
  });
  assert.equal(subscribed.statusCode, 201);
  const member = await kit.database.db
    .selectFrom('contacts')
    .select(['newsletter_status', 'newsletter_groups'])
    .where('id', '=', kit.contacts.member.id)
    .executeTakeFirstOrThrow();
  assert.deepEqual(member, { newsletter_status: 'subscribed', newsletter_groups: ['local'] });

  const without = await kit.openCallout({ access: 'guest' });
  const ignored = await kit.submit('nonMember', without.id, { answers: goodAnswers, newsletter: { optIn: true } });
  assert.equal((await kit.responseRow(ignored.json().id)).newsletter, null);
  const nonMember = await kit.database.db
    .selectFrom('contacts')
    .select('newsletter_status')
    .where('id', '=', kit.contacts.nonMember.id)
    .executeTakeFirstOrThrow();
  assert.notEqual(nonMember.newsletter_status, 'pending');
});

test('without allowMultiple a contact or guest email answers once; only-anonymous call-outs cannot tell', async (t) => {
  const kit = await responseKit(t);
  const callout = await kit.openCallout({ access: 'guest' });
  assert.equal((await kit.submit('member', callout.id)).statusCode, 201);
  const twice = await kit.submit('member', callout.id);
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().code, 'already-responded');

  assert.equal((await kit.submit('guest', callout.id, { answers: goodAnswers, guest: guestDetails })).statusCode, 201);
  const guestAgain = await kit.submit('guest', callout.id, {
    answers: goodAnswers,
    guest: { ...guestDetails, email: 'Gus@example.org' },
  });
  assert.equal(guestAgain.json().code, 'already-responded');

  const anonymous = await kit.openCallout({ access: 'only-anonymous' });
  assert.equal((await kit.submit('member', anonymous.id)).statusCode, 201);
  assert.equal((await kit.submit('member', anonymous.id)).statusCode, 201);
});

test('a retry with the same Idempotency-Key returns the first response without a second one', async (t) => {
  const kit = await responseKit(t);
  const callout = await kit.openCallout({ access: 'anonymous', captcha: 'all' });
  const key = randomUUID();
  const token = await kit.solvedCaptcha();
  const first = await kit.submit('guest', callout.id, undefined, {
    query: { captchaToken: token },
    headers: { 'idempotency-key': key },
  });
  assert.equal(first.statusCode, 201, first.body);
  const retry = await kit.submit('guest', callout.id, undefined, {
    query: { captchaToken: token },
    headers: { 'idempotency-key': key },
  });
  assert.equal(retry.statusCode, 200, retry.body);
  assert.equal(retry.json().id, first.json().id);
  const rows = await kit.database.db.selectFrom('callout_responses').select('number').execute();
  assert.deepEqual(rows, [{ number: 1 }]);

  // The same key on another call-out is another submission.
  const other = await kit.openCallout({ access: 'anonymous' });
  const elsewhere = await kit.submit('guest', other.id, undefined, { headers: { 'idempotency-key': key } });
  assert.equal(elsewhere.statusCode, 201);
  const bad = await kit.submit('guest', other.id, undefined, { headers: { 'idempotency-key': 'has spaces' } });
  assert.equal(bad.statusCode, 400);
});

test('a key reused with other answers is a 409 naming the key, and keeps the first answers', async (t) => {
  const kit = await responseKit(t);
  const callout = await kit.openCallout({ access: 'anonymous', allowMultiple: true });
  const key = randomUUID();
  const send = (answers: object) =>
    kit.submit('guest', callout.id, { answers }, { headers: { 'idempotency-key': key } });
  assert.equal((await send(goodAnswers)).statusCode, 201);
  // The same answers with their keys in another order are the same retry.
  const reordered = { slide1: { local: 'yes', story: goodAnswers.slide1.story } };
  assert.equal((await send(reordered)).statusCode, 200);
  const changed = await send({ slide1: { ...goodAnswers.slide1, story: 'Another story entirely' } });
  assert.equal(changed.statusCode, 409, changed.body);
  assert.deepEqual(changed.json().errors, [{ field: 'Idempotency-Key', rule: 'otherAnswers' }]);
  const rows = await kit.database.db.selectFrom('callout_responses').select(['number', 'answers']).execute();
  assert.deepEqual(rows, [{ number: 1, answers: goodAnswers }]);
});

test('captcha: missing is captcha-required, wrong or replayed is captcha-invalid, a solved one passes', async (t) => {
  const kit = await responseKit(t);
  const all = await kit.openCallout({ access: 'anonymous', captcha: 'all', allowMultiple: true });
  const guests = await kit.openCallout({ access: 'anonymous', captcha: 'guest', allowMultiple: true });

  for (const who of ['guest', 'member'] as const) {
    const missing = await kit.submit(who, all.id);
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().code, 'captcha-required', who);
  }
  assert.equal((await kit.submit('guest', guests.id)).json().code, 'captcha-required');
  assert.equal((await kit.submit('member', guests.id)).statusCode, 201, 'logged-in callers skip a guest captcha');

  for (const captchaToken of ['nonsense', Buffer.from('{"number": 1}').toString('base64')]) {
    const wrong = await kit.submit('guest', all.id, undefined, { query: { captchaToken } });
    assert.equal(wrong.json().code, 'captcha-invalid', captchaToken);
  }
  const token = await kit.solvedCaptcha();
  const payload = JSON.parse(Buffer.from(token, 'base64').toString());
  const tampered = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString('base64');
  assert.equal(
    (await kit.submit('guest', all.id, undefined, { query: { captchaToken: tampered } })).json().code,
    'captcha-invalid',
  );

  const valid = await kit.submit('guest', all.id, undefined, { query: { captchaToken: token } });
  assert.equal(valid.statusCode, 201, valid.body);
  const replay = await kit.submit('guest', guests.id, undefined, { query: { captchaToken: token } });
  assert.equal(replay.statusCode, 400);
  assert.equal(replay.json().code, 'captcha-invalid');

  // A bad answer is reported before the captcha is used up, so the same token still works after fixing it.
  const next = await kit.solvedCaptcha();
  const invalid = await kit.submit('guest', all.id, { answers: {} }, { query: { captchaToken: next } });
  assert.equal(invalid.statusCode, 422);
  assert.equal((await kit.submit('guest', all.id, undefined, { query: { captchaToken: next } })).statusCode, 201);
});

test('GET captcha gives a fresh signed challenge to anyone, never cached', async (t) => {
  const kit = await responseKit(t);
  const one = await kit.app.inject({ method: 'GET', url: '/api/1.0/captcha' });
  const two = await kit.app.inject({ method: 'GET', url: '/api/1.0/captcha' });
  assert.equal(one.statusCode, 200);
  assert.equal(one.headers['cache-control'], 'no-store');
  assert.deepEqual(Object.keys(one.json()).sort(), ['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
  assert.notEqual(one.json().challenge, two.json().challenge);
});

test('25 concurrent submissions are numbered 1 to 25 without gaps or duplicates', async (t) => {
  const kit = await responseKit(t);
  const callout = await kit.openCallout({ access: 'anonymous', allowMultiple: true });
  const results = await Promise.all(
    Array.from({ length: 25 }, (_, index) =>
      kit.submit(index % 2 ? 'guest' : 'member', callout.id, { answers: goodAnswers }),
    ),
  );
  assert.deepEqual(
    results.map((res) => res.statusCode),
    results.map(() => 201),
  );
  assert.deepEqual(
    await kit.numbersOf(callout.id),
    Array.from({ length: 25 }, (_, index) => index + 1),
  );
  const counter = await kit.database.db
    .selectFrom('callouts')
    .select('last_response_number')
    .where('id', '=', callout.id)
    .executeTakeFirstOrThrow();
  assert.equal(counter.last_response_number, 25);
});

test('a response emails a confirmation to the respondent and a notification to every active admin', async (t) => {
  const kit = await responseKit(t);
  await createContentRepository({ db: kit.database.db }).patch('general', { siteUrl: 'https://news.example.org' });
  const callout = await kit.openCallout({ access: 'guest', slug: 'our-street' });
  const res = await kit.submit('guest', callout.id, { answers: goodAnswers, guest: guestDetails });
  assert.equal(res.statusCode, 201);

  const emails = await kit.outbox(2);
  assert.deepEqual(
    emails.map((email) => [email.to_address, email.template]),
    [
      [kit.contacts.admin.email, 'response-notification'],
      ['gus@example.org', 'response-confirmation'],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  );
  const confirmation = emails.find((email) => email.template === 'response-confirmation');
  assert.equal(confirmation?.subject, 'Thank you for your response to Tell us about your street');
  assert.match(
    confirmation?.text ?? '',
    /Hello Gus Guest,[\s\S]*https:\/\/news\.example\.org\/crowdnewsroom\/our-street/,
  );
  const notification = emails.find((email) => email.template === 'response-notification');
  assert.equal(notification?.subject, 'New response number 1 to Tell us about your street');
  assert.ok(notification?.text.includes(`https://news.example.org/admin/crowdnewsroom/view/${callout.id}/responses`));

  // No email address collected: only the admins hear of it.
  const anonymous = await kit.openCallout({ access: 'only-anonymous' });
  assert.equal((await kit.submit('member', anonymous.id)).statusCode, 201);
  const after = await kit.outbox(3);
  assert.equal(after.length, 3);
  assert.equal(after.filter((email) => email.template === 'response-confirmation').length, 1);
});

test('responseCount counts responses for admins and reviewers; hasAnswered tells the caller, answeredBy filters by "me"', async (t) => {
  const kit = await responseKit(t);
  const answered = await kit.openCallout({ access: 'guest', allowMultiple: true });
  const other = await kit.openCallout({ access: 'guest' });
  for (const who of ['member', 'member', 'admin'] as const)
    assert.equal((await kit.submit(who, answered.id)).statusCode, 201);

  const asAdmin = await kit.call('admin', { method: 'GET', url: `/api/1.0/callout/${answered.id}` });
  assert.equal(asAdmin.json().responseCount, 3);
  const asReviewer = await kit.call('reviewer', { method: 'GET', url: `/api/1.0/callout/${other.id}` });
  assert.equal(asReviewer.json().responseCount, 0);
  const asNonMember = await kit.call('nonMember', { method: 'GET', url: `/api/1.0/callout/${answered.id}` });
  assert.equal(asNonMember.json().responseCount, undefined);

  const read = (id: string) =>
    kit.call('member', { method: 'GET', url: `/api/1.0/callout/${id}`, query: { with: 'hasAnswered' } });
  assert.equal((await read(answered.id)).json().hasAnswered, true);
  assert.equal((await read(other.id)).json().hasAnswered, false);

  const filter = (who: 'member' | 'admin', value: string, operator = 'equal') =>
    kit.call(who, {
      method: 'GET',
      url: '/api/1.0/callout',
      query: {
        rules: JSON.stringify({ condition: 'AND', rules: [{ field: 'answeredBy', operator, value: [value] }] }),
      },
    });
  const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((item) => item.id);
  assert.deepEqual(ids(await filter('member', 'me')), [answered.id]);
  assert.ok(!ids(await filter('member', 'me', 'not_equal')).includes(answered.id));
  assert.ok(ids(await filter('member', 'me', 'not_equal')).includes(other.id));
  // Only admins may ask about someone else.
  assert.deepEqual(ids(await filter('admin', kit.contacts.member.id)), [answered.id]);
  assert.deepEqual(ids(await filter('nonMember' as 'member', kit.contacts.member.id)), []);
});

test('updateOwnAnswers changes the answers of the contact’s own response only', async (t) => {
  const kit = await responseKit(t);
  const callout = await kit.openCallout({ access: 'member', allowUpdate: true });
  const res = await kit.submit('member', callout.id);
  const responses = createResponseRepository({ db: kit.database.db });
  const changed = { slide1: { story: 'Changed my mind' } };
  assert.equal(await responses.updateOwnAnswers(res.json().id, kit.contacts.admin.id, changed), null);
  const row = await responses.updateOwnAnswers(res.json().id, kit.contacts.member.id, changed);
  assert.deepEqual(row?.answers, changed);
  assert.deepEqual((await kit.responseRow(res.json().id)).answers, changed);
});

test('a failing mail server neither fails nor delays a submission; the failure is logged', async (t) => {
  const database = await createTestDatabase(t);
  const logged: string[] = [];
  let settled = false;
  const uploadsDir = await mkdtemp(join(tmpdir(), 'masthead-uploads-'));
  defer(t, () => rm(uploadsDir, { recursive: true, force: true }));
  const app = buildApp({
    config: { staticDir: '/nonexistent', uploadsDir },
    database,
    logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    captchaMaxNumber: 1000,
    mailer: {
      send: () =>
        new Promise((_, reject) =>
          setTimeout(() => {
            settled = true;
            reject(new Error('SMTP is down'));
          }, 300),
        ),
      close: async () => {},
    },
  });
  defer(t, () => app.close());
  const callouts = createCalloutRepository({ db: database.db });
  const callout = await callouts.create({
    values: { starts: ago(60_000), access: 'guest', form_schema: JSON.stringify(sampleFormSchema) },
    slug: 'mail-down',
    variants: { default: { title: 'Mail down' } },
  });
  const res = await app.inject({
    method: 'POST',
    url: `/api/1.0/callout/${callout.id}/responses`,
    payload: { answers: goodAnswers, guest: guestDetails },
  });
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(settled, false, 'answered before the email was done');
  await app.close();
  assert.equal(settled, true, 'closing waited for the email');
  assert.ok(
    logged.some((line) => line.includes('response emails failed')),
    logged.join('\n'),
  );
});

test('the uploads a response answers with are attached, so the cleanup keeps them', async (t) => {
  const kit = await responseKit(t);
  const upload = async () => {
    const res = await kit.app.inject({ method: 'POST', url: '/api/1.0/images', ...multipart(await testPng()) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { id: string; url: string; path: string };
  };
  const [used, unused] = [await upload(), await upload()];
  const slides = [
    { ...sampleFormSchema.slides[0], components: [{ type: 'file', key: 'photo', label: 'Photo', input: true }] },
  ];
  const callout = await kit.openCallout({ formSchema: { slides } });
  const answers = { slide1: { photo: [{ url: used.url, path: used.path }] } };
  const res = await kit.submit('guest', callout.id, { answers, guest: guestDetails });
  assert.equal(res.statusCode, 201, res.body);

  const attached = await kit.database.db.selectFrom('uploads').select(['id', 'attached_at']).execute();
  const byId = new Map(attached.map((row) => [row.id, row.attached_at]));
  assert.ok(byId.get(used.id), 'the answered upload is attached');
  assert.equal(byId.get(unused.id), null);
});

test('a file answer must be one of this site’s uploads; its url is rebuilt from the path', async (t) => {
  const kit = await responseKit(t);
  const res = await kit.app.inject({ method: 'POST', url: '/api/1.0/images', ...multipart(await testPng()) });
  const upload = res.json() as { id: string; url: string; path: string };
  const slides = [
    { ...sampleFormSchema.slides[0], components: [{ type: 'file', key: 'photo', label: 'Photo', input: true }] },
  ];
  const callout = await kit.openCallout({ formSchema: { slides } });
  const send = (photo: unknown) =>
    kit.submit('guest', callout.id, { answers: { slide1: { photo } }, guest: guestDetails });

  const pixel = await send({ url: 'https://tracker.example/pixel.gif', path: upload.path });
  assert.equal(pixel.statusCode, 201, pixel.body);
  const stored = await kit.database.db
    .selectFrom('callout_responses')
    .select('answers')
    .where('id', '=', pixel.json().id)
    .executeTakeFirstOrThrow();
  // The upload's own file (no site configured: the path alone), whatever url was sent.
  assert.deepEqual((stored.answers as { slide1: { photo: unknown } }).slide1.photo, {
    url: upload.url,
    path: upload.url,
  });

  const refused = [
    { url: 'https://tracker.example/pixel.gif', path: '/pixel.gif' },
    { url: upload.url, path: `/uploads/${randomUUID()}/full.webp` },
    { url: upload.url, path: `${upload.path}/../../../etc/passwd` },
  ];
  const before = await kit.database.db.selectFrom('callout_responses').select('id').execute();
  for (const photo of refused) {
    const answer = await send(photo);
    assert.equal(answer.statusCode, 422, JSON.stringify(photo));
    assert.deepEqual(
      answer.json().errors.map((e: { field: string; rule: string }) => `${e.field}:${e.rule}`),
      ['answers.slide1.photo:file'],
    );
  }
  const after = await kit.database.db.selectFrom('callout_responses').select('id').execute();
  assert.equal(after.length, before.length, 'nothing stored for a refused answer');
});

test('retries sent at the same moment with one Idempotency-Key make one response and keep the numbers gapless', async (t) => {
  const kit = await responseKit(t);
  for (const allowMultiple of [true, false]) {
    const callout = await kit.openCallout({ access: 'anonymous', allowMultiple });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        kit.submit('guest', callout.id, { answers: goodAnswers }, { headers: { 'idempotency-key': key } }),
      ),
    );
    const ids = new Set(answers.map((res) => (assert.ok(res.statusCode < 300, res.body), res.json().id)));
    assert.equal(ids.size, 1);
    assert.equal(answers.filter((res) => res.statusCode === 201).length, 1);
    const next = await kit.submit('guest', callout.id, { answers: goodAnswers });
    assert.equal(next.statusCode, 201, next.body);
    assert.deepEqual(await kit.numbersOf(callout.id), [1, 2]);
  }
});
