import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiBasePath, defaultGeneralSettings, type PaymentMethod } from '@masthead/core';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { MastheadDatabase } from './kernel/db/create-database.ts';
import { apiVersionPlugin } from './kernel/http/api-version.ts';
import { cors } from './kernel/http/cors.ts';
import { authContext } from './kernel/http/auth-context.ts';
import { securityHeaders, urlOrigin } from './kernel/http/security-headers.ts';
import { compression } from './kernel/http/compression.ts';
import { clientErrorHandler, frameworkErrorHandler } from './kernel/http/client-error.ts';
import { csrfGuard } from './kernel/http/csrf-guard.ts';
import { errorEnvelope } from './kernel/http/error-envelope.ts';
import { requestIdHeader } from './kernel/http/request-id-header.ts';
import { RequestLog, requestId } from './kernel/logging/index.ts';
import { jsonBody } from './kernel/http/json-body.ts';
import { dateTimeFormat, textGuard } from './kernel/http/text-guard.ts';
import { onceSerializers, strictBodies } from './kernel/http/strict-bodies.ts';
import { notFound } from './kernel/http/not-found.ts';
import { rewriteUrl } from './kernel/http/trailing-slash.ts';
import { openapi } from './kernel/http/openapi.ts';
import { createPasswordHasher, type PasswordHasher } from './accounts/password-hasher.ts';
import { createAccountLinkRepository } from './accounts/account-link-repository.ts';
import { createApiKeyRepository } from './api-keys/api-key-repository.ts';
import { createCalloutRepository } from './callouts/callout-repository.ts';
import { createCalloutReviewerRepository } from './callouts/callout-reviewer-repository.ts';
import { createCalloutTagRepository } from './callouts/callout-tag-repository.ts';
import { createContactExportRepository } from './contacts/contact-export-repository.ts';
import { createContactListRepository } from './contacts/contact-list-repository.ts';
import { createContactRepository } from './contacts/contact-repository.ts';
import { contentSections, createContentRepository } from './content/content-repository.ts';
import {
  createEmailQueue,
  createEmailTemplateRepository,
  createMailer,
  createOutboxRepository,
  type Mailer,
} from './email/index.ts';
import { createSessionRepository } from './accounts/session-repository.ts';
import { createAnswerPassRepository } from './callouts/answer-pass-repository.ts';
import { createContributionRepository } from './payments/contribution-repository.ts';
import { createPaymentRepository } from './payments/payment-repository.ts';
import { createContributionService } from './payments/contribution-service.ts';
import {
  createGoCardlessProvider,
  createStripeProvider,
  providerOf,
  type PaymentProvider,
  type ProviderName,
} from './payments/providers/index.ts';
import { createPaymentEvents } from './payments/payment-events.ts';
import { createCompleteUrlCheck } from './payments/complete-url-check.ts';
import { createMemberEmails } from './payments/member-emails.ts';
import { createReconciliation } from './payments/reconciliation.ts';
import { paymentWebhookRoutes } from './payments/payment-webhook-routes.ts';
import { contributionRoutes } from './payments/contribution-routes.ts';
import { apiKeyRoutes } from './api-keys/api-key-routes.ts';
import { authRoutes } from './accounts/auth-routes.ts';
import {
  answerPassRoutes,
  calloutReadRoutes,
  calloutReviewerRoutes,
  calloutTagRoutes,
  calloutWriteRoutes,
} from './callouts/index.ts';
import { contactAdminRoutes } from './contacts/contact-admin-routes.ts';
import { contactListRoutes } from './contacts/contact-list-routes.ts';
import { contactAdminWriteRoutes } from './contacts/contact-admin-writes-routes.ts';
import { contactTagRoutes } from './contacts/contact-tags-routes.ts';
import { noticeRoutes } from './notices/notice-routes.ts';
import { segmentRoutes } from './segments/segment-routes.ts';
import { statsRoutes } from './stats/stats-routes.ts';
import { createStatsRepository } from './stats/stats-repository.ts';
import { createContactBulkRepository } from './contacts/contact-bulk-repository.ts';
import { createContactErasureRepository } from './contacts/contact-erasure-repository.ts';
import { createContactTagRepository } from './contacts/contact-tag-repository.ts';
import { createNoticeRepository } from './notices/notice-repository.ts';
import { createSegmentRepository } from './segments/segment-repository.ts';
import { contactMfaRoutes } from './accounts/mfa-routes.ts';
import { contactRoleRoutes } from './contacts/contact-role-routes.ts';
import { contactRoutes } from './contacts/contact-routes.ts';
import { contactDataExportRoutes } from './contacts/contact-data-export-routes.ts';
import { emailChangeRoutes } from './accounts/email-change-routes.ts';
import { createEmailChange } from './accounts/email-change.ts';
import { contentRoutes } from './content/content-routes.ts';
import { healthRoutes } from './site/health-routes.ts';
import { outboxRoutes } from './email/outbox-routes.ts';
import { emailTemplateRoutes } from './email/email-template-routes.ts';
import { openapiRoutes } from './site/openapi-routes.ts';
import { createEmbedLookup, oembedRoutes } from './callouts/oembed-routes.ts';
import { resetDeviceRoutes } from './accounts/reset-device-routes.ts';
import { resetPasswordRoutes } from './accounts/reset-password-routes.ts';
import { staticFiles } from './site/static-files.ts';
import { themeStylesheetRoute } from './content/theme-stylesheet.ts';
import { createAuthService } from './accounts/auth-service.ts';
import { createRecoveryService } from './accounts/recovery-service.ts';
import { createCaptchaService } from './captcha/captcha-service.ts';
import { createResponseRepository } from './responses/response-repository.ts';
import { responseSubmitRoutes } from './responses/response-submit.ts';
import { captchaRoutes } from './captcha/captcha-routes.ts';
import { demoCheckoutRoutes } from './payments/demo-checkout-routes.ts';
import { createDemoProvider } from './payments/providers/demo/index.ts';
import type { ProviderEvent } from './payments/providers/index.ts';
import { createResponseNotifier, responseEmailsLeaseMs } from './responses/response-notifier.ts';
import {
  createJoinConfirm,
  createJoinEmails,
  createJoinFlowRepository,
  createJoinSettings,
  createSignupComplete,
  createSignupStart,
} from './signup/index.ts';
import { signupRoutes } from './signup/signup-routes.ts';
import { createResponseSubmission } from './responses/response-submission.ts';
import { createResponseCommentRepository } from './responses/response-comment-repository.ts';
import { createResponseReviewRepository } from './responses/response-review-repository.ts';
import { createResponseExportRepository } from './responses/response-export-repository.ts';
import { responseReviewRoutes } from './responses/index.ts';
import { uploadFileRoutes, uploadRoutes } from './uploads/upload-routes.ts';
import {
  createFileStore,
  createOwnFiles,
  createUploadService,
  uploadCleanupTask,
  uploadOrigin,
} from './uploads/index.ts';
import { createLoginBackoff, createRateLimiter, type RateLimit, type RateLimitName } from './kernel/rate-limits/index.ts';
import { createJobQueue, createJobRunner } from './kernel/jobs/index.ts';
import { createScheduler } from './kernel/scheduler/index.ts';
import { createNewsletter, newsletterRoutes } from './newsletter/index.ts';
import { createClientErrorRepository, createSentryForwarder } from './client-errors/index.ts';
import { clientErrorRoutes } from './client-errors/client-error-routes.ts';

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

/** Done jobs are kept this long (a sync's progress stays readable). */
const keepDoneJobsMs = 30 * 24 * 60 * 60 * 1000;

/** Sent emails are kept this long in the outbox (email/README.md); failed ones until an admin acts. */
const keepSentEmailsMs = 30 * 24 * 60 * 60 * 1000;

/** Error reports of the app and widgets are kept this long. */
const keepClientErrorsMs = 30 * 24 * 60 * 60 * 1000;

/** How often the demo provider charges the renewals that fell due (one server each hour: scheduler/). */
const demoRenewalEveryMs = 60 * 60 * 1000;

/** How often every contact's payments are reconciled with their provider (daily, on one server: scheduler/). */
const reconcileEveryMs = 24 * 60 * 60 * 1000;

/** 1 MiB: settings and call-out answers are small; uploads get their own limit. */
const bodyLimit = 1024 * 1024;

/**
 * Builds the Fastify app without listening: plugins, then repositories,
 * then routes. The caller owns the database and closes it after the app.
 */
export function buildApp(options: AppOptions): FastifyInstance {
  const { config, database, logger = false, trustProxy = false, now = () => new Date() } = options;
  const app = Fastify({
    logger,
    // kernel/logging/README.md: a sane incoming X-Request-Id or a random one; one log line per request.
    genReqId: requestId,
    logController: new RequestLog(),
    // A number is that many hops from the app (Fastify's own reading of it, typed as a function).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit,
    // v0.32 clients call `contact/` and `callout/` as well as `contact` (kernel/http/trailing-slash.ts).
    rewriteUrl,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    ajv: {
      // Reject unknown fields instead of silently dropping them, and report
      // every broken rule at once so a form can mark all its fields.
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array' },
      // Dates are years 1 to 9999: year 0 is no date PGlite can store (PostgreSQL makes it 1 BC).
      onCreate: dateTimeFormat,
    },
    schemaController: { compilersFactory: { buildValidator: strictBodies, buildSerializer: onceSerializers } },
  });

  const appIndex = join(config.staticDir, 'app', 'index.html');
  const { db } = database;
  const content = createContentRepository({ db });
  const callouts = createCalloutRepository({ db });
  const embeds = createEmbedLookup({ callouts, content, siteUrl: config.siteUrl ?? null, now });
  app.register(requestIdHeader);
  app.register(errorEnvelope);
  app.register(notFound, { appIndex: existsSync(appIndex) ? appIndex : null, pageHead: embeds.discoveryLink });
  app.register(apiVersionPlugin);
  app.register(cors, { siteUrl: config.siteUrl ?? null });
  app.register(securityHeaders, {
    embedOrigins: config.embedOrigins ?? null,
    // The address question's "Search address" asks the geocoder from the reader's browser.
    connectOrigins: async () =>
      urlOrigin((await content.getRecent(contentSections.general, defaultGeneralSettings)).geocoderUrl ?? ''),
  });
  app.register(compression);
  app.register(jsonBody);
  app.register(textGuard);
  const contacts = createContactRepository({ db });
  const sessions = createSessionRepository({ db });
  const passes = createAnswerPassRepository({ db });
  const links = createAccountLinkRepository({ db });
  const apiKeys = createApiKeyRepository({ db });
  const reviewers = createCalloutReviewerRepository({ db });
  const calloutTags = createCalloutTagRepository({ db });
  const contactTags = createContactTagRepository({ db });
  const hasher = options.hasher ?? createPasswordHasher();
  const limiter = createRateLimiter({ db, now, ...(options.rateLimits ? { limits: options.rateLimits } : {}) });
  const backoff = createLoginBackoff({ db, now });
  const auth = createAuthService({ contacts, hasher, backoff, now });
  const mailer =
    options.mailer ??
    createMailer({ db, smtpUrl: config.smtpUrl ?? null, from: config.emailFrom ?? null, log: app.log, limiter, now });
  // With SMTP every server sends what is queued (email/README.md); closing finishes the email in hand.
  app.addHook('onReady', async () => mailer.start?.());
  app.addHook('onClose', () => mailer.close());
  const outbox = createOutboxRepository({ db });
  const recovery = createRecoveryService({ contacts, links, content, mailer, now });
  const emailChange = createEmailChange({ contacts, links, content, mailer, now });
  // Uploaded files: the uploads folder, or the S3 bucket when S3_BUCKET is set.
  const files = createFileStore({ uploadsDir: config.uploadsDir, s3: config.s3 ?? null });
  app.addHook('onClose', async () => files.close());
  const uploads = createUploadService({ db, files, now });
  const uploadsOrigin = uploadOrigin(config.siteUrl ?? null, content);
  const ownFiles = createOwnFiles({ uploads, origin: uploadsOrigin });
  const responses = createResponseRepository({ db });
  const captcha = createCaptchaService({
    db,
    hmacKey: config.captchaHmacKey ?? null,
    now,
    ...(options.captchaMaxNumber ? { maxNumber: options.captchaMaxNumber } : {}),
  });
  // A response's emails are a job queued with it (responses/response-notifier.ts), run on the job queue below.
  const notifier = createResponseNotifier({ callouts, responses, content, mailer, log: app.log, now });
  const contributionRows = createContributionRepository({ db });
  const paymentRows = createPaymentRepository({ db });
  const memberEmails = createMemberEmails({ contacts, content, mailer, log: app.log });
  // Providers with keys (README, "Payments"); without any, the demo provider serves every method.
  const liveProviders: Partial<Record<ProviderName, PaymentProvider>> = options.paymentProviders ?? {
    ...(config.stripe
      ? { stripe: createStripeProvider({ ...config.stripe, currency: config.paymentCurrency ?? 'GBP' }) }
      : {}),
    ...(config.gocardless
      ? { gocardless: createGoCardlessProvider({ ...config.gocardless, currency: config.paymentCurrency ?? 'GBP' }) }
      : {}),
  };
  // What contributions are charged in: PAYMENT_CURRENCY with provider keys, else the demo provider's settings.
  const paymentCurrency = async () =>
    Object.keys(liveProviders).length > 0
      ? (config.paymentCurrency ?? 'GBP')
      : (await content.getRecent(contentSections.general, defaultGeneralSettings)).currencyCode;
  const paymentEvents = createPaymentEvents({ db, emails: memberEmails, currency: paymentCurrency, log: app.log });
  // Where providers may send members back: the configured sites, never a request's Origin.
  const checkCompleteUrl = createCompleteUrlCheck({
    content,
    serverUrl: config.siteUrl ?? null,
    embedOrigins: config.embedOrigins ?? null,
  });
  const fallbackProvider = () => (Object.keys(liveProviders).length === 0 ? demoPayments : null);
  const providerFor = (method: PaymentMethod) => liveProviders[providerOf(method)] ?? fallbackProvider();
  const contributions = createContributionService({
    contacts,
    contributions: contributionRows,
    payments: paymentRows,
    content,
    providerFor,
    paymentEvents,
    emails: memberEmails,
    log: app.log,
    now,
  });
  // Joining: the join settings, and a join flow's three steps.
  const joinFlows = createJoinFlowRepository({ db });
  const joinEmails = createJoinEmails({ contacts, links, content, mailer, now });
  const joinSettings = createJoinSettings({
    content,
    callouts,
    now,
    payments: {
      serves: (method) => providerFor(method) !== null,
      // Stripe's hosted pages need no publishable key in the browser (payments/providers/README.md).
      stripePublicKey: null,
      currency: paymentCurrency,
    },
  });
  const signup = {
    start: createSignupStart({
      flows: joinFlows,
      content,
      providerFor,
      emails: joinEmails,
      captcha,
      log: app.log,
      now,
      checkCompleteUrl,
    }),
    completion: createSignupComplete({ flows: joinFlows, providerFor, emails: joinEmails, content, log: app.log, now }),
    confirm: createJoinConfirm({
      ...{ flows: joinFlows, contacts, contributions, providerFor },
      ...{ emails: joinEmails, log: app.log, now },
    }),
  };
  // The demo payment provider, the default without provider keys (payments/providers/README.md).
  const demoPayments = createDemoProvider({
    db,
    now,
    deliver: options.paymentEvents ?? ((events) => paymentEvents.apply(events)),
    currency: async () => (await content.getRecent(contentSections.general, defaultGeneralSettings)).currencyCode,
    appUrl: config.siteUrl ?? null,
    onDeliveryError: (error) => app.log.error({ err: error }, 'delivering demo payment events failed'),
  });
  // Its events still on their way are delivered before the database closes.
  app.addHook('preClose', () => demoPayments.idle());
  // Every night each contact's payments are compared with their provider's, fixing what webhooks missed,
  // and expired join flows go.
  const reconciliation = createReconciliation({
    db,
    providerNamed: (name) => liveProviders[name as ProviderName] ?? (name === 'demo' ? demoPayments : null),
    events: paymentEvents,
  });
  // The job queue (kernel/jobs/README.md) and what runs on it: the newsletter provider's pushes and syncs, and
  // each response's emails.
  const jobQueue = createJobQueue({ db, now });
  const newsletter = createNewsletter({
    db,
    queue: jobQueue,
    mailchimpBaseUrl: options.newsletter?.mailchimpBaseUrl ?? null,
    ...(options.newsletter?.pageSize ? { pageSize: options.newsletter.pageSize } : {}),
  });
  const jobRunner = createJobRunner({ queue: jobQueue, handlers: newsletter.handlers, log: app.log });
  // A response's emails have their own runner: they never wait behind a long newsletter sync, and
  // their short lease lets another server take over a killed one's claim within a minute.
  const emailJobRunner = createJobRunner({
    queue: createJobQueue({ db, now, leaseMs: responseEmailsLeaseMs }),
    handlers: notifier.handlers,
    log: app.log,
  });
  const jobWorker = options.newsletter?.worker ?? true;
  const runJobsNow = () => {
    if (jobWorker) jobRunner.kick();
  };
  app.addHook('onReady', async () => {
    if (!jobWorker) return;
    jobRunner.start();
    emailJobRunner.start();
  });
  // Closing finishes the jobs in hand (a response's emails kicked a moment ago) before the mailer closes (onClose).
  app.addHook('preClose', () => Promise.all([jobRunner.stop(), emailJobRunner.stop()]).then(() => {}));
  const submission = createResponseSubmission({
    ...{ responses, contacts, captcha, uploads, ownFiles, now },
    // A response's emails leave at once; without this server's worker (tests that run jobs) at the next runner's pass.
    jobs: {
      kick: () => {
        if (jobWorker) emailJobRunner.kick();
      },
    },
  });
  // Error reports of the app and widgets, forwarded to Sentry when SENTRY_DSN is set.
  const clientErrors = createClientErrorRepository({ db });
  const sentry = config.sentryDsn
    ? createSentryForwarder({
        dsn: config.sentryDsn,
        onError: (error) => app.log.warn({ err: error }, 'forwarding an error report to Sentry failed'),
      })
    : null;
  if (sentry) app.addHook('preClose', () => sentry.idle());
  // Periodic work (kernel/scheduler/README.md): each task runs once per period on one of the app servers.
  const scheduler = createScheduler({
    db,
    log: app.log,
    now,
    tasks: [
      {
        // The newsletter's reconciliation: one job a day is made and run once.
        name: 'newsletter-nightly',
        everyMs: reconcileEveryMs,
        run: async () => {
          await newsletter.queueNightly(now());
          await jobQueue.prune(new Date(now().getTime() - keepDoneJobsMs));
        },
      },
      {
        name: 'payment-reconciliation',
        everyMs: reconcileEveryMs,
        run: async () => {
          const changed = await reconciliation.reconcileAll();
          if (changed > 0) app.log.info({ changed }, 'reconciliation fixed contributions');
        },
      },
      {
        // Join flows past their 7 days: their links no longer work, and what readers typed is not kept.
        name: 'join-flow-expiry',
        everyMs: reconcileEveryMs,
        run: async () => {
          const removed = await joinFlows.removeExpired(now());
          if (removed > 0) app.log.info({ removed }, 'expired join flows removed');
        },
      },
      {
        name: 'sent-email-prune',
        everyMs: reconcileEveryMs,
        run: () => outbox.removeSentBefore(new Date(now().getTime() - keepSentEmailsMs)),
      },
      {
        name: 'client-error-prune',
        everyMs: reconcileEveryMs,
        run: () => clientErrors.removeOlderThan(new Date(now().getTime() - keepClientErrorsMs)),
      },
      uploadCleanupTask({ uploads, limiter, backoff, now, log: app.log }),
      // Without a real provider, the demo one renews what falls due as a provider would, every hour.
      ...(fallbackProvider() === demoPayments
        ? [{ name: 'demo-renewals', everyMs: demoRenewalEveryMs, run: () => demoPayments.simulate.renew(now()) }]
        : []),
    ],
  });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', () => scheduler.stop());

  app.register(csrfGuard);
  app.register(authContext, { contacts, sessions, apiKeys, passes, now });
  app.register(openapi);

  app.register(
    async (api) => {
      api.register(healthRoutes, { database, files });
      api.register(contentRoutes, { content, join: joinSettings });
      api.register(authRoutes, { auth, contacts, sessions, links, now });
      api.register(contactRoutes, {
        contacts,
        auth,
        sessions,
        links,
        contributions: contributionRows,
        payments: paymentRows,
        tags: contactTags,
        emailChange,
        limiter,
        now,
      });
      api.register(emailChangeRoutes, { emailChange, contacts, limiter, now });
      api.register(contactDataExportRoutes, { db, contacts, uploads, files, now });
      // Contacts for admins: the list, tags, segments, add/bulk/delete, notices.
      const contactPages = {
        contacts: createContactListRepository({ db }),
        contributions: contributionRows,
        payments: paymentRows,
        tags: contactTags,
        now,
      };
      const contactExports = createContactExportRepository({ db, cursor: database.kind === 'postgres' });
      api.register(contactListRoutes, { ...contactPages, exports: contactExports });
      api.register(contactTagRoutes, { tags: contactTags });
      api.register(segmentRoutes, { ...contactPages, segments: createSegmentRepository({ db }) });
      api.register(statsRoutes, { stats: createStatsRepository({ db }), now });
      const erasure = createContactErasureRepository({ db });
      const bulk = createContactBulkRepository({ db });
      api.register(contactAdminWriteRoutes, { contacts, auth, tags: contactTags, bulk, erasure, contributions, now });
      api.register(noticeRoutes, { notices: createNoticeRepository({ db }), now });
      api.register(contactRoleRoutes, { contacts, now });
      api.register(contributionRoutes, {
        contacts,
        contributions,
        payments: paymentRows,
        reconciliation,
        checkCompleteUrl,
        now,
      });
      api.register(signupRoutes, { ...signup, contacts, sessions, limiter, now });
      api.register(contactMfaRoutes, { contacts, auth, now });
      api.register(contactAdminRoutes, { contacts, recovery, backoff, now });
      api.register(resetPasswordRoutes, { auth, recovery, contacts, links, sessions, limiter, backoff, now });
      api.register(resetDeviceRoutes, { auth, recovery, contacts, links, limiter, now });
      api.register(apiKeyRoutes, { apiKeys, now });
      api.register(calloutReadRoutes, { callouts, reviewers, now });
      api.register(answerPassRoutes, {
        callouts,
        reviewers,
        now,
        passes,
        contacts,
        embedOrigins: config.embedOrigins ?? null,
        siteUrl: uploadsOrigin,
      });
      api.register(calloutWriteRoutes, { callouts, reviewers, content, now });
      api.register(calloutReviewerRoutes, { callouts, reviewers, contacts, now });
      api.register(calloutTagRoutes, { callouts, reviewers, tags: calloutTags, now });
      api.register(responseReviewRoutes, {
        ...{ callouts, reviewers, now },
        responses: createResponseReviewRepository({ db }),
        exports: createResponseExportRepository({ db, cursor: database.kind === 'postgres' }),
        comments: createResponseCommentRepository({ db }),
        uploads,
        ownFiles,
      });
      api.register(responseSubmitRoutes, { callouts, reviewers, now, submission, limiter });
      api.register(captchaRoutes, { captcha, limiter });
      api.register(demoCheckoutRoutes, { checkout: demoPayments.checkout });
      const emailQueue = createEmailQueue({ db, now });
      api.register(outboxRoutes, { outbox, contacts, queue: emailQueue, kick: () => mailer.kick?.() });
      api.register(emailTemplateRoutes, { templates: createEmailTemplateRepository({ db }), content });
      api.register(uploadRoutes, { uploads, limiter, origin: uploadsOrigin });
      api.register(newsletterRoutes, {
        ...{ db, settings: newsletter.settings, queue: jobQueue, providerFor: newsletter.providerFor },
        ...{ siteUrl: config.siteUrl ?? null, kick: runJobsNow },
        requestEmailChange: async (contactId, newEmail) => {
          const contact = await contacts.findById(contactId);
          // The newsletter provider acts as no more than an admin, and whoever holds its webhook
          // address could send this: an admin's or superadmin's login moves only from Masthead.
          const staff = contact && (await contacts.activeRoles(contact.id, now())).some((role) => role !== 'member');
          if (staff) app.log.info({ contactId }, 'an email change from the newsletter provider for staff was ignored');
          // Mailchimp is told the event arrived either way: a link that could not be sent is logged.
          else if (contact)
            await emailChange
              .request(contact, newEmail, { byAdmin: false })
              .catch((error: unknown) => app.log.error({ err: error }, 'the change-email link could not be sent'));
        },
      });
      api.register(clientErrorRoutes, { reports: clientErrors, limiter, forwarder: sentry, now });
      api.register(openapiRoutes);
    },
    { prefix: apiBasePath },
  );
  app.register(uploadFileRoutes, { uploads, files });
  app.register(oembedRoutes, { lookup: embeds, content });
  app.register(paymentWebhookRoutes, { providers: liveProviders, events: paymentEvents });
  // Before the embed folder: the theme's stylesheet is made from the settings, not built.
  app.register(themeStylesheetRoute, { content });
  app.register(staticFiles, { staticDir: config.staticDir });
  return app;
}
