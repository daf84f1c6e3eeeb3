import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSafeLinkTarget, safeLinkTarget } from './link-policy.ts';

test('safeLinkTarget keeps links with an allowed scheme and relative links', () => {
  const rows: [string, string][] = [
    ['https://example.org', 'https://example.org'],
    ['http://example.org/a?b=1&c=2#d', 'http://example.org/a?b=1&c=2#d'],
    ['HTTPS://EXAMPLE.ORG', 'HTTPS://EXAMPLE.ORG'],
    ['ftp://files.example.org/a.txt', 'ftp://files.example.org/a.txt'],
    ['ftps://files.example.org', 'ftps://files.example.org'],
    ['mailto:desk@example.org?subject=Tip&body=Hi', 'mailto:desk@example.org?subject=Tip&body=Hi'],
    ['tel:+49301234567', 'tel:+49301234567'],
    ['callto:someone', 'callto:someone'],
    ['sms:+4930123?body=hi', 'sms:+4930123?body=hi'],
    ['cid:part1@example.org', 'cid:part1@example.org'],
    ['xmpp:desk@example.org', 'xmpp:desk@example.org'],
    ['/about', '/about'],
    ['about/team', 'about/team'],
    ['../up', '../up'],
    ['page.html', 'page.html'],
    ['?page=2', '?page=2'],
    ['#top', '#top'],
    ['/search?q=a:b', '/search?q=a:b'],
    ['#a:b', '#a:b'],
    ['  https://example.org  ', 'https://example.org'],
    ['\u0001https://example.org', 'https://example.org'],
    ['https://example.org/&#106;', 'https://example.org/&#106;'],
  ];
  for (const [href, expected] of rows) assert.equal(safeLinkTarget(href), expected, JSON.stringify(href));
});

test('safeLinkTarget empties every other target however it is spelled', () => {
  const rows: unknown[] = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0008javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'java\u0000script:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#x3A;alert(1)',
    'javascript&#x3a alert(1)',
    'javascript&#0000058alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#X6a&#X61vascript:alert(1)',
    'jav&Tab;ascript:alert(1)',
    'jav&NewLine;ascript:alert(1)',
    '&amp;#106;avascript:alert(1)',
    '&amp;amp;#106;avascript:alert(1)',
    'javascript&unknown;:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'file:///etc/passwd',
    'blob:https://example.org/uuid',
    'about:blank',
    'chrome://settings',
    'intent://scan/#Intent;scheme=zxing;end',
    'httpx://example.org',
    'http2://example.org',
    ':no-scheme',
    '\u00a0javascript:alert(1)',
    '//evil.example',
    '\\\\evil.example',
    '/\\evil.example',
    '\\/evil.example',
    ' //evil.example',
    '',
    '   ',
    'x'.repeat(5000),
    `https://example.org/${'a'.repeat(5000)}`,
    null,
    undefined,
    42,
    { toString: () => 'https://example.org' },
    ['https://example.org'],
  ];
  for (const href of rows) assert.equal(safeLinkTarget(href), '', JSON.stringify(href)?.slice(0, 60));
});

test('isSafeLinkTarget tells whether a target passes unchanged', () => {
  const rows: [unknown, boolean][] = [
    ['https://example.org', true],
    ['#top', true],
    ['javascript:alert(1)', false],
    ['', false],
    [7, false],
  ];
  for (const [href, expected] of rows) assert.equal(isSafeLinkTarget(href), expected, String(href));
});
