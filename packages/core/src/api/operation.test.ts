import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fillPath, splitOperationKey } from './operation.ts';

test('splits an operation key into method and path', () => {
  assert.deepEqual(splitOperationKey('GET /callout/{id}'), { method: 'GET', path: '/callout/{id}' });
  assert.deepEqual(splitOperationKey('DELETE /contact/{id}/mfa'), { method: 'DELETE', path: '/contact/{id}/mfa' });
});

test('fills and encodes path parameters', () => {
  const rows: [string, Record<string, string>, string][] = [
    ['/callout/{id}', { id: 'housing' }, '/callout/housing'],
    ['/callout/{id}/tags/{tagId}', { id: 'a b', tagId: '1/2' }, '/callout/a%20b/tags/1%2F2'],
    ['/health', {}, '/health'],
  ];
  for (const [path, params, expected] of rows) assert.equal(fillPath(path, params), expected);
});

test('refuses a path with a parameter left out', () => {
  assert.throws(() => fillPath('/contact/{id}', {}), /Missing path parameter id/);
});
