import { defaultGeneralSettings, type PaymentMethod } from '@masthead/core';
import type { AppKit } from '../app-kit.ts';
import { dayMs, type WithServices } from '../kernel/feature.ts';
import { contentSections } from '../content/content-repository.ts';
import { createCheckoutCharge } from './checkout-charge.ts';
import { createCompleteUrlCheck } from './complete-url-check.ts';
import { createContributionRepository } from './contribution-repository.ts';
import { contributionRoutes } from './contribution-routes.ts';
import { createContributionService } from './contribution-service.ts';
import { demoCheckoutRoutes } from './demo-checkout-routes.ts';
import { createMemberEmails } from './member-emails.ts';
import { createPaymentEvents } from './payment-events.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { paymentWebhookRoutes } from './payment-webhook-routes.ts';
import { createDemoProvider } from './providers/demo/index.ts';
import {
  createGoCardlessProvider,
  createStripeProvider,
  providerOf,
  type PaymentProvider,
  type ProviderName,
} from './providers/index.ts';
import { createReconciliation } from './reconciliation.ts';
import { adoptionJobs, adoptionRoutes, createAdoptionService } from './adoption/index.ts';

/** How often the demo provider charges the renewals that fell due (on one server: kernel/scheduler/). */
const demoRenewalEveryMs = 60 * 60 * 1000;

/**
 * Payments: contributions and their payments, the providers (Stripe and
 * GoCardless with keys, else the demo provider for every method: README,
 * "Payments"), their webhooks, the nightly reconciliation with them.
 * `providerFor`, `currency` and the contribution service serve joining;
 * `checkoutCharges` learns from it what a join's checkout charges.
 */
export function paymentsFeature(kit: AppKit) {
  const { app, db, config, content, contacts, mailer, siteUrl, now, options, jobs } = kit;
  const contributionRows = createContributionRepository({ db });
  const paymentRows = createPaymentRepository({ db });
  const emails = createMemberEmails({ contacts, content, mailer, log: app.log });
  const configured = config.paymentCurrency ?? 'GBP';
  const liveProviders: Partial<Record<ProviderName, PaymentProvider>> = options.paymentProviders ?? {
    ...(config.stripe ? { stripe: createStripeProvider({ ...config.stripe, currency: configured }) } : {}),
    ...(config.gocardless
      ? { gocardless: createGoCardlessProvider({ ...config.gocardless, currency: configured }) }
      : {}),
  };
  const hasLiveProvider = Object.keys(liveProviders).length > 0;
  const settingsCurrency = async () =>
    (await content.getRecent(contentSections.general, defaultGeneralSettings)).currencyCode;
  // What contributions are charged in: PAYMENT_CURRENCY with provider keys, else the demo provider's settings.
  const currency = async () => (hasLiveProvider ? configured : await settingsCurrency());
  const paymentEvents = createPaymentEvents({ db, emails, currency, log: app.log });
  const demo = createDemoProvider({
    db,
    now,
    deliver: options.paymentEvents ?? ((events) => paymentEvents.apply(events)),
    currency: settingsCurrency,
    appUrl: siteUrl,
    onDeliveryError: (error) => app.log.error({ err: error }, 'delivering demo payment events failed'),
  });
  // Its events still on their way are delivered before the database closes.
  app.addHook('preClose', () => demo.idle());
  const providerFor = (method: PaymentMethod): PaymentProvider | null =>
    liveProviders[providerOf(method)] ?? (hasLiveProvider ? null : demo);
  // Where providers may send members back: the configured sites, never a request's Origin.
  const checkCompleteUrl = createCompleteUrlCheck({
    content,
    serverUrl: siteUrl,
    embedOrigins: config.embedOrigins ?? null,
  });
  const contributions = createContributionService({
    ...{ contacts, contributions: contributionRows, payments: paymentRows, content, providerFor, paymentEvents },
    ...{ emails, log: app.log, now },
  });
  // What a demo checkout charges; joining adds its flows (signup-feature).
  const checkoutCharges = createCheckoutCharge({ db, content, currency, firstCharge: contributions.firstCharge, now });
  // Every night each contact's payments are compared with their provider's, fixing what webhooks missed.
  const reconciliation = createReconciliation({
    db,
    providerNamed: (name) => liveProviders[name as ProviderName] ?? (name === 'demo' ? demo : null),
    events: paymentEvents,
  });
  // Subscriptions running at a provider before Masthead knew the contact become their contributions (adoption/).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const adoption = createAdoptionService({
    ...{ db, currency, contributions, queue: jobs.queue, kick: () => jobs.kick(), log: app.log },
    // Without keys the demo answers for both providers: it runs no subscription made elsewhere.
    providerNamed: (name) => liveProviders[name as ProviderName] ?? (hasLiveProvider ? null : demo),
    stopping: () => closing,
  });
  return {
    contributionRows,
    paymentRows,
    contributions,
    adoption,
    providerFor,
    currency,
    checkCompleteUrl,
    checkoutCharges,
    api(api) {
      api.register(contributionRoutes, {
        ...{ contacts, contributions, payments: paymentRows, reconciliation, checkCompleteUrl, now },
      });
      api.register(demoCheckoutRoutes, { checkout: demo.checkout, charges: checkoutCharges });
      api.register(adoptionRoutes, { adoption });
    },
    jobs: adoptionJobs(adoption),
    root(root) {
      root.register(paymentWebhookRoutes, { providers: liveProviders, events: paymentEvents });
    },
    tasks: [
      {
        name: 'payment-reconciliation',
        everyMs: dayMs,
        run: async () => {
          const changed = await reconciliation.reconcileAll();
          if (changed > 0) app.log.info({ changed }, 'reconciliation fixed contributions');
        },
      },
      // Without a real provider, the demo one renews what falls due as a provider would, every hour.
      ...(hasLiveProvider
        ? []
        : [{ name: 'demo-renewals', everyMs: demoRenewalEveryMs, run: () => demo.simulate.renew(now()) }]),
    ],
  } satisfies WithServices;
}
