/**
 * Remembers what `load` gave for a key for `ttlMs`, so a hot path (every
 * response submission) does not ask the database for the same call-out or
 * settings many times a second. Concurrent misses share one load; a failed
 * load is not remembered. `clear()` after a write in this process makes the
 * next read fresh; other app servers see the change within `ttlMs`.
 * @example const recent = createRecentCache<CalloutRow | null>(1000); await recent.get(slug, () => find(slug))
 */
export function createRecentCache<V>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<V>; until: number }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const time = now();
      const entry = entries.get(key);
      if (entry && entry.until > time) return entry.value;
      const value = load();
      entries.set(key, { value, until: time + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Keys come from requests: expired entries go before the map can grow without end.
      if (entries.size > 1000) {
        for (const [name, { until }] of entries) if (until <= time) entries.delete(name);
      }
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
