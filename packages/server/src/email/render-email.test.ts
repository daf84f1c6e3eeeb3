import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localeCodes, systemLocales } from '@masthead/core';
import { loadEmailCatalogs } from './email-catalogs.ts';
import { emailTemplateNames } from './email-templates.ts';
import { escapeHtml, renderEmail } from './render-email.ts';

const languages = await loadEmailCatalogs();
const url = 'https://news.example.org/auth/login/one-time?code=a1b2';
const render = (locale: string, data: Record<string, string> = { name: 'Ada', url }) =>
  renderEmail({ template: 'reset-password', language: languages(locale), data, organisation: 'The Daily Example' });

test('a locale without texts of its own falls back along the locale table', () => {
  const rows: [locale: string, greeting: string, lang: string, code: string][] = [
    ['de', 'Guten Tag Ada,', 'de', 'de'],
    ['de@informal', 'Hallo Ada,', 'de', 'de@informal'],
    ['de@easy', 'Hallo Ada,', 'de', 'de@easy'],
    ['el', 'Γεια σας Ada,', 'el', 'el'],
    ['fr', 'Bonjour Ada,', 'fr', 'fr'],
    ['xx', 'Hello Ada,', 'en', 'en'],
    ['', 'Hello Ada,', 'en', 'en'],
  ];
  for (const [locale, greeting, lang, code] of rows) {
    const email = render(locale);
    assert.equal(email.text.split('\n')[0], greeting, locale);
    assert.equal(languages(locale).lang, lang, locale);
    assert.equal(languages(locale).code, code, locale);
    assert.match(email.html, new RegExp(`<html lang="${lang}">`), locale);
  }
});

test('de@easy has its own plain texts, neither formal nor informal German', () => {
  const easy = render('de@easy').text;
  assert.notEqual(easy, render('de@informal').text);
  assert.notEqual(easy, render('de').text);
  assert.notEqual(render('de@informal').text, render('de').text);
});

test('every template is written in every system locale with its link, name and organisation or title', () => {
  for (const locale of systemLocales) {
    for (const template of emailTemplateNames) {
      const email = renderEmail({
        template,
        language: languages(locale),
        data: { name: 'Ada', url, title: 'Our street', number: '7' },
        organisation: 'The Daily Example',
      });
      const where = `${template} in ${locale}`;
      assert.match(email.subject, /The Daily Example|Our street/, where);
      assert.ok(email.text.includes('The Daily Example'), where);
      assert.ok(email.text.includes(`\n${url}\n`), where);
      assert.ok(email.text.includes('Ada'), where);
      assert.ok(email.html.includes(`href="${escapeHtml(url)}"`), where);
      assert.doesNotMatch(email.text + email.subject, /\{\w+\}|email\.[a-z]/, `${where}: a placeholder or id is left`);
    }
  }
});

test('a response confirmation without a url has no link, and an admin notification no "did not ask" line', () => {
  const confirmation = renderEmail({
    template: 'response-confirmation',
    language: languages('en'),
    data: { name: 'Ada', title: 'Our street' },
    organisation: 'The Daily Example',
  });
  assert.equal(confirmation.subject, 'Thank you for your response to Our street');
  assert.doesNotMatch(confirmation.html, /<a /);
  assert.doesNotMatch(confirmation.text, /Open the call-out|expires/);
  const notification = renderEmail({
    template: 'response-notification',
    language: languages('de'),
    data: { name: '', title: 'Unsere Straße', number: '12', url },
    organisation: 'The Daily Example',
  });
  assert.equal(notification.subject, 'Neue Antwort Nummer 12 auf Unsere Straße');
  assert.equal(
    notification.text,
    `Guten Tag,\n\nDer Aufruf „Unsere Straße“ hat eine neue Antwort, Nummer 12.\n\nAntworten auf den Aufruf lesen:\n${url}\n\nMit freundlichen Grüßen\nThe Daily Example`,
  );
  assert.throws(() =>
    renderEmail({
      template: 'response-notification',
      language: languages('en'),
      data: { title: 'x', number: '1' },
      organisation: 'O',
    }),
  );
});

test('English texts differ from every other system locale', () => {
  const english = render('en').text;
  for (const locale of systemLocales.filter((code) => code !== 'en')) assert.notEqual(render(locale).text, english);
  assert.equal(localeCodes.length, 10);
});

test('the HTML escapes a hostile name and organisation, the link and the translation around them', () => {
  const email = renderEmail({
    template: 'emergency-link',
    language: languages('en'),
    data: { name: 'Ada <script>alert("x")</script> & Co', url: 'https://example.org/?a=1&b="2"' },
    organisation: 'Fish & <b>Chips</b>',
  });
  assert.doesNotMatch(email.html, /<script|<b>/);
  assert.ok(email.html.includes('Hello Ada &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co,'));
  assert.ok(email.html.includes('<title>Your login link for Fish &#38; &#60;b&#62;Chips&#60;/b&#62;</title>'));
  assert.ok(email.html.includes('href="https://example.org/?a=1&#38;b=%222%22"'), email.html);
  assert.equal(email.subject, 'Your login link for Fish & <b>Chips</b>', 'the subject is plain text');
});

test('a missing name greets without one', () => {
  assert.equal(render('en', { name: '  ', url }).text.split('\n')[0], 'Hello,');
  assert.equal(render('de', { name: '', url }).text.split('\n')[0], 'Guten Tag,');
});

test('refuses a link that is not an http or https address', () => {
  for (const bad of ['javascript:alert(1)', 'data:text/html,hi', '/relative/path', '']) {
    assert.throws(() => render('en', { name: 'Ada', url: bad }), /needs an http\(s\) url/, bad);
  }
  assert.throws(() => render('en', { name: 'Ada' }), /needs an http\(s\) url/);
});
