/** Just enough assertions for browser tests (no chai in this repo). */
export class AssertionError extends Error {
  override name = 'AssertionError';
}

const show = (v: unknown) => {
  try {
    return JSON.stringify(v);
  } catch {
    return String(v);
  }
};

interface Assert {
  ok(value: unknown, message?: string): asserts value;
  equal<T>(actual: T, expected: T, message?: string): void;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  match(actual: string, pattern: RegExp, message?: string): void;
}

// Typed explicitly: TypeScript only narrows through `asserts` on declared types.
export const assert: Assert = {
  ok(value, message = `expected a truthy value, got ${show(value)}`) {
    if (!value) throw new AssertionError(message);
  },
  equal(actual, expected, message) {
    if (!Object.is(actual, expected)) {
      throw new AssertionError(`${message ? message + ': ' : ''}expected ${show(expected)}, got ${show(actual)}`);
    }
  },
  deepEqual(actual, expected, message) {
    if (show(actual) !== show(expected)) {
      throw new AssertionError(`${message ? message + ': ' : ''}expected ${show(expected)}, got ${show(actual)}`);
    }
  },
  match(actual, pattern, message) {
    if (!pattern.test(actual)) {
      throw new AssertionError(`${message ? message + ': ' : ''}expected ${show(actual)} to match ${pattern}`);
    }
  },
};

/** Retries `check` until it stops throwing (React and Preact render asynchronously). */
export async function waitFor<T>(check: () => T, { timeout = 4000, interval = 10 } = {}): Promise<T> {
  const deadline = performance.now() + timeout;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
