import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../kernel/db/database.ts';
import { PaymentProviderError, type ProviderFailure } from '../provider-errors.ts';
import type { ProviderEvent } from '../provider-events.ts';

/** What every step of one demo provider operation needs. */
export interface DemoContext {
  db: Kysely<Database>;
  /** Lower-case ISO 4217 code of every payment. */
  currency: string;
  /** The operation's clock, read once: every date it writes is this one or derived from it. */
  at: Date;
  /** The events this operation wrote, in order; delivered once their transaction has committed. */
  recorded: ProviderEvent[];
}

/** The operation and flow id a refusal names. */
export interface DemoOperation {
  operation: string;
  flowId: string | null;
}

/**
 * A new id for a demo object, like the providers' own (`cus_…`): a prefix
 * and 144 random bits, so a flow id can be the only key to its checkout.
 * @example demoId('cus') // 'demo_cus_3q2VJ0yVt7pFz9cWlX0bQeHn'
 */
export function demoId(kind: 'flow' | 'cus' | 'pm' | 'sub' | 'pay' | 'evt'): string {
  return `demo_${kind}_${randomBytes(18).toString('base64url')}`;
}

/** Whether a string could be a demo flow id, so a path that cannot be one is a 404 without a query. */
export function isDemoFlowId(value: string): boolean {
  return /^demo_flow_[A-Za-z0-9_-]{24}$/.test(value);
}

/** A call the demo provider refuses, as a real provider's 4xx (`refused`) or an unfinished checkout (`incomplete`). */
export function demoRefusal(op: DemoOperation, reason: ProviderFailure, providerCode: string): PaymentProviderError {
  return new PaymentProviderError({ provider: 'demo', ...op, reason, providerCode });
}
