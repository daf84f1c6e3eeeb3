import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';

const repoDist = fileURLToPath(new URL('../../../dist', import.meta.url));

test('an empty environment gives the embedded defaults', () => {
  assert.deepEqual(loadConfig({}, '/srv/masthead'), {
    port: 3000,
    host: '0.0.0.0',
    dataDir: '/srv/masthead/data',
    databaseUrl: null,
    poolSize: 10,
    migrateOnStart: true,
    logLevel: 'info',
    logFormat: 'auto',
    staticDir: repoDist,
    siteUrl: null,
    seed: true,
    smtpUrl: null,
    emailFrom: null,
    captchaHmacKey: null,
    adminEmail: null,
    adminPassword: null,
    trustProxy: false,
    embedOrigins: null,
    stripe: null,
    gocardless: null,
    paymentCurrency: 'GBP',
    uploadsDir: '/srv/masthead/data/uploads',
    s3: null,
    sentryDsn: null,
  });
});

test('each variable is read, and relative paths resolve against the working folder', () => {
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'var/data',
      DATABASE_URL: 'postgres://db/masthead',
      LOG_LEVEL: 'WARN',
      LOG_FORMAT: 'JSON',
      STATIC_DIR: 'build',
      SITE_URL: 'https://members.example.org/',
      SEED: 'false',
    },
    '/srv/masthead',
  );
  assert.equal(config.port, 0);
  assert.equal(config.host, '127.0.0.1');
  assert.equal(config.dataDir, join('/srv/masthead', 'var/data'));
  assert.equal(config.databaseUrl, 'postgres://db/masthead');
  assert.equal(config.logLevel, 'warn');
  assert.equal(config.logFormat, 'json');
  assert.equal(config.staticDir, '/srv/masthead/build');
  assert.equal(config.siteUrl, 'https://members.example.org');
  assert.equal(config.seed, false);
});

test('uploads live in DATA_DIR/uploads unless UPLOADS_DIR names a folder', () => {
  assert.equal(loadConfig({ DATA_DIR: '/var/lib/masthead' }, '/srv').uploadsDir, '/var/lib/masthead/uploads');
  assert.equal(loadConfig({ UPLOADS_DIR: 'files' }, '/srv/masthead').uploadsDir, '/srv/masthead/files');
  assert.equal(loadConfig({ UPLOADS_DIR: '/mnt/uploads' }, '/srv').uploadsDir, '/mnt/uploads');
});

test('SEED is on unless it says no', () => {
  const rows: [string | undefined, boolean][] = [
    [undefined, true],
    ['', true],
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['NO', false],
    ['off', false],
  ];
  for (const [value, expected] of rows) assert.equal(loadConfig({ SEED: value }).seed, expected, String(value));
});

test('a bad PORT, LOG_LEVEL or LOG_FORMAT stops the start with a clear message', () => {
  for (const port of ['http', '-1', '70000', '3.5']) {
    assert.throws(() => loadConfig({ PORT: port }), /PORT must be a whole number/, port);
  }
  assert.throws(() => loadConfig({ LOG_LEVEL: 'verbose' }), /LOG_LEVEL must be one of/);
  assert.throws(
    () => loadConfig({ LOG_FORMAT: 'colour' }),
    /LOG_FORMAT must be one of auto, pretty, json, got "colour"/,
  );
});

test('DATABASE_POOL_SIZE and MIGRATE_ON_START, for several servers on one PostgreSQL', () => {
  const config = loadConfig({ DATABASE_POOL_SIZE: ' 4 ', MIGRATE_ON_START: 'false' });
  assert.equal(config.poolSize, 4);
  assert.equal(config.migrateOnStart, false);
  for (const size of ['0', '-3', 'ten', '2.5', '1001'])
    assert.throws(
      () => loadConfig({ DATABASE_POOL_SIZE: size }),
      /DATABASE_POOL_SIZE must be a whole number from 1 to 1000/,
      size,
    );
});

test('SMTP_URL and EMAIL_FROM are read as given; unset, email goes to the outbox', () => {
  const config = loadConfig({
    SMTP_URL: ' smtp://127.0.0.1:2525 ',
    EMAIL_FROM: 'The Daily Example <members@example.org>',
  });
  assert.equal(config.smtpUrl, 'smtp://127.0.0.1:2525');
  assert.equal(config.emailFrom, 'The Daily Example <members@example.org>');
  assert.deepEqual([loadConfig({ SMTP_URL: '' }).smtpUrl, loadConfig({}).emailFrom], [null, null]);
  assert.equal(loadConfig({ CAPTCHA_HMAC_KEY: ' k3y ' }).captchaHmacKey, 'k3y');
});

test('TRUST_PROXY trusts a number of hops or named proxies, never every hop', () => {
  const rows: [string | undefined, false | number | string[]][] = [
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback', ['loopback']],
  ];
  for (const [value, expected] of rows)
    assert.deepEqual(loadConfig({ TRUST_PROXY: value }).trustProxy, expected, value);
  assert.throws(() => loadConfig({ TRUST_PROXY: 'everything' }), /TRUST_PROXY must be/);
});

test('EMBED_ORIGINS lists the sites that may frame the embeddable pages', () => {
  assert.deepEqual(loadConfig({ EMBED_ORIGINS: 'https://news.example.org/, http://localhost:8080' }).embedOrigins, [
    'https://news.example.org',
    'http://localhost:8080',
  ]);
  assert.throws(() => loadConfig({ EMBED_ORIGINS: 'news.example.org' }), /EMBED_ORIGINS must list origins/);
  assert.throws(() => loadConfig({ EMBED_ORIGINS: 'https://a.example; script-src *' }), /EMBED_ORIGINS/);
});

test('payment providers: keys come in pairs, direct debit in sandbox unless live, one currency', () => {
  const stripe = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
  assert.deepEqual(stripe.stripe, { secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
  assert.equal(stripe.gocardless, null);
  assert.throws(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }), /STRIPE_WEBHOOK_SECRET must be set/);
  const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
  const local = loadConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
  assert.deepEqual(local.stripe?.api, { host: '127.0.0.1', port: 12111, protocol: 'http' });
  assert.equal(loadConfig({ ...keys, STRIPE_API_BASE: 'https://stripe.internal' }).stripe?.api?.port, 443);
  assert.throws(() => loadConfig({ ...keys, STRIPE_API_BASE: 'ftp://x' }), /STRIPE_API_BASE must be an address/);
  assert.throws(() => loadConfig({ ...keys, STRIPE_API_BASE: 'http://x/v1' }), /STRIPE_API_BASE/);
  assert.throws(() => loadConfig({ GOCARDLESS_WEBHOOK_SECRET: 'x' }), /GOCARDLESS_ACCESS_TOKEN must be set/);
  const gc = loadConfig({ GOCARDLESS_ACCESS_TOKEN: 'sandbox_1', GOCARDLESS_WEBHOOK_SECRET: 's' });
  assert.equal(gc.gocardless?.environment, 'sandbox');
  assert.throws(() => loadConfig({ GOCARDLESS_ENVIRONMENT: 'prod' }), /sandbox or live/);
  assert.equal(loadConfig({ PAYMENT_CURRENCY: 'eur' }).paymentCurrency, 'EUR');
  assert.throws(() => loadConfig({ PAYMENT_CURRENCY: 'euro' }), /ISO 4217/);
});
