/**
 * `load` run on the first call only; every later call gets the same promise.
 * A failed load rejects that call with its own error and is run again on
 * the next, so a passing fault (a busy disk) does not stick. For packages
 * imported on first use (sharp, a payment provider's SDK, Mailchimp).
 * @example const loadSharp = loadOnce(async () => (await import('sharp')).default)
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
