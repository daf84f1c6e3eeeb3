import type { PaymentFlowParams } from '@masthead/core';
import type { Router } from '../../../routes/location-store.ts';

/** Where the provider sends the member back; the server adds `?paymentFlowId=…`. */
export const completePaths = {
  contribution: '/profile/contribution/complete',
  paymentMethod: '/profile/contribution/payment-method/complete',
} as const;

export const completeUrl = (path: string) => `${location.origin}${path}`;

/**
 * Follows a started payment flow (docs/product/api.md, "Shapes worth knowing"): to the provider's page
 * (`redirectUrl`, a full page load, as the demo checkout and the hosted
 * pages of Stripe and GoCardless need), or, without one, nothing is left to
 * do at the provider and the flow completes here.
 */
export function followPaymentFlow(flow: PaymentFlowParams, completePath: string, router: Router): void {
  if (flow.redirectUrl) return location.assign(flow.redirectUrl);
  router.navigate(`${completePath}?paymentFlowId=${encodeURIComponent(flow.paymentFlowId)}`);
}
