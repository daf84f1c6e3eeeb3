import assert from 'node:assert/strict';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { test } from 'node:test';
import { build } from '../test-helper.ts';

test('health answers ok with the database service ok', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({ method: 'GET', url: '/api/1.0/health' });
  assert.equal(res.statusCode, 200);
  const body = res.json();
  assert.equal(body.status, 'ok');
  assert.deepEqual(body.services, { database: true, uploads: true });
  assert.ok(Math.abs(Date.parse(body.timestamp) - Date.now()) < 60_000, 'timestamp is now');
});

test('health answers 503 with status error once the database is gone', async (t) => {
  const { app, database } = await build(t);
  await app.ready();
  await database.close();
  const res = await app.inject({ method: 'GET', url: '/api/1.0/health' });
  assert.equal(res.statusCode, 503);
  assert.equal(res.json().status, 'error');
  assert.deepEqual(res.json().services, { database: false, uploads: true });
});

test('health answers 503 when the uploads folder takes no file, and ok again once it does', async (t) => {
  const { app, uploadsDir } = await build(t);
  // A file where the folder should be: what a broken volume looks like, even to root.
  await rm(uploadsDir, { recursive: true, force: true });
  await writeFile(uploadsDir, 'not a folder');
  const res = await app.inject({ method: 'GET', url: '/api/1.0/health' });
  assert.equal(res.statusCode, 503);
  assert.deepEqual([res.json().status, res.json().services], ['error', { database: true, uploads: false }]);
  await rm(uploadsDir);
  assert.equal((await app.inject({ method: 'GET', url: '/api/1.0/health' })).statusCode, 200);
  assert.deepEqual(await readdir(uploadsDir), [], 'the check leaves no file behind');
});
