import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recoveryUrl } from './recovery-url.ts';

test('recovery links point at the site of the settings, whatever address the app was opened at', () => {
  const page = 'http://127.0.0.1:3000';
  assert.equal(
    recoveryUrl('http://localhost:3000', '/auth/reset-password', page),
    'http://localhost:3000/auth/reset-password',
  );
  assert.equal(
    recoveryUrl('https://members.example.org/app/', '/auth/reset-device', page),
    'https://members.example.org/auth/reset-device',
  );
  assert.equal(recoveryUrl('', '/auth/reset-password', page), 'http://127.0.0.1:3000/auth/reset-password');
  assert.equal(recoveryUrl('not a url', '/auth/reset-password', page), 'http://127.0.0.1:3000/auth/reset-password');
});
