/** docs/product/limits.md, "Backend health": first answer within 500 ms, then up to 60 tries 1 s apart. */
export const healthTiming = { firstWaitMs: 500, retryDelayMs: 1000, maxRetries: 60 } as const;

export interface HealthWatchDeps {
  /** Resolves true when the backend says it is healthy; never rejects. */
  check: () => Promise<boolean>;
  sleep: (ms: number) => Promise<void>;
  /** The backend did not answer in time: show the 'Starting' screen. */
  onUnhealthy: () => void;
  /** It was unhealthy and now answers: the page reloads. */
  onRecovered: () => void;
  /** Every try used up: the Try Again action is the way on. */
  onGaveUp: () => void;
  timing?: typeof healthTiming;
}

/**
 * Waits for the backend. Resolves true when it was healthy at once (the app
 * renders), false when it was not (the caller shows 'Starting'; a recovery
 * calls onRecovered, and running `retry()` again starts another 60 tries).
 */
export function createHealthWatch(deps: HealthWatchDeps) {
  const timing = deps.timing ?? healthTiming;
  let running = false;

  async function retry(): Promise<void> {
    if (running) return;
    running = true;
    try {
      for (let attempt = 0; attempt < timing.maxRetries; attempt++) {
        await deps.sleep(timing.retryDelayMs);
        if (await deps.check()) {
          deps.onRecovered();
          return;
        }
      }
      deps.onGaveUp();
    } finally {
      running = false;
    }
  }

  async function start(): Promise<boolean> {
    const first = await Promise.race([deps.check(), deps.sleep(timing.firstWaitMs).then(() => false)]);
    if (first) return true;
    deps.onUnhealthy();
    void retry();
    return false;
  }

  return {
    start,
    retry,
    get retrying() {
      return running;
    },
  };
}

/** Asks `/health`; anything but a 200 with status ok counts as unhealthy. */
export async function checkHealth(url: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return false;
    const body = (await response.json()) as { status?: string };
    return body.status === 'ok';
  } catch {
    return false;
  }
}
