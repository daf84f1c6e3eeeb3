import type { Kysely } from 'kysely';
import type { Database } from '../../../kernel/db/database.ts';
import type { ProviderEvent } from '../provider-events.ts';
import { demoId, type DemoContext } from './demo-context.ts';

/** How the demo provider hands its events to Masthead: its in-process webhook. */
export type DemoEventSink = (events: ProviderEvent[]) => Promise<void>;

type WithoutId<E> = E extends ProviderEvent ? Omit<E, 'eventId'> : never;
/** An event as it is written, without the id it gets. */
export type NewDemoEvent = WithoutId<ProviderEvent>;

/**
 * Writes an event in the transaction of the change it reports, so the two
 * commit together; it is delivered after the commit.
 */
export async function recordEvent(trx: Kysely<Database>, ctx: DemoContext, event: NewDemoEvent): Promise<void> {
  const full = { ...event, eventId: demoId('evt') } as ProviderEvent;
  await trx
    .insertInto('demo_events')
    .values({ id: full.eventId, event: JSON.stringify(full) })
    .execute();
  ctx.recorded.push(full);
}

const dateFields = ['chargeDate', 'periodEnd', 'cancelledAt'] as const;

/** An event read back from its jsonb column: its dates are Dates again. */
function storedEvent(stored: Record<string, unknown>): ProviderEvent {
  const event: Record<string, unknown> = { ...stored };
  for (const field of dateFields) {
    const value = event[field];
    if (typeof value === 'string') event[field] = new Date(value);
  }
  return event as unknown as ProviderEvent;
}

const batchSize = 100;

/** Hands every undelivered event to `deliver`, oldest first, marking each batch once it was taken. */
async function deliverPending(db: Kysely<Database>, deliver: DemoEventSink): Promise<void> {
  for (;;) {
    const rows = await db
      .selectFrom('demo_events')
      .select(['id', 'event'])
      .where('delivered_at', 'is', null)
      .orderBy('seq')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    await deliver(rows.map((row) => storedEvent(row.event)));
    await db
      .updateTable('demo_events')
      .set({ delivered_at: new Date() })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  }
}

export interface DemoDelivery {
  /** Delivers what is undelivered now; rejects with `deliver`'s error (the events stay undelivered). */
  flush(): Promise<void>;
  /** Delivers in the background, as a webhook arrives after the call that caused it; failures go to `onError`. */
  soon(): void;
  /** Resolves once the deliveries started so far have ended. */
  idle(): Promise<void>;
}

/**
 * The demo's webhook sender. Deliveries of one provider run one at a time;
 * two app servers may both deliver an event (Masthead skips an event id it
 * has seen, as with any provider's redelivery). Nothing is delivered inside
 * a transaction: Masthead's handler may write to the same database.
 */
export function createDemoDelivery(
  db: Kysely<Database>,
  deliver: DemoEventSink,
  onError: (error: unknown) => void,
): DemoDelivery {
  let queue: Promise<void> = Promise.resolve();
  const flush = () => {
    const run = queue.catch(() => {}).then(() => deliverPending(db, deliver));
    queue = run;
    return run;
  };
  return {
    flush,
    soon: () => void flush().catch(onError),
    idle: () => queue.catch(() => {}),
  };
}
