import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localeCodes } from '@masthead/core';
import { createEmailTemplateRepository } from './email-template-repository.ts';
import { securityEmailIds } from './editable-emails.ts';
import { contactAdminKit } from '../contacts/contact-admin-test-kit.ts';

type Template = { id: string; locale: string; subject: string; body: string; mergeFields: string[]; custom: boolean };
type Summary = { id: string; name: string; description: string; mergeFields: string[]; secureLink: boolean };
type Preview = { subject: string; text: string; html: string };

const welcome = {
  locale: 'de',
  subject: 'Willkommen bei *|ORGANISATION|*, *|NAME|*!',
  body: 'Schön, dass du da bist, *|NAME|*.\n\n[Zu deinem Konto](*|URL|*)\n\nFragen? Antworte einfach.',
};

test('admins list every editable email with its merge fields', async (t) => {
  const kit = await contactAdminKit(t);
  const { items } = await kit.ok<{ items: Summary[] }>('admin', 'GET', 'email');
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const id of ['reset-password', 'join-welcome', 'contribution-cancelled', 'response-notification']) {
    assert.ok(byId.has(id), id);
    assert.ok(byId.get(id)?.name, `${id} has a name`);
  }
  assert.ok(!byId.has('join-welcome-custom'), 'the variants with the admin’s join texts are not listed');
  assert.deepEqual(byId.get('response-notification')?.mergeFields, ['NAME', 'ORGANISATION', 'URL', 'NUMBER', 'TITLE']);
  assert.deepEqual(byId.get('payment-failed')?.mergeFields, ['NAME', 'ORGANISATION', 'URL', 'DATE']);
  assert.deepEqual(byId.get('change-email')?.mergeFields, ['NAME', 'ORGANISATION', 'URL', 'EMAIL']);
  assert.deepEqual(
    items.filter((item) => item.secureLink).map((item) => item.id),
    securityEmailIds,
    'the emails with a secret link say so',
  );
});

test('the default text is the translation, its placeholders written as merge fields', async (t) => {
  const kit = await contactAdminKit(t);
  const english = await kit.ok<Template>('admin', 'GET', 'email/reset-password?locale=en');
  assert.equal(english.custom, false);
  assert.equal(english.subject, 'Reset your password for *|ORGANISATION|*');
  assert.equal(
    english.body,
    [
      'We received a request to reset the password of your account with *|ORGANISATION|*.',
      '[Choose a new password](*|URL|*)',
      'The link works once and expires in 24 hours.',
      'If you did not ask for this, you can ignore this email. Your password stays the same.',
    ].join('\n\n'),
  );
  const german = await kit.ok<Template>('admin', 'GET', 'email/response-notification?locale=de');
  assert.match(german.subject, /\*\|NUMBER\|\*/);
  assert.match(german.subject, /\*\|TITLE\|\*/);
  assert.notEqual(german.subject, 'New response number *|NUMBER|* to *|TITLE|*', 'German, not English');
});

test('a saved text is read back for its locale only, and a reset brings the default back', async (t) => {
  const kit = await contactAdminKit(t);
  const saved = await kit.ok<Template>('admin', 'PUT', 'email/join-welcome', welcome);
  assert.deepEqual(saved, {
    id: 'join-welcome',
    ...welcome,
    mergeFields: ['NAME', 'ORGANISATION', 'URL'],
    custom: true,
  });
  assert.deepEqual(await kit.ok<Template>('admin', 'GET', 'email/join-welcome?locale=de'), saved);
  assert.equal((await kit.ok<Template>('admin', 'GET', 'email/join-welcome?locale=fr')).custom, false);

  const changed = await kit.ok<Template>('admin', 'PUT', 'email/join-welcome', { ...welcome, subject: '  Hallo  ' });
  assert.equal(changed.subject, 'Hallo', 'saved again, trimmed');

  assert.equal((await kit.call('admin', 'DELETE', 'email/join-welcome?locale=de')).statusCode, 204);
  const reset = await kit.ok<Template>('admin', 'GET', 'email/join-welcome?locale=de');
  assert.equal(reset.custom, false);
  assert.notEqual(reset.subject, 'Hallo');
  assert.equal(
    (await kit.call('admin', 'DELETE', 'email/join-welcome?locale=de')).statusCode,
    204,
    'again: nothing to do',
  );
});

test('only admins read and change emails: members and guests 403, as v0.32 answered', async (t) => {
  const kit = await contactAdminKit(t);
  const calls = [
    ['GET', 'email', undefined],
    ['GET', 'email/join-welcome?locale=de', undefined],
    ['PUT', 'email/join-welcome', welcome],
    ['DELETE', 'email/join-welcome?locale=de', undefined],
    ['POST', 'email/join-welcome/preview', welcome],
  ] as const;
  for (const [method, url, payload] of calls) {
    assert.equal((await kit.call('member', method, url, payload)).statusCode, 403, `member ${method} ${url}`);
    assert.equal((await kit.call('guest', method, url, payload)).statusCode, 403, `guest ${method} ${url}`);
  }
  assert.equal(
    (await kit.ok<Template>('apiKey', 'GET', 'email/join-welcome?locale=de')).custom,
    false,
    'nothing saved',
  );
});

test('an email Masthead does not send is a 404, a name no email could have a 400', async (t) => {
  const kit = await contactAdminKit(t);
  for (const [method, url, payload, code] of [
    ['GET', 'email/newsletter?locale=en', undefined, 'not-found'],
    ['GET', 'email/join-welcome-custom?locale=en', undefined, 'not-found'],
    ['PUT', 'email/newsletter', welcome, 'not-found'],
    ['DELETE', 'email/__proto__?locale=en', undefined, 'bad-request'],
    ['POST', 'email/toString/preview', welcome, 'bad-request'],
  ] as const) {
    const res = await kit.call('admin', method, url, payload);
    assert.deepEqual([res.statusCode, res.json().code], [code === 'not-found' ? 404 : 400, code], `${method} ${url}`);
  }
});

test('a blank subject or body, an unknown merge field or locale is a 422 naming it, and nothing is saved', async (t) => {
  const kit = await contactAdminKit(t);
  const refused = async (payload: object, url = 'email/join-welcome', method = 'PUT') => {
    const res = await kit.call('admin', method, url, payload);
    assert.equal(res.statusCode, 422, JSON.stringify(payload));
    return res.json().errors as { field: string; rule: string; params?: object }[];
  };
  assert.deepEqual(await refused({ ...welcome, subject: ' ', body: '\n\n' }), [
    { field: 'subject', rule: 'required' },
    { field: 'body', rule: 'required' },
  ]);
  assert.deepEqual(await refused({ ...welcome, body: 'Your number: *|NUMBER|* *|FNAME|*' }), [
    { field: 'body', rule: 'merge-field', params: { mergeField: 'NUMBER' } },
    { field: 'body', rule: 'merge-field', params: { mergeField: 'FNAME' } },
  ]);
  assert.deepEqual(await refused({ ...welcome, subject: 'Hi *|TITLE|*' }, 'email/join-welcome/preview', 'POST'), [
    { field: 'subject', rule: 'merge-field', params: { mergeField: 'TITLE' } },
  ]);
  const nul = await refused({ ...welcome, body: 'Hello\u0000' });
  assert.equal(nul[0]?.field, 'body');
  const twoLines = await refused({ ...welcome, subject: 'Hello\r\nBcc: someone@example.org' });
  assert.match(JSON.stringify(twoLines), /subject/);
  assert.equal((await kit.call('admin', 'PUT', 'email/join-welcome', { ...welcome, locale: 'xx' })).statusCode, 422);
  assert.equal((await kit.call('admin', 'PUT', 'email/join-welcome', { subject: 'Hi' })).statusCode, 422);
  assert.equal((await kit.call('admin', 'GET', 'email/join-welcome?locale=xx')).statusCode, 422, 'a known locale');
  assert.equal((await kit.ok<Template>('admin', 'GET', 'email/join-welcome?locale=de')).custom, false);
});

test('the preview writes the unsaved text with sample data, escaped, with the real button', async (t) => {
  const kit = await contactAdminKit(t);
  const preview = await kit.ok<Preview>('admin', 'POST', 'email/payment-failed/preview', {
    locale: 'de',
    subject: 'Zahlung für *|ORGANISATION|*',
    body: 'Bis *|DATE|* läuft alles <b>weiter</b>, *|NAME|*.\nZweite Zeile.\n\n[Zahlungsart ändern](*|URL|*)\n\nAdresse: *|URL|*',
  });
  assert.match(preview.subject, /^Zahlung für /);
  assert.match(preview.text, /^Guten Tag Ada Lovelace,\n\nBis/);
  assert.match(preview.text, /Bis 3\. März 2030 läuft alles <b>weiter<\/b>, Ada Lovelace\.\nZweite Zeile\./);
  assert.match(preview.text, /Zahlungsart ändern:\nhttps?:\/\/[^\n]+\/example-link/);
  assert.match(preview.html, /läuft alles &#60;b&#62;weiter&#60;\/b&#62;, Ada Lovelace\.<br>Zweite Zeile\./);
  assert.match(preview.html, /<a href="https?:\/\/[^"]+\/example-link" style="[^"]+">Zahlungsart ändern<\/a>/);
  assert.match(preview.html, /Adresse: <a href="https?:\/\/[^"]+\/example-link"/);
  assert.match(preview.html, /<html lang="de">/);
  assert.equal((await kit.ok<Template>('admin', 'GET', 'email/payment-failed?locale=de')).custom, false, 'not saved');
});

/** A reset text of the superadmin's own: new words, the link as Masthead makes it. */
const ownReset = {
  locale: 'en',
  subject: 'A new password for *|ORGANISATION|*',
  body: 'Hello from our desk.\n\n[Choose a new password](*|URL|*)\n\nOr copy: nothing else.',
};

test('a security email refuses a text whose link is not Masthead’s, alone and once, and saves nothing', async (t) => {
  const kit = await contactAdminKit(t);
  const refused = async (payload: object) => {
    const res = await kit.call('superadmin', 'PUT', 'email/reset-password', { ...ownReset, ...payload });
    assert.equal(res.statusCode, 422, JSON.stringify(payload));
    return res.json().errors as { field: string; rule: string }[];
  };
  const evil = 'Hello.\n\n[Reset](https://evil.example/r?u=*|URL|*)';
  assert.deepEqual(await refused({ body: evil }), [{ field: 'body', rule: 'link-alone' }]);
  for (const glued of ['x*|URL|*', '*|URL|*#frag', 'Open it (*|URL|*) now.', 'Click [here](*|URL|*) now.']) {
    assert.deepEqual(await refused({ body: glued }), [{ field: 'body', rule: 'link-alone' }], glued);
  }
  assert.deepEqual(await refused({ body: 'Please write to us for a new password.' }), [
    { field: 'body', rule: 'link-required' },
  ]);
  assert.deepEqual(await refused({ body: '[Choose a new password](*|URL|*)\n\nOr copy: *|URL|*' }), [
    { field: 'body', rule: 'link-once' },
  ]);
  assert.deepEqual(await refused({ subject: 'Your link: *|URL|*' }), [{ field: 'subject', rule: 'link-body-only' }]);
  const preview = await kit.call('admin', 'POST', 'email/reset-password/preview', { ...ownReset, body: evil });
  assert.equal(preview.statusCode, 422, 'the preview checks it too');
  assert.equal((await kit.ok<Template>('admin', 'GET', 'email/reset-password?locale=en')).custom, false);
  assert.equal((await kit.db.selectFrom('email_templates').selectAll().execute()).length, 0, 'nothing saved');

  // Other emails may put their link where they like.
  const glued = { ...welcome, body: 'Your account: <*|URL|*>' };
  assert.equal((await kit.call('admin', 'PUT', 'email/join-welcome', glued)).statusCode, 200);
});

test('only a superadmin in a session changes a security email; admins and API keys read and preview it', async (t) => {
  const kit = await contactAdminKit(t);
  for (const id of securityEmailIds) {
    const source = await kit.ok<Template>('admin', 'GET', `email/${id}?locale=en`);
    assert.equal((await kit.ok<Template>('apiKey', 'GET', `email/${id}?locale=en`)).id, id);
    const text = { locale: 'en', subject: source.subject, body: `Our own words.\n\n[Open](*|URL|*)` };
    for (const who of ['admin', 'apiKey'] as const) {
      assert.equal((await kit.call(who, 'POST', `email/${id}/preview`, text)).statusCode, 200, `${who} previews ${id}`);
      const put = await kit.call(who, 'PUT', `email/${id}`, text);
      assert.deepEqual([put.statusCode, put.json().code], [403, 'forbidden'], `${who} PUT ${id}`);
    }
    assert.equal((await kit.ok<Template>('admin', 'GET', `email/${id}?locale=en`)).custom, false, 'unchanged');

    const saved = await kit.ok<Template>('superadmin', 'PUT', `email/${id}`, text);
    assert.deepEqual([saved.custom, saved.body], [true, text.body], `superadmin PUT ${id}`);
    for (const who of ['admin', 'apiKey'] as const) {
      const reset = await kit.call(who, 'DELETE', `email/${id}?locale=en`);
      assert.equal(reset.statusCode, 403, `${who} DELETE ${id}`);
    }
    assert.equal((await kit.ok<Template>('admin', 'GET', `email/${id}?locale=en`)).custom, true, 'still saved');
    assert.equal((await kit.call('superadmin', 'DELETE', `email/${id}?locale=en`)).statusCode, 204);
  }
  for (const who of ['admin', 'apiKey'] as const) {
    assert.equal((await kit.call(who, 'PUT', 'email/join-welcome', welcome)).statusCode, 200, `${who} PUT welcome`);
    assert.equal((await kit.call(who, 'DELETE', 'email/join-welcome?locale=de')).statusCode, 204);
  }
});

test('a saved security email that breaks the link rule is sent as the default, its link once on the site', async (t) => {
  const kit = await contactAdminKit(t, { seed: true });
  const templates = createEmailTemplateRepository({ db: kit.db });
  for (const locale of localeCodes) {
    await templates.save('reset-password', locale, {
      subject: 'Reset your password',
      body: 'Hello.\n\n[Reset](https://evil.example/r?u=*|URL|*)\n\nAlso: *|URL|*',
    });
  }
  const asked = await kit.app.inject({
    method: 'POST',
    url: '/api/1.0/reset-password',
    payload: { email: kit.people.superadmin.email, resetUrl: 'http://localhost:3000/auth/reset-password' },
  });
  assert.equal(asked.statusCode, 204);
  const emails = await kit.db.selectFrom('outbox').select(['subject', 'text', 'html']).execute();
  assert.equal(emails.length, 1);
  const [email] = emails;
  assert.doesNotMatch(`${email?.text}${email?.html}`, /evil\.example/);
  assert.notEqual(email?.subject, 'Reset your password', 'the default subject, with the organisation');
  const links = email?.text.match(/https?:\/\/\S+/g) ?? [];
  assert.equal(links.length, 1, email?.text);
  assert.match(links[0] ?? '', /^http:\/\/localhost:3000\/auth\/reset-password\/[\w-]{43}$/);
});
