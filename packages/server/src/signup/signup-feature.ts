import type { PaymentMethod } from '@masthead/core';
import type { AppKit } from '../app-kit.ts';
import { dayMs, type WithServices } from '../kernel/feature.ts';
import type { accountsFeature } from '../accounts/accounts-feature.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import type { CalloutRepository } from '../callouts/callout-repository.ts';
import type { paymentsFeature } from '../payments/payments-feature.ts';
import {
  createJoinConfirm,
  createJoinEmails,
  createJoinFlowRepository,
  createJoinSettings,
  createSignupComplete,
  createSignupStart,
} from './index.ts';
import { signupRoutes } from './signup-routes.ts';

interface SignupNeeds {
  accounts: Pick<ReturnType<typeof accountsFeature>, 'sessions' | 'links'>;
  payments: Pick<
    ReturnType<typeof paymentsFeature>,
    'providerFor' | 'currency' | 'contributions' | 'checkCompleteUrl' | 'checkoutCharges'
  >;
  captcha: CaptchaService;
  callouts: CalloutRepository;
}

/**
 * Joining: the join settings (which the content routes serve) and a join
 * flow's three steps (start, completion after the provider, confirmation);
 * flows past their 7 days are removed every night.
 */
export function signupFeature(kit: AppKit, { accounts, payments, captcha, callouts }: SignupNeeds) {
  const { app, db, content, contacts, mailer, limiter, now } = kit;
  const { providerFor, contributions, checkCompleteUrl } = payments;
  const flows = createJoinFlowRepository({ db });
  // A join's checkout charges what the reader chose on the join form.
  payments.checkoutCharges.addSource(async (paymentFlowId) => {
    const flow = await flows.byPaymentFlow(paymentFlowId);
    if (!flow?.contribution || !flow.method) return null;
    return { choice: flow.contribution, method: flow.method as PaymentMethod, contactId: null };
  });
  const emails = createJoinEmails({ contacts, links: accounts.links, content, mailer, now });
  const log = app.log;
  const joinSettings = createJoinSettings({
    content,
    callouts,
    now,
    payments: {
      serves: (method) => providerFor(method) !== null,
      // Stripe's hosted pages need no publishable key in the browser (payments/providers/README.md).
      stripePublicKey: null,
      currency: payments.currency,
      returnOrigins: checkCompleteUrl.origins,
    },
  });
  const start = createSignupStart({
    flows,
    content,
    providerFor,
    emails,
    captcha,
    limiter,
    log,
    now,
    checkCompleteUrl,
  });
  const completion = createSignupComplete({ flows, providerFor, emails, content, log, now });
  const confirm = createJoinConfirm({ flows, contacts, contributions, providerFor, emails, log, now });
  return {
    joinSettings,
    api(api) {
      api.register(signupRoutes, { start, completion, confirm, contacts, sessions: accounts.sessions, limiter, now });
    },
    tasks: [
      {
        // Join flows past their 7 days: their links no longer work, and what readers typed is not kept.
        name: 'join-flow-expiry',
        everyMs: dayMs,
        run: async () => {
          const removed = await flows.removeExpired(now());
          if (removed > 0) log.info({ removed }, 'expired join flows removed');
        },
      },
    ],
  } satisfies WithServices;
}
