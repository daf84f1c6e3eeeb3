import {
  calloutStatus,
  checkJoinSettings,
  defaultJoinSettings,
  defaultJoinSetup,
  type JoinSettings,
  type JoinSettingsPatch,
  type JoinSetup,
  type JoinSetupPatch,
  type PaymentMethod,
} from '@masthead/core';
import { DomainError } from '../kernel/domain-error.ts';
import type { CalloutRepository } from '../callouts/callout-repository.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';
import { mergeSettings } from '../content/merge-settings.ts';

/** What the server's payment set-up adds to content/join. */
export interface JoinPaymentSetup {
  /** Whether a configured provider (or the demo one) serves the method. */
  serves(method: PaymentMethod): boolean;
  /** Stripe's publishable key, when one is configured. */
  stripePublicKey: string | null;
  /** The currency contributions are charged in. */
  currency(): Promise<string>;
  /** The origins a provider may send a joining reader back to (payments/complete-url-check.ts). */
  returnOrigins(): Promise<string[]>;
}

export interface JoinSettingsOptions {
  content: ContentRepository;
  callouts: Pick<CalloutRepository, 'find'>;
  payments: JoinPaymentSetup;
  now: () => Date;
}

/**
 * content/join and content/join/setup (docs/product/api.md, "Shapes worth
 * knowing"): read with the defaults under what is stored, changed by merging, and checked as a whole after the merge
 * so that no PATCH leaves them inconsistent.
 */
export function createJoinSettings({ content, callouts, payments, now }: JoinSettingsOptions) {
  const stored = () => content.get(contentSections.join, defaultJoinSettings);
  const setup = () => content.get(contentSections.joinSetup, defaultJoinSetup);

  const view = async (): Promise<JoinSettings> => {
    const settings = await stored();
    return {
      ...settings,
      // The methods the newsroom offers that this server can take.
      paymentMethods: settings.paymentMethods.filter((method) => payments.serves(method)),
      stripePublicKey: payments.stripePublicKey,
      currency: await payments.currency(),
      returnOrigins: await payments.returnOrigins(),
    };
  };

  /** The join survey must be a call-out that exists; a required one must be open (it then cannot end). */
  const checkSurvey = async (next: JoinSetup) => {
    if (next.surveySlug === null) {
      if (next.surveyRequired) throw new DomainError('validation', [{ field: 'surveySlug', rule: 'required' }]);
      return;
    }
    const callout = await callouts.find(next.surveySlug);
    if (!callout || callout.slug !== next.surveySlug)
      throw new DomainError('validation', [{ field: 'surveySlug', rule: 'callout' }]);
    if (next.surveyRequired && calloutStatus(callout, now()) !== 'open')
      throw new DomainError('validation', [{ field: 'surveyRequired', rule: 'open-callout' }]);
  };

  return {
    view,
    setup,
    async patch(patch: JoinSettingsPatch): Promise<JoinSettings> {
      const errors = checkJoinSettings(mergeSettings(await stored(), patch));
      if (errors.length > 0) throw new DomainError('validation', errors);
      await content.patch(contentSections.join, patch);
      return view();
    },
    async patchSetup(patch: JoinSetupPatch): Promise<JoinSetup> {
      await checkSurvey(mergeSettings(await setup(), patch));
      await content.patch(contentSections.joinSetup, patch);
      return setup();
    },
  };
}

export type JoinSettingsService = ReturnType<typeof createJoinSettings>;
