/** One item's outcome in a batch: its result, or the error that refused it alone. */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface BatchWriterOptions<T, R> {
  /**
   * Writes one batch (all items share `key`) and settles each item in order.
   * A throw refuses the whole batch with that error.
   */
  write(key: string, items: T[]): Promise<Settled<R>[]>;
  /** The most items one write takes. */
  maxBatch?: number;
}

/**
 * Group commit in the app: while one write for a key is in flight, items for
 * that key wait, and the next write takes all of them at once. A lone item is
 * written at once (no timer, no added latency); under load, many items share
 * one statement and one commit instead of queueing for a lock one by one.
 * @example
 *   const add = createBatchWriter({write: (calloutId, rows) => insertAll(calloutId, rows)});
 *   const {id} = await add(calloutId, row);
 */
export function createBatchWriter<T, R>({
  write,
  maxBatch = 100,
}: BatchWriterOptions<T, R>): (key: string, item: T) => Promise<R> {
  interface Waiting {
    item: T;
    resolve: (value: R) => void;
    reject: (error: unknown) => void;
  }
  const queues = new Map<string, Waiting[]>();

  async function drain(key: string, queue: Waiting[]) {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const results = await write(
          key,
          batch.map((waiting) => waiting.item),
        );
        batch.forEach((waiting, index) => {
          const result = results[index];
          if (!result) waiting.reject(new Error('The batch write settled fewer items than it was given'));
          else if (result.ok) waiting.resolve(result.value);
          else waiting.reject(result.error);
        });
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    queues.delete(key);
  }

  return (key, item) =>
    new Promise<R>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const started = [{ item, resolve, reject }];
      queues.set(key, started);
      void drain(key, started);
    });
}
