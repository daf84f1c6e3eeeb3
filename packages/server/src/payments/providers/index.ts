export type {
  PaymentProvider,
  StartFlowInput,
  StartedFlow,
  CompleteFlowInput,
  CompletedFlow,
  CreateContributionInput,
  ProviderContribution,
  UpdateContributionInput,
  UpdatedContribution,
  ChangePaymentMethodInput,
  OneOffPaymentInput,
  WebhookInput,
  RunningSubscription,
} from './payment-provider.ts';
export {
  stripeMethods,
  goCardlessMethods,
  providerName,
  providerOf,
  isPaymentMethod,
  type StripeMethod,
  type GoCardlessMethod,
  type ProviderName,
} from './payment-methods.ts';
export type { PaymentSource } from './payment-source.ts';
export type {
  ProviderPayment,
  ProviderEvent,
  PaymentEvent,
  SubscriptionCancelledEvent,
  CustomerDeletedEvent,
  PaymentMethodDetachedEvent,
  RejectedEvent,
} from './provider-events.ts';
export {
  PaymentProviderError,
  InvalidWebhookError,
  providerFailure,
  type ProviderFailure,
  type InvalidWebhookReason,
} from './provider-errors.ts';
export { createStripeProvider, type StripeProviderOptions } from './stripe/create-stripe-provider.ts';
export { stripeWebhookEvents } from './stripe/stripe-webhook-events.ts';
export { createGoCardlessProvider, type GoCardlessProviderOptions } from './gocardless/create-gocardless-provider.ts';
export {
  createDemoProvider,
  demoCheckoutOutcomes,
  type DemoProvider,
  type DemoProviderOptions,
  type DemoCheckout,
  type DemoCheckoutOutcome,
  type DemoCheckoutView,
  type DemoEventSink,
  type DemoSimulation,
  type DemoTarget,
} from './demo/index.ts';
