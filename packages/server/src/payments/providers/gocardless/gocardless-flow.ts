import { PaymentMethod } from '@masthead/core';
import { InvalidStateError, type RedirectFlow } from 'gocardless-nodejs';
import { providerName, providerOf } from '../payment-methods.ts';
import type { CompleteFlowInput, CompletedFlow, StartFlowInput, StartedFlow } from '../payment-provider.ts';
import { providerFailure } from '../provider-errors.ts';
import {
  goCardlessRefusal,
  present,
  refusalReasons,
  type GoCardlessContext,
  type GoCardlessOperation,
} from './gocardless-context.ts';

/**
 * A redirect flow: GoCardless's hosted pages collect the bank details and
 * send the member back to `completeUrl` (with `redirect_flow_id`). The flow
 * id is the session token, so only this flow can complete it.
 */
export async function startGoCardlessFlow(ctx: GoCardlessContext, input: StartFlowInput): Promise<StartedFlow> {
  if (providerOf(input.method) !== providerName.gocardless)
    throw new TypeError(`GoCardless does not serve ${input.method}`);
  const flow = await ctx.call(() =>
    ctx.client.redirectFlows.create(
      {
        session_token: input.flowId,
        success_redirect_url: input.completeUrl,
        ...(input.description ? { description: input.description } : {}),
        prefilled_customer: { email: input.email, given_name: input.firstname, family_name: input.lastname },
      },
      `${input.flowId}:redirect-flow`,
    ),
  );
  return {
    providerFlowId: present(flow.id, 'a redirect flow id'),
    params: { redirectUrl: present(flow.redirect_url, 'a redirect url') },
  };
}

/**
 * Completes the redirect flow (which makes the customer, bank account and
 * mandate) and reads the bank account for the payment source. A flow
 * completed before, by an earlier try, is read back instead.
 */
export async function completeGoCardlessFlow(
  ctx: GoCardlessContext,
  input: CompleteFlowInput,
  op: GoCardlessOperation,
): Promise<CompletedFlow> {
  const flow = await completeOnce(ctx, input, op);
  const links = present(flow.links, 'redirect flow links');
  const accountId = present(links.customer_bank_account, 'a customer bank account');
  const account = await ctx.call(() => ctx.client.customerBankAccounts.find(accountId));
  return {
    method: PaymentMethod.DirectDebit,
    customerId: present(links.customer, 'a customer'),
    paymentMethodId: present(links.mandate, 'a mandate'),
    paymentSource: {
      method: PaymentMethod.DirectDebit,
      bankName: account.bank_name ?? '',
      accountHolderName: account.account_holder_name ?? '',
      accountNumberEnding: account.account_number_ending ?? '',
    },
  };
}

async function completeOnce(
  ctx: GoCardlessContext,
  input: CompleteFlowInput,
  op: GoCardlessOperation,
): Promise<RedirectFlow> {
  try {
    return await ctx.call(() =>
      ctx.client.redirectFlows.complete(input.providerFlowId, { session_token: input.flowId }),
    );
  } catch (error) {
    if (!(error instanceof InvalidStateError)) throw error;
    const reasons = refusalReasons(error);
    if (reasons.includes('redirect_flow_incomplete')) {
      throw goCardlessRefusal(op, providerFailure.incomplete, 'redirect_flow_incomplete');
    }
    if (!reasons.includes('redirect_flow_already_completed')) throw error;
  }
  const flow = await ctx.call(() => ctx.client.redirectFlows.find(input.providerFlowId));
  if (flow.session_token !== input.flowId) throw goCardlessRefusal(op, providerFailure.refused, 'flow_mismatch');
  return flow;
}
