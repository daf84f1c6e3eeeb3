import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientErrorReportSchema, type ClientErrorReport } from '@masthead/core';
import { scrubbedFields, scrubReport, scrubText } from './scrub.ts';

// A reset token with a digit run a number scrub would take first, and a join flow's id.
const token = 'Xk3q90817264LmPzR2vT8wYbN4cD6fH1jK5sA7gE0u';
const flow = '2f0c6d1e-5a4b-4c3d-9e8f-7a6b5c4d3e2f';

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

test('masks the secret of every emailed link and the call made with it, whole', () => {
  const rows: [string, string][] = [
    [`https://m.example.org/auth/reset-password/${token}`, 'https://m.example.org/auth/reset-password/***'],
    [`https://m.example.org/auth/set-password/${token}`, 'https://m.example.org/auth/set-password/***'],
    [`https://m.example.org/auth/login-link/${token}`, 'https://m.example.org/auth/login-link/***'],
    [`https://m.example.org/auth/reset-device/${token}`, 'https://m.example.org/auth/reset-device/***'],
    [`https://m.example.org/auth/change-email/${token}`, 'https://m.example.org/auth/change-email/***'],
    [`https://m.example.org/join/confirm-email/${flow}`, 'https://m.example.org/join/confirm-email/***'],
    [`PUT /reset-password/${token} 503`, 'PUT /reset-password/*** 503'],
    [`PUT /reset-device/${token} unreachable`, 'PUT /reset-device/*** unreachable'],
    [`POST /auth/login-link/${token}`, 'POST /auth/login-link/***'],
    [`POST /email-change/${token}`, 'POST /email-change/***'],
    ['POST /newsletter/webhook/s3cret 500', 'POST /newsletter/webhook/*** 500'],
    [`GET /demo-checkout/${flow}`, 'GET /demo-checkout/***'],
    [`/auth/reset-password/${token}`, '/auth/reset-password/***'],
    [
      `Failed: https://m.example.org/api/1.0/reset-password/${token}.`,
      'Failed: https://m.example.org/api/1.0/reset-password/***',
    ],
    [`/auth/login?next=%2Fauth%2Fset-password%2F${token}`, '/auth/login?next=%2Fauth%2Fset-password%2F***'],
    [`ada@example.org at /auth/login-link/${token}`, '[email] at /auth/login-link/***'],
    ['POST /reset-device/recovery-code 503', 'POST /reset-device/recovery-code 503'],
    ['POST /contact/{id}/reset-password 503', 'POST /contact/{id}/reset-password 503'],
  ];
  for (const [input, expected] of rows) assert.equal(scrubText(input), expected, input);
});

test('masks the secret links of every free text of a report', () => {
  const links: [string, string][] = [
    [`/auth/reset-password/${token}`, '/auth/reset-password/***'],
    [`/auth/set-password/${token}`, '/auth/set-password/***'],
    [`/auth/login-link/${token}`, '/auth/login-link/***'],
    [`/auth/reset-device/${token}`, '/auth/reset-device/***'],
    [`/join/confirm-email/${flow}`, '/join/confirm-email/***'],
    [`/reset-password/${token}`, '/reset-password/***'],
    [`/reset-device/${token}`, '/reset-device/***'],
    [`/email-change/${token}`, '/email-change/***'],
  ];
  for (const [link, masked] of links) {
    const report = scrubReport({
      source: 'app',
      message: `PUT ${link} 503`,
      stack: `Error: PUT ${link} 503\n    at send (https://m.example.org/app/index.js:1:4821)`,
      url: `https://m.example.org${link}`,
      requestId: 'Rk3n-9x_q2',
      status: 503,
      operation: `PUT ${link}`,
      release: `0.1.0 ${link}`,
      breadcrumbs: [
        { at: '2025-03-01T10:00:00.000Z', kind: 'navigation', text: link },
        { at: '2025-03-01T10:00:01.000Z', kind: 'api', text: `PUT ${link} 503` },
        { at: '2025-03-01T10:00:02.000Z', kind: 'click', text: `link https://m.example.org${link}` },
      ],
    });
    assert.deepEqual(
      report,
      {
        source: 'app',
        message: `PUT ${masked} 503`,
        stack: `Error: PUT ${masked} 503\n    at send (https://m.example.org/app/index.js:1:4821)`,
        url: `https://m.example.org${masked}`,
        requestId: 'Rk3n-9x_q2',
        status: 503,
        operation: `PUT ${masked}`,
        release: `0.1.0 ${masked}`,
        breadcrumbs: [
          { at: '2025-03-01T10:00:00.000Z', kind: 'navigation', text: masked },
          { at: '2025-03-01T10:00:01.000Z', kind: 'api', text: `PUT ${masked} 503` },
          { at: '2025-03-01T10:00:02.000Z', kind: 'click', text: `link https://m.example.org${masked}` },
        ],
      },
      link,
    );
    assert.ok(!JSON.stringify(report).includes(link.split('/').pop()!), link);
  }
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

test('every text field of the report schema is scrubbed, but its source and request id', () => {
  // A field added to ClientErrorReport fails here until it is scrubbed (or said to need none).
  const texts = Object.entries(clientErrorReportSchema.properties)
    .filter(([, schema]) => schema.type === 'string')
    .map(([name]) => name as keyof ClientErrorReport);
  assert.deepEqual(
    texts.filter((name) => name !== 'source' && name !== 'requestId').sort(),
    [...scrubbedFields].sort(),
  );
});
