import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scrubReport, scrubText } from './scrub.ts';

test('scrubs emails and long numbers, and leaves stack positions and short numbers', () => {
  const rows: [string, string][] = [
    ['No contact ada@example.org', 'No contact [email]'],
    ['<ada.l+news@mail.example.co.uk>', '<[email]>'],
    ['"ADA@EXAMPLE.ORG" is taken', '"[email]" is taken'],
    ['call 0171 555 0123 now', 'call [number] now'],
    ['card 4242-4242-4242-4242', 'card [number]'],
    ['id 12345678', 'id [number]'],
    [
      'at render (https://news.example.org/app/index-3f2a.js:1:48213)',
      'at render (https://news.example.org/app/index-3f2a.js:1:48213)',
    ],
    ['GET /callout/{id} 503', 'GET /callout/{id} 503'],
    ['Cannot read properties of undefined (reading "email")', 'Cannot read properties of undefined (reading "email")'],
    ['a @ b', 'a @ b'],
  ];
  for (const [input, expected] of rows) assert.equal(scrubText(input), expected, input);
});

test('scrubs every free text of a report', () => {
  const report = scrubReport({
    source: 'app',
    message: 'Failed for ada@example.org',
    stack: 'Error: 0123456789',
    url: 'https://members.example.org/admin/contacts/ada@example.org',
    breadcrumbs: [{ at: '2025-01-01T00:00:00.000Z', kind: 'click', text: 'button Call 07700 900123' }],
  });
  assert.equal(report.message, 'Failed for [email]');
  assert.equal(report.stack, 'Error: [number]');
  assert.equal(report.url, 'https://members.example.org/admin/contacts/[email]');
  assert.equal(report.breadcrumbs[0]!.text, 'button Call [number]');
});
