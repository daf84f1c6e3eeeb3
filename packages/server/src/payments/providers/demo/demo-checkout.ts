import type { PaymentMethod } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
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

const columns = ['id', 'method', 'email', 'description', 'status'] as const;

export function createDemoCheckout(db: Kysely<Database>, now: () => Date): DemoCheckout {
  const get = async (id: string) => {
    if (!isDemoFlowId(id)) return null;
    const row = await db.selectFrom('demo_flows').select(columns).where('id', '=', id).executeTakeFirst();
    return row ? ({ ...row, method: row.method as PaymentMethod } satisfies DemoCheckoutView) : null;
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
      if (decided) return { result: 'decided', checkout: { ...decided, method: decided.method as PaymentMethod } };
      const checkout = await get(id);
      return checkout ? { result: 'already-decided', checkout } : { result: 'unknown' };
    },
  };
}
