/**
 * Runs at most `limit` of the given tasks at once; the others wait their
 * turn in order. Image re-encoding uses it: sharp works in libuv's thread
 * pool (four threads, shared with file reads and writes), so a burst of
 * large images must not take every thread.
 * @example const slots = limitConcurrency(2); await slots(() => reEncode(bytes))
 */
export function limitConcurrency(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
