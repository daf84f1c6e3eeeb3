import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../config.ts';
import { s3Config } from './s3-config.ts';

const keys = { S3_BUCKET: 'masthead-uploads', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

test('no S3 variable keeps uploads in the folder', () => {
  assert.equal(s3Config({}), null);
  assert.equal(loadConfig({}, '/srv').s3, null);
});

test('S3 variables read into the store settings, with their defaults', () => {
  const rows: [Record<string, string>, object][] = [
    [
      keys,
      {
        endpoint: null,
        region: 'us-east-1',
        forcePathStyle: false,
        signedRedirectSeconds: null,
        bucket: 'masthead-uploads',
      },
    ],
    [
      { ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_REGION: 'eu-west-2' },
      { endpoint: 'http://127.0.0.1:9000', region: 'eu-west-2', forcePathStyle: true },
    ],
    [{ ...keys, S3_ENDPOINT: 'https://s3.example.net', S3_FORCE_PATH_STYLE: 'false' }, { forcePathStyle: false }],
    [{ ...keys, S3_FORCE_PATH_STYLE: 'yes' }, { forcePathStyle: true }],
    [{ ...keys, S3_SIGNED_REDIRECT: 'true' }, { signedRedirectSeconds: 300 }],
    [{ ...keys, S3_SIGNED_REDIRECT: '900' }, { signedRedirectSeconds: 900 }],
    [{ ...keys, S3_SIGNED_REDIRECT: 'off' }, { signedRedirectSeconds: null }],
    [{ ...keys, S3_SIGNED_REDIRECT: '0' }, { signedRedirectSeconds: null }],
  ];
  for (const [env, expected] of rows) {
    const config = s3Config(env);
    assert.ok(config);
    assert.deepEqual({ ...config, ...expected }, config, JSON.stringify(env));
  }
  assert.deepEqual(loadConfig(keys, '/srv').s3, s3Config(keys));
});

test('a missing or ill-formed S3 variable stops the start with a sentence naming it', () => {
  const rows: [Record<string, string>, RegExp][] = [
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET must be set with S3_ENDPOINT/],
    [{ S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, /S3_BUCKET must be set/],
    [{ S3_BUCKET: 'uploads' }, /S3_ACCESS_KEY_ID must be set/],
    [{ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'k' }, /S3_SECRET_ACCESS_KEY must be set/],
    [{ ...keys, S3_BUCKET: 'Uploads_2026' }, /S3_BUCKET must be a bucket name/],
    [{ ...keys, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an address/],
    [{ ...keys, S3_ENDPOINT: 'ftp://store.example' }, /S3_ENDPOINT must be an address/],
    [{ ...keys, S3_REGION: 'EU West' }, /S3_REGION must be a region name/],
    [{ ...keys, S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ ...keys, S3_SIGNED_REDIRECT: 'later' }, /S3_SIGNED_REDIRECT must be true, false or 1 to 604800 seconds/],
    [{ ...keys, S3_SIGNED_REDIRECT: '999999' }, /S3_SIGNED_REDIRECT must be/],
    [{ ...keys, UPLOADS_DIR: '/srv/uploads' }, /UPLOADS_DIR and S3_BUCKET cannot both be set/],
  ];
  for (const [env, message] of rows) {
    assert.throws(() => s3Config(env), message, JSON.stringify(env));
    assert.throws(() => loadConfig(env, '/srv'), message, JSON.stringify(env));
  }
});
