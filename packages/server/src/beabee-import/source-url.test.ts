import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkSourceUrl } from './source-url.ts';

test('an https address of any host is taken, its API base made from the path', () => {
  assert.deepEqual(checkSourceUrl('https://members.example.org', { allowHttpLoopback: false }), {
    ok: true,
    apiBase: 'https://members.example.org/api/1.0',
  });
  assert.deepEqual(checkSourceUrl(' https://example.org/crm/api/1.0/ ', { allowHttpLoopback: false }), {
    ok: true,
    apiBase: 'https://example.org/crm/api/1.0',
  });
});

test('http only on this machine, and only where allowed; no other scheme, no credentials', () => {
  assert.deepEqual(checkSourceUrl('http://127.0.0.1:3001', { allowHttpLoopback: true }), {
    ok: true,
    apiBase: 'http://127.0.0.1:3001/api/1.0',
  });
  assert.equal(checkSourceUrl('http://localhost:3001', { allowHttpLoopback: false }).ok, false);
  for (const url of ['http://10.0.0.5', 'http://members.example.org', 'http://169.254.169.254/latest']) {
    const checked = checkSourceUrl(url, { allowHttpLoopback: true });
    assert.ok(!checked.ok && checked.reason.includes('only allowed for this machine'), url);
  }
  for (const url of ['ftp://example.org', 'file:///etc/passwd', 'members.example.org', '']) {
    assert.equal(checkSourceUrl(url, { allowHttpLoopback: true }).ok, false, url);
  }
  assert.equal(checkSourceUrl('https://me:secret@example.org', { allowHttpLoopback: false }).ok, false);
});
