import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './kernel/db/database.ts';
import type { MastheadDatabase } from './kernel/db/create-database.ts';
import { featureJobs, type FeatureJobs } from './kernel/feature.ts';
import { createJobQueue } from './kernel/jobs/index.ts';
import {
  createLoginBackoff,
  createRateLimiter,
  type LoginBackoff,
  type RateLimit,
  type RateLimiter,
  type RateLimitName,
} from './kernel/rate-limits/index.ts';
import type { PasswordHasher } from './accounts/password-hasher.ts';
import { createContactRepository, type ContactRepository } from './contacts/contact-repository.ts';
import { createContentRepository, type ContentRepository } from './content/content-repository.ts';
import { createMailer, type Mailer } from './email/index.ts';
import type { PaymentProvider, ProviderEvent, ProviderName } from './payments/providers/index.ts';

export interface AppOptions {
  config: Pick<Config, 'staticDir' | 'uploadsDir'> &
    Partial<
      Pick<
        Config,
        | 'smtpUrl'
        | 'emailFrom'
        | 'siteUrl'
        | 'captchaHmacKey'
        | 'embedOrigins'
        | 'stripe'
        | 'gocardless'
        | 'paymentCurrency'
        | 's3'
        | 'sentryDsn'
      >
    >;
  database: MastheadDatabase;
  /** Fastify's logger option: `loggerOptions(…)` (logging/) in the server, `false` in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-* from a proxy in front (the session cookie is then Secure behind TLS). */
  /** As `Config.trustProxy`; tests pass true to trust whatever they send. */
  trustProxy?: boolean | number | string[];
  /** The clock; tests may move it. */
  now?: () => Date;
  /** Made once per process: it precomputes the dummy hash. */
  hasher?: PasswordHasher;
  /** By default built from `config.smtpUrl`/`emailFrom`; without SMTP_URL emails land in the outbox. */
  mailer?: Mailer;
  /** The work a captcha challenge costs (altcha `maxnumber`); tests make it small. */
  captchaMaxNumber?: number;
  /** Limits that differ from `rateLimits` (the bench lifts the per-IP response limit for its load). */
  rateLimits?: Partial<Record<RateLimitName, RateLimit>>;
  /** Where payment providers' events go (the contribution service); by default nowhere. */
  paymentEvents?: (events: ProviderEvent[]) => Promise<void>;
  /** The payment providers by name, instead of those the config's keys make (tests: a Stripe double's). */
  paymentProviders?: Partial<Record<ProviderName, PaymentProvider>>;
  /** The newsletter provider (newsletter/README.md): tests point Mailchimp at a double and run jobs themselves. */
  newsletter?: { mailchimpBaseUrl?: string; pageSize?: number; worker?: boolean };
}

/**
 * What every feature may use: the app (its log and hooks), the database and
 * clock, the config and the options of `buildApp`, and the pieces most
 * features share (settings, contacts, rate limits, email, the job queue).
 */
export interface AppKit {
  app: FastifyInstance;
  options: AppOptions;
  config: AppOptions['config'];
  database: MastheadDatabase;
  db: Kysely<Database>;
  now: () => Date;
  /** SITE_URL, or null when the server takes its address from each request. */
  siteUrl: string | null;
  content: ContentRepository;
  contacts: ContactRepository;
  limiter: RateLimiter;
  backoff: LoginBackoff;
  mailer: Mailer;
  /** The job queue and its runner's kick (kernel/jobs/README.md). */
  jobs: FeatureJobs;
}

/**
 * The shared pieces, made once per app. With SMTP the mailer's sending is a
 * kind of job (the email feature gives its handlers to the one runner); its
 * SMTP connections close with the app.
 */
export function createKit(app: FastifyInstance, options: AppOptions): AppKit {
  const { config, database, now = () => new Date() } = options;
  const { db } = database;
  const limiter = createRateLimiter({ db, now, ...(options.rateLimits ? { limits: options.rateLimits } : {}) });
  const jobs = featureJobs(createJobQueue({ db, now }), options.newsletter?.worker ?? true);
  // With SMTP an email is queued with its send job, and this server's runner is kicked (email/README.md).
  const mailer =
    options.mailer ??
    createMailer({
      ...{ db, smtpUrl: config.smtpUrl ?? null, from: config.emailFrom ?? null, log: app.log, limiter, now },
      jobs,
    });
  // After the job runner stopped (preClose), which finished the email in hand.
  app.addHook('onClose', () => mailer.close());
  return {
    app,
    options,
    config,
    database,
    db,
    now,
    siteUrl: config.siteUrl ?? null,
    content: createContentRepository({ db }),
    contacts: createContactRepository({ db }),
    limiter,
    backoff: createLoginBackoff({ db, now }),
    mailer,
    jobs,
  };
}
