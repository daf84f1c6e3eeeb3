import assert from 'node:assert/strict';
import { test } from 'node:test';
import { joinSource, signupUrls } from './join-calls.ts';

test("links the emails to the hosted app and returns to the form's own page without an old flow id", () => {
  const urls = signupUrls('https://members.example.org', 'https://news.example.org/story?x=1&paymentFlowId=old#top');
  assert.deepEqual(urls, {
    loginUrl: 'https://members.example.org/auth/login',
    setPasswordUrl: 'https://members.example.org/auth/set-password',
    confirmUrl: 'https://members.example.org/join/confirm-email',
    completeUrl: 'https://news.example.org/story?x=1',
  });
});

test('records the page, its title, the referrer and the utm parameters, cut to the contract', () => {
  const rows: [string, string, string, unknown][] = [
    [
      'https://news.example.org/story?utm_source=mail&utm_campaign=spring&paymentFlowId=f1',
      'A story',
      'https://search.example.com/',
      {
        pageTitle: 'A story',
        pageUrl: 'https://news.example.org/story?utm_source=mail&utm_campaign=spring',
        referrer: 'https://search.example.com/',
        utm: { source: 'mail', campaign: 'spring' },
      },
    ],
    [
      'https://news.example.org/',
      'x'.repeat(600),
      '',
      { pageTitle: 'x'.repeat(500), pageUrl: 'https://news.example.org/' },
    ],
  ];
  for (const [page, title, referrer, expected] of rows) assert.deepEqual(joinSource(page, title, referrer), expected);
});
