export { createDemoProvider, type DemoProvider, type DemoProviderOptions } from './create-demo-provider.ts';
export {
  demoCheckoutOutcomes,
  type DemoCheckout,
  type DemoCheckoutDecision,
  type DemoCheckoutOutcome,
  type DemoCheckoutView,
} from './demo-checkout.ts';
export type { DemoEventSink } from './demo-events.ts';
export type { DemoSimulation, DemoSimulationResult, DemoTarget } from './demo-simulate.ts';
