import type { PaymentFlowParams } from '@masthead/core';
import type { Router } from '../../../router/location-store.ts';

/** Where the provider sends the member back; the server adds `?paymentFlowId=…`. */
export const completePaths = {
  contribution: '/profile/contribution/complete',
  paymentMethod: '/profile/contribution/payment-method/complete',
} as const;

export const completeUrl = (path: string) => `${location.origin}${path}`;

/**
 * Follows a started payment flow (API.md): to the provider's page
 * (`redirectUrl`, a full page load, as the demo checkout and hosted pages
 * need), or, with neither a page nor a secret, nothing is left to do at the
 * provider and the flow completes here. A `clientSecret` asks for the
 * provider's script (Stripe.js card entry), which the app does not have
 * yet: 'card-entry' tells the form to offer another method instead.
 */
export function followPaymentFlow(
  flow: PaymentFlowParams,
  completePath: string,
  router: Router,
): 'left' | 'card-entry' {
  if (flow.redirectUrl) {
    location.assign(flow.redirectUrl);
    return 'left';
  }
  if (flow.clientSecret || !flow.paymentFlowId) return 'card-entry';
  router.navigate(`${completePath}?paymentFlowId=${encodeURIComponent(flow.paymentFlowId)}`);
  return 'left';
}
