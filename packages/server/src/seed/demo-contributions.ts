import type { ContributionBody } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { createContributionService } from '../payments/contribution-service.ts';
import { createPaymentEvents } from '../payments/payment-events.ts';
import { createDemoProvider } from '../payments/providers/demo/index.ts';
import type { ProviderEvent } from '../payments/providers/index.ts';
import { createContactRepository } from '../contacts/contact-repository.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { createContributionRepository } from '../payments/contribution-repository.ts';
import { createPaymentRepository } from '../payments/payment-repository.ts';

interface DemoContribution {
  email: string;
  /** How many months (and days) ago it started: the demo provider renews it up to now, so it has a payment history. */
  monthsAgo: number;
  daysAgo?: number;
  body: ContributionBody;
  /** Its last renewal failed: the member is in their grace period, and sees the banner. */
  failing?: boolean;
}

/** The demo logins' contributions (README "Demo logins"), all through the demo provider: no money moves. */
const demoContributions: DemoContribution[] = [
  {
    email: 'member@example.org',
    monthsAgo: 5,
    body: { amount: 5, period: 'monthly', payFee: false, prorate: false, paymentMethod: 's_card' },
  },
  {
    email: 'member-2fa@example.org',
    monthsAgo: 3,
    body: { amount: 60, period: 'annually', payFee: false, prorate: false, paymentMethod: 'gc_direct-debit' },
  },
  {
    email: 'reviewer@example.org',
    monthsAgo: 4,
    // Renewed three days ago; the payment tried today fails.
    daysAgo: 3,
    body: { amount: 3, period: 'monthly', payFee: true, prorate: false, paymentMethod: 's_paypal' },
    failing: true,
  },
];

const monthsBefore = (date: Date, months: number) => {
  const earlier = new Date(date);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  return earlier;
};

/**
 * Gives the demo logins contributions as members would start them (the
 * contribution service, the demo checkout paid), months ago, then lets the
 * demo provider renew them up to `now`: payments every month or year, one
 * of them failing at the end. A login that does not exist is skipped.
 */
export async function seedDemoContributions({ db, now }: { db: Kysely<Database>; now: Date }): Promise<void> {
  let clock = now;
  const events = createPaymentEvents({ db });
  // The provider's events are held until the step that set them off has stored its side (the
  // contribution and its subscription id), then applied in order: the history comes out the same on
  // PGlite and on PostgreSQL, where a delivery could otherwise overtake the store.
  const held: ProviderEvent[] = [];
  const demo = createDemoProvider({ db, now: () => clock, deliver: async (delivered) => void held.push(...delivered) });
  const settle = async () => {
    await demo.idle();
    await events.apply(held.splice(0));
  };
  const contacts = createContactRepository({ db });
  const service = createContributionService({
    contacts,
    contributions: createContributionRepository({ db }),
    payments: createPaymentRepository({ db }),
    content: createContentRepository({ db }),
    providerFor: () => demo,
    paymentEvents: events,
    emails: { cancelled: async () => {} },
    log: { warn: () => {} },
    now: () => clock,
  });
  for (const seed of demoContributions) {
    const contact = await contacts.findByEmail(seed.email);
    if (!contact) continue;
    clock = new Date(monthsBefore(now, seed.monthsAgo).getTime() - (seed.daysAgo ?? 0) * 86_400_000);
    const flow = await service.start(contact.id, { ...seed.body, completeUrl: '/profile/contribution/complete' });
    const checkoutId = /\/demo-checkout\/([^/?]+)/.exec(flow.redirectUrl ?? '')?.[1];
    if (!checkoutId) throw new Error(`the demo provider gave no checkout for ${seed.email}`);
    await demo.checkout.decide(checkoutId, 'succeed');
    await service.complete(contact.id, flow.paymentFlowId);
    await settle();
  }
  clock = now;
  // Month by month, as the hourly renewals would have charged them.
  for (let months = 5; months >= 0; months--) {
    await demo.simulate.renew(monthsBefore(now, months));
    await settle();
  }
  for (const seed of demoContributions.filter((s) => s.failing)) {
    await demo.simulate.fail({ contactEmail: seed.email }, now);
    await settle();
  }
}
