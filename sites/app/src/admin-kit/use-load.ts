import { useEffect, useState, type DependencyList } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'done'; value: T };

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Runs `load` whenever `deps` change and keeps the latest answer; answers of
 * superseded runs are dropped. An answer belongs to the `deps` it was loaded
 * for: when they change (another bucket, another page) the result is
 * 'loading' at once, never the old rows under the new heading. `reload()`
 * runs it again keeping the current answer on screen meanwhile; `set`
 * replaces the value.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList) {
  const [held, setHeld] = useState<{ deps: DependencyList; loaded: Loaded<T> }>({
    deps,
    loaded: { state: 'loading' },
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setHeld({ deps, loaded: { state: 'done', value } }),
      (error: unknown) => live && setHeld({ deps, loaded: { state: 'failed', error } }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's own list, as useEffect's; `load` is new each render.
  }, [...deps, round]);
  const result: Loaded<T> = sameDeps(held.deps, deps) ? held.loaded : { state: 'loading' };
  return {
    result,
    reload: () => setRound((n) => n + 1),
    set: (value: T) => setHeld({ deps, loaded: { state: 'done', value } }),
  };
}
