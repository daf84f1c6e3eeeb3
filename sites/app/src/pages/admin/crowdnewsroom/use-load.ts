import { useEffect, useState, type DependencyList } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'done'; value: T };

/**
 * Runs `load` whenever `deps` change and keeps the latest answer; answers of
 * superseded runs are dropped. `reload()` runs it again, `set` replaces the value.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList) {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setResult({ state: 'done', value }),
      (error: unknown) => live && setResult({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  return {
    result,
    reload: () => setRound((n) => n + 1),
    set: (value: T) => setResult({ state: 'done', value }),
  };
}
