import { randomUUID } from 'node:crypto';
import {
  checkContributionRequest,
  defaultGeneralSettings,
  defaultJoinSettings,
  defaultJoinSetup,
  normalEmail,
  type FieldError,
  type PaymentMethod,
  type SignupBody,
} from '@masthead/core';
import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { DomainError } from '../kernel/domain-error.ts';
import type { CompleteUrlCheck } from '../payments/complete-url-check.ts';
import { providerTrouble, withFlowId, type StartedPaymentFlow } from '../payments/contribution-service.ts';
import type { PaymentProvider } from '../payments/providers/index.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';
import { checkSameSite } from '../accounts/recovery-service.ts';
import type { JoinEmails } from './join-emails.ts';
import type { JoinFlowRepository } from './join-flow-repository.ts';
import type { RateLimiter } from '../kernel/rate-limits/rate-limiter.ts';

export interface SignupStartOptions {
  flows: JoinFlowRepository;
  content: Pick<ContentRepository, 'get'>;
  providerFor: (method: PaymentMethod) => PaymentProvider | null;
  emails: Pick<JoinEmails, 'confirmation'>;
  captcha: Pick<CaptchaService, 'verify'>;
  /** Counts `signupEmail`: only a request that passed every check and is about to make a join flow. */
  limiter: Pick<RateLimiter, 'enforce'>;
  log: FastifyBaseLogger;
  now: () => Date;
  /**
   * Where the provider may send the reader back: the organisation's site, or
   * an article on a site of EMBED_ORIGINS (payments/complete-url-check.ts).
   */
  checkCompleteUrl: CompleteUrlCheck;
}

const prefixed = (errors: FieldError[]) => errors.map((error) => ({ ...error, field: `contribution.${error.field}` }));

/**
 * `POST signup`: everything is judged before anything is written — the
 * addresses on the organisation's own site, the contribution against
 * content/join (or joining without one, where allowed), the captcha where
 * content/join/setup turns it on. Then the per-email rate limit, a join flow, and the provider's
 * payment flow or, without a contribution, the confirmation email. A
 * provider or mail failure removes the join flow again.
 */
export function createSignupStart(options: SignupStartOptions) {
  const { flows, content, providerFor, emails, captcha, limiter, log, now, checkCompleteUrl } = options;

  const checkUrls = async (body: SignupBody) => {
    const { siteUrl } = await content.get(contentSections.general, defaultGeneralSettings);
    checkSameSite(body.loginUrl, siteUrl, 'loginUrl');
    checkSameSite(body.setPasswordUrl, siteUrl, 'setPasswordUrl');
    checkSameSite(body.confirmUrl, siteUrl, 'confirmUrl');
  };

  /** The checked contribution (amount in cents) and the provider that serves its method; null: none asked. */
  const checkContribution = async (body: SignupBody) => {
    const settings = await content.get(contentSections.join, defaultJoinSettings);
    const asked = body.contribution;
    if (!asked) {
      if (!settings.showNoContribution)
        throw new DomainError('validation', [{ field: 'contribution', rule: 'required' }]);
      return null;
    }
    const completeUrl = await checkCompleteUrl(asked.completeUrl, 'contribution.completeUrl');
    const result = checkContributionRequest(
      {
        amount: asked.amount,
        period: asked.period,
        payFee: asked.payFee ?? false,
        prorate: asked.prorate ?? false,
        paymentMethod: asked.paymentMethod,
      },
      settings,
    );
    if (!result.ok) throw new DomainError('validation', prefixed(result.errors));
    const provider = providerFor(asked.paymentMethod);
    if (!provider) throw new DomainError('payment-method-unavailable');
    const { amount, period, payFee, prorate } = result.choice;
    return {
      provider,
      method: asked.paymentMethod,
      completeUrl,
      choice: { amount, period, payFee, prorate },
    };
  };

  const checkCaptcha = async (token: string | undefined) => {
    const { captcha: wanted } = await content.get(contentSections.joinSetup, defaultJoinSetup);
    if (!wanted) return;
    if (!token) throw new DomainError('captcha-required');
    if ((await captcha.verify(token)) !== 'ok') throw new DomainError('captcha-invalid');
  };

  return async function start(body: SignupBody, captchaToken?: string): Promise<StartedPaymentFlow | null> {
    await checkUrls(body);
    const contribution = await checkContribution(body);
    await checkCaptcha(captchaToken);
    // Counted only now: a request refused above (a 422, a missing captcha the embedded join then
    // asks for) starts nothing and sends nothing, so it must not use up the address's five an hour.
    await limiter.enforce([['signupEmail', normalEmail(body.email)]]);
    const common = {
      email: body.email.trim(),
      login_url: body.loginUrl,
      set_password_url: body.setPasswordUrl,
      confirm_url: body.confirmUrl,
      source: body.source ?? null,
    };
    if (!contribution) {
      // Nothing to pay: the flow is complete at once and the email goes now.
      const flow = await flows.create({ ...common, completed_at: now() });
      await emails.confirmation(flow).catch(async (error: unknown) => {
        await flows.remove(flow.id);
        throw error;
      });
      return null;
    }
    const { provider, method, completeUrl, choice } = contribution;
    const paymentFlowId = randomUUID();
    const flow = await flows.create({
      ...common,
      payment_flow_id: paymentFlowId,
      contribution: choice,
      method,
      provider: provider.name,
      provider_flow_id: '',
    });
    try {
      const started = await provider.startFlow({
        flowId: paymentFlowId,
        method,
        completeUrl: withFlowId(completeUrl, paymentFlowId),
        email: common.email,
      });
      await flows.setProviderFlowId(flow.id, started.providerFlowId);
      return { paymentFlowId, ...started.params };
    } catch (error) {
      await flows.remove(flow.id);
      return providerTrouble(error, log);
    }
  };
}
