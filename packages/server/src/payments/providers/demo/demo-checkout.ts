import type { PaymentMethod } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../kernel/db/database.ts';
import { isDemoFlowId } from './demo-context.ts';

/** What the member may answer on the demo checkout page. */
export const demoCheckoutOutcomes = ['succeed', 'fail'] as const;
export type DemoCheckoutOutcome = (typeof demoCheckoutOutcomes)[number];

/** A demo checkout as its page shows it. */
export interface DemoCheckoutView {
  id: string;
  method: PaymentMethod;
  email: string;
  description: string | null;
  status: 'open' | 'succeeded' | 'failed';
  /** Where the flow's starter asked the member to be sent back (checked by the route that started it). */
  returnUrl: string;
  /** Masthead's payment flow id (`StartFlowInput.flowId`), for what the flow charges. */
  flowId: string;
}

export type DemoCheckoutDecision =
  | { result: 'decided'; checkout: DemoCheckoutView }
  | { result: 'already-decided'; checkout: DemoCheckoutView }
  | { result: 'unknown' };

/** The demo checkout page's side of the provider: read a checkout, pay or decline it once. */
export interface DemoCheckout {
  /** The checkout, or null for an id no flow has. */
  get(id: string): Promise<DemoCheckoutView | null>;
  /** Pays (`succeed`) or declines (`fail`) an open checkout; a decided one stays as it was. */
  decide(id: string, outcome: DemoCheckoutOutcome): Promise<DemoCheckoutDecision>;
}

const columns = ['id', 'flow_id', 'method', 'email', 'description', 'status', 'complete_url'] as const;

type Row = { complete_url: string; flow_id: string; method: string } & Omit<
  DemoCheckoutView,
  'method' | 'returnUrl' | 'flowId'
>;

const view = ({ complete_url, flow_id, method, ...row }: Row): DemoCheckoutView => ({
  ...row,
  method: method as PaymentMethod,
  returnUrl: complete_url,
  flowId: flow_id,
});

export function createDemoCheckout(db: Kysely<Database>, now: () => Date): DemoCheckout {
  const get = async (id: string) => {
    if (!isDemoFlowId(id)) return null;
    const row = await db.selectFrom('demo_flows').select(columns).where('id', '=', id).executeTakeFirst();
    return row ? view(row) : null;
  };
  return {
    get,
    async decide(id, outcome) {
      if (!isDemoFlowId(id)) return { result: 'unknown' };
      // One statement: of two answers at once, exactly one finds the checkout open.
      const decided = await db
        .updateTable('demo_flows')
        .set({ status: outcome === 'succeed' ? 'succeeded' : 'failed', decided_at: now() })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .returning(columns)
        .executeTakeFirst();
      if (decided) return { result: 'decided', checkout: view(decided) };
      const checkout = await get(id);
      return checkout ? { result: 'already-decided', checkout } : { result: 'unknown' };
    },
  };
}
