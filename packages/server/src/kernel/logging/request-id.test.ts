import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logPath, maskedSegment } from './log-path.ts';
import { requestId } from './request-id.ts';

test('a sane incoming X-Request-Id is kept; anything else gets a new random one', () => {
  const kept = ['edge-42', 'a', 'Root-1-67891233.abcdef_0', 'x'.repeat(64)];
  for (const id of kept) assert.equal(requestId({ headers: { 'x-request-id': id } }), id, id);
  const refused: (string | string[] | undefined)[] = [
    undefined,
    '',
    'x'.repeat(65),
    'has space',
    'line\nbreak',
    'quote"',
    'key=value',
    'semi;colon',
    'ünïcode',
    ['a', 'b'],
  ];
  const made = new Set<string>();
  for (const id of refused) {
    const generated = requestId({ headers: { 'x-request-id': id } as Record<string, string> });
    assert.notEqual(generated, id);
    assert.match(generated, /^[A-Za-z0-9_-]{12}$/, String(id));
    made.add(generated);
  }
  assert.equal(made.size, refused.length, 'each generated id is new');
});

test('generated ids stay distinct and well formed across refills of their random pool', () => {
  const made = new Set<string>();
  for (let i = 0; i < 1300; i++) made.add(requestId({ headers: {} }));
  assert.equal(made.size, 1300);
  for (const id of made) assert.match(id, /^[A-Za-z0-9_-]{12}$/);
});

test('a logged path keeps no query and no link token', () => {
  const token = 'Xk3_aQ9-bZr4TlmW8c2PdEfGhJkLmNoPqRsTuVwXyZ0'; // 43 characters, as newSecretToken makes
  const rows: [string, string][] = [
    ['/api/1.0/health', '/api/1.0/health'],
    ['/api/1.0/callout/housing-costs?with=form&captchaToken=secret', '/api/1.0/callout/housing-costs'],
    [`/api/1.0/reset-password/${token}`, `/api/1.0/reset-password/${maskedSegment}`],
    [`/api/1.0/auth/login-link/${token}?next=/x`, `/api/1.0/auth/login-link/${maskedSegment}`],
    ['/api/1.0/newsletter/webhook/q7Hd0sK2mLpX9vB4nR6tY1wZ3cF5gJ8a', `/api/1.0/newsletter/webhook/${maskedSegment}`],
    // A join confirmation's uuid, and a demo checkout's, are secrets by their path.
    ['/join/confirm-email/0b8e7a4c-3f0e-4c5d-9a7b-1d2e3f4a5b6c', `/join/confirm-email/${maskedSegment}`],
    ['/api/1.0/demo-checkout/0b8e7a4c-3f0e-4c5d-9a7b-1d2e3f4a5b6c', `/api/1.0/demo-checkout/${maskedSegment}`],
    // Other UUIDs and slugs are ids worth reading in a log, not secrets.
    ['/api/1.0/contact/0b8e7a4c-3f0e-4c5d-9a7b-1d2e3f4a5b6c', '/api/1.0/contact/0b8e7a4c-3f0e-4c5d-9a7b-1d2e3f4a5b6c'],
    [
      '/uploads/0b8e7a4c-3f0e-4c5d-9a7b-1d2e3f4a5b6c/1200.webp',
      '/uploads/0b8e7a4c-3f0e-4c5d-9a7b-1d2e3f4a5b6c/1200.webp',
    ],
    [
      '/api/1.0/callout/a-very-long-call-out-slug-about-housing',
      '/api/1.0/callout/a-very-long-call-out-slug-about-housing',
    ],
    ['/members/Profile', '/members/Profile'],
  ];
  for (const [url, expected] of rows) assert.equal(logPath(url), expected, url);
});
