export { startStripeDouble, type StripeDouble } from './stripe-double.ts';
export { startGoCardlessDouble, type GoCardlessDouble } from './gocardless-double.ts';
export { stripeKit, goCardlessKit } from './provider-kits.ts';
export type { RecordedRequest, Fault } from './http-double.ts';
