import assert from 'node:assert/strict';
import { test } from 'node:test';
import { maskSecretLinks } from './secret-links.ts';

const token = 'Xk3qLm9PzR2vT8wYbN4cD6fH1jK5sA7gE0uI3oQxZ_-';
const flow = '2f0c6d1e-5a4b-4c3d-9e8f-7a6b5c4d3e2f';

test('the secret segment after every secret page or call is masked, whatever its form', () => {
  const rows: [string, string][] = [
    [`https://news.example/auth/reset-password/${token}`, 'https://news.example/auth/reset-password/***'],
    [`https://news.example/auth/set-password/${token}?lang=de`, 'https://news.example/auth/set-password/***?lang=de'],
    [`/auth/reset-device/${token}`, '/auth/reset-device/***'],
    [`/auth/login-link/${token}`, '/auth/login-link/***'],
    [`/auth/change-email/${token}#x`, '/auth/change-email/***#x'],
    [
      `Confirm: https://news.example/join/confirm-email/${flow} now`,
      'Confirm: https://news.example/join/confirm-email/*** now',
    ],
    [`PUT /reset-password/${token}`, 'PUT /reset-password/***'],
    [`PUT /api/1.0/reset-device/${token}`, 'PUT /api/1.0/reset-device/***'],
    [`POST /api/1.0/auth/login-link/${token}`, 'POST /api/1.0/auth/login-link/***'],
    [`POST /api/1.0/email-change/${token}`, 'POST /api/1.0/email-change/***'],
    ['POST /api/1.0/newsletter/webhook/s3cret', 'POST /api/1.0/newsletter/webhook/***'],
    [`GET /demo-checkout/${flow}`, 'GET /demo-checkout/***'],
    [`/auth/login?next=%2Fauth%2Freset-password%2F${token}`, '/auth/login?next=%2Fauth%2Freset-password%2F***'],
    [`<a href="https://x.org/join/confirm-email/${flow}">`, '<a href="https://x.org/join/confirm-email/***">'],
    [`(https://x.org/auth/reset-password/${token})`, '(https://x.org/auth/reset-password/***)'],
    ['POST /api/1.0/reset-device/recovery-code', 'POST /api/1.0/reset-device/recovery-code'],
    ['/auth/reset-password/***', '/auth/reset-password/***'],
    ['/auth/login and /join/confirm-email', '/auth/login and /join/confirm-email'],
    ['/callout/river-stories', '/callout/river-stories'],
  ];
  for (const [text, expected] of rows) assert.equal(maskSecretLinks(text), expected, text);
});

test('the mask can be chosen, and every link in a text is masked', () => {
  const text = `a /auth/login-link/${token} b https://x.org/join/confirm-email/${flow} c`;
  assert.equal(
    maskSecretLinks(text, '••••••'),
    'a /auth/login-link/•••••• b https://x.org/join/confirm-email/•••••• c',
  );
});
