import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { s3Config, type S3Config } from './uploads/s3-config.ts';
import { sentryDsn, type SentryDsn } from './client-errors/sentry-forwarder.ts';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];
const logFormats = ['auto', 'pretty', 'json'] as const;
/** LOG_FORMAT: `auto` is readable lines on a terminal, JSON lines otherwise (`kernel/logging/logger-options.ts`). */
export type LogFormatSetting = (typeof logFormats)[number];

/** Everything the server reads from its environment, resolved once at start-up. */
export interface Config {
  port: number;
  host: string;
  /** Absolute; PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir: string;
  /** When set, PostgreSQL at this URL; otherwise the embedded PGlite. */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections this server keeps to PostgreSQL at most (10). */
  poolSize: number;
  /** MIGRATE_ON_START: whether the server applies missing migrations as it starts (true), or refuses to start without them. */
  migrateOnStart: boolean;
  logLevel: LogLevel;
  logFormat: LogFormatSetting;
  /** Absolute; holds the built `app/`, `demo/` and `embed/` folders. */
  staticDir: string;
  /** The public address of the hosted app, if it differs from http://localhost:PORT. */
  siteUrl: string | null;
  /** Whether an empty database gets the demo organisation. */
  seed: boolean;
  /** `smtp://…` or `smtps://…`: send email there; without it emails land in the outbox table. */
  smtpUrl: string | null;
  /** The From address, `Name <address>`; unset: the organisation name and no-reply@ the site's host. */
  emailFrom: string | null;
  /** The first superadmin, made on an empty database when both are set (else a generated password is printed). */
  adminEmail: string | null;
  adminPassword: string | null;
  /** Trust X-Forwarded-Proto/-For from a reverse proxy (the session cookie is then Secure behind TLS). */
  /**
   * Which proxies' `X-Forwarded-*` headers count: false (none), a number of
   * hops in front of the app, or their addresses and CIDR ranges. Never "every hop":
   * a client could then pick its own IP and slip past per-IP limits.
   */
  trustProxy: TrustProxy;
  /** EMBED_ORIGINS: the sites that may frame the embeddable pages (join, call-outs); null: any site. */
  embedOrigins: string[] | null;
  /** Absolute; uploaded files, by default `${dataDir}/uploads`. */
  uploadsDir: string;
  /** S3_BUCKET and the other S3_* variables: uploads in an S3-compatible bucket instead of `uploadsDir`; null: not set up. */
  s3: S3Config | null;
  /** Signs captcha challenges; unset: a random key stored once in the database (`server_secrets`). */
  captchaHmacKey: string | null;
  /** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: card, SEPA, BACS, PayPal and iDEAL through Stripe; null: not set up. */
  stripe: { secretKey: string; webhookSecret: string; api?: StripeApi } | null;
  /** GOCARDLESS_ACCESS_TOKEN, GOCARDLESS_WEBHOOK_SECRET, GOCARDLESS_ENVIRONMENT: direct debit; null: not set up. */
  gocardless: { accessToken: string; webhookSecret: string; environment: 'sandbox' | 'live' } | null;
  /** PAYMENT_CURRENCY: the ISO 4217 code contributions are charged in (GBP). */
  paymentCurrency: string;
  /** SENTRY_DSN: error reports of the app and widgets are forwarded there too; null: kept in Masthead only. */
  sentryDsn: SentryDsn | null;
}

type Env = Record<string, string | undefined>;

/** STRIPE_API_BASE: another Stripe API address (stripe-mock, a local double); api.stripe.com when unset. */
export interface StripeApi {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

// The repository root, three levels above this file (packages/server/src).
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Reads the configuration from `env`; relative paths resolve against `cwd`.
 * Throws on values that would only fail later and less clearly (a bad PORT).
 * @example loadConfig({PORT: '0', DATA_DIR: '/tmp/x'}).port // 0
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const dataDir = resolve(cwd, nonEmpty(env.DATA_DIR) ?? './data');
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    poolSize: parseWhole('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, { min: 1, max: 1000, fallback: 10 }),
    migrateOnStart: parseFlag(env.MIGRATE_ON_START, true),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    logFormat: oneOf('LOG_FORMAT', env.LOG_FORMAT, logFormats, 'auto'),
    staticDir: nonEmpty(env.STATIC_DIR) ? resolve(cwd, env.STATIC_DIR as string) : resolve(repoRoot, 'dist'),
    siteUrl: nonEmpty(env.SITE_URL)?.replace(/\/+$/, '') ?? null,
    seed: parseFlag(env.SEED, true),
    smtpUrl: nonEmpty(env.SMTP_URL),
    emailFrom: nonEmpty(env.EMAIL_FROM),
    captchaHmacKey: nonEmpty(env.CAPTCHA_HMAC_KEY),
    adminEmail: nonEmpty(env.ADMIN_EMAIL),
    // Not trimmed: spaces may be part of a password.
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    embedOrigins: parseOrigins(env.EMBED_ORIGINS),
    uploadsDir: resolve(cwd, nonEmpty(env.UPLOADS_DIR) ?? join(dataDir, 'uploads')),
    s3: s3Config(env),
    sentryDsn: sentryDsn(env.SENTRY_DSN),
    ...paymentConfig(env),
  };
}

/** Both or neither: a key without its webhook secret would take money and never hear back. */
function pair(env: Env, first: string, second: string): [string, string] | null {
  const a = nonEmpty(env[first]);
  const b = nonEmpty(env[second]);
  if (!a && !b) return null;
  if (!a || !b) throw new Error(`${a ? second : first} must be set with ${a ? first : second}`);
  return [a, b];
}

function paymentConfig(env: Env): Pick<Config, 'stripe' | 'gocardless' | 'paymentCurrency'> {
  const stripe = pair(env, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET');
  const gocardless = pair(env, 'GOCARDLESS_ACCESS_TOKEN', 'GOCARDLESS_WEBHOOK_SECRET');
  const environment = nonEmpty(env.GOCARDLESS_ENVIRONMENT) ?? 'sandbox';
  if (environment !== 'sandbox' && environment !== 'live') {
    throw new Error(`GOCARDLESS_ENVIRONMENT must be sandbox or live, got "${environment}"`);
  }
  const currency = (nonEmpty(env.PAYMENT_CURRENCY) ?? 'GBP').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency))
    throw new Error(`PAYMENT_CURRENCY must be an ISO 4217 code such as GBP, got "${currency}"`);
  return {
    stripe: stripe ? { secretKey: stripe[0], webhookSecret: stripe[1], ...stripeApi(env.STRIPE_API_BASE) } : null,
    gocardless: gocardless ? { accessToken: gocardless[0], webhookSecret: gocardless[1], environment } : null,
    paymentCurrency: currency,
  };
}

function stripeApi(value: string | undefined): { api?: StripeApi } {
  const text = nonEmpty(value);
  if (!text) return {};
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/') {
    throw new Error(`STRIPE_API_BASE must be an address such as http://127.0.0.1:12111, got "${text}"`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { api: { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol } };
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parsePort(value: string | undefined): number {
  return parseWhole('PORT', value, { min: 0, max: 65535, fallback: 3000 });
}

function parseWhole(
  name: string,
  value: string | undefined,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const text = nonEmpty(value);
  if (text === null) return fallback;
  const number = Number(text);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return number;
}

function parseLogLevel(value: string | undefined): LogLevel {
  return oneOf('LOG_LEVEL', value, logLevels, 'info');
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  const text = nonEmpty(value)?.toLowerCase() ?? fallback;
  if (!(allowed as readonly string[]).includes(text)) {
    throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${text}"`);
  }
  return text as T;
}

export type TrustProxy = false | number | string[];

const proxyAddress = /^(?:loopback|linklocal|uniquelocal|[0-9A-Fa-f:.]+(?:\/\d{1,3})?)$/;

/**
 * `TRUST_PROXY`: unset or false → none; true → one hop (the usual single
 * reverse proxy); a whole number → that many hops; else a comma-separated
 * list of proxy addresses or CIDR ranges (`10.0.0.0/8,127.0.0.1`).
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = nonEmpty(value)?.toLowerCase() ?? null;
  if (text === null || ['false', '0', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text.split(',').map((part) => part.trim());
  if (addresses.some((address) => !proxyAddress.test(address))) {
    throw new Error(
      `TRUST_PROXY must be true, false, a number of proxy hops or proxy addresses separated by commas, got "${text}"`,
    );
  }
  return addresses;
}

/** Comma-separated `https://news.example.org` origins; anything else stops the start. */
function parseOrigins(value: string | undefined): string[] | null {
  const text = nonEmpty(value);
  if (text === null) return null;
  return text.split(',').map((part) => {
    const origin = part.trim().replace(/\/+$/, '');
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      throw new Error(`EMBED_ORIGINS must list origins such as https://news.example.org, got "${part.trim()}"`);
    }
    return origin;
  });
}

function parseFlag(value: string | undefined, fallback: boolean): boolean {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined || text === null) return fallback;
  return !['false', '0', 'no', 'off'].includes(text);
}
