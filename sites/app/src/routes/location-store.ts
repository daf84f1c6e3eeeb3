import { proxy } from 'valtio/vanilla';

export interface LocationState {
  pathname: string;
  search: string;
}

export interface Router {
  location: LocationState;
  /** Returns false when a guard refused the move (the reader stays put). */
  navigate(to: string, options?: { replace?: boolean }): boolean;
  /** Set by the app: decides before a move whether it may happen. */
  setGuard(guard: ((to: URL) => boolean) | null): void;
  /**
   * Set by a page with unsaved work: asked before any move away (links, Back
   * and Forward), false keeps the reader on the page. Returns its removal.
   */
  holdOn(mayLeave: (to: URL) => boolean): () => void;
  dispose(): void;
}

/** The browser history as a valtio store, with a guard that can refuse a move. */
export function createRouter(win: Window = window): Router {
  const location = proxy<LocationState>({ pathname: win.location.pathname, search: win.location.search });
  let guard: ((to: URL) => boolean) | null = null;
  const holds = new Set<(to: URL) => boolean>();
  const mayLeave = (to: URL) => [...holds].every((check) => check(to));

  const sync = () => {
    location.pathname = win.location.pathname;
    location.search = win.location.search;
  };
  // Back and Forward have already moved the address when we hear of them: a refused one is undone.
  const onPopState = () => {
    const left = location.pathname + location.search;
    if (
      holds.size > 0 &&
      win.location.pathname + win.location.search !== left &&
      !mayLeave(new URL(win.location.href))
    ) {
      win.history.pushState(null, '', left);
      return;
    }
    sync();
  };
  win.addEventListener('popstate', onPopState);

  return {
    location,
    navigate(to, options = {}) {
      const url = new URL(to, win.location.href);
      if (url.origin !== win.location.origin) {
        // Replacing (a thank-you redirect) keeps Back from landing on the page that sent the reader on.
        if (options.replace) win.location.replace(url.href);
        else win.location.assign(url.href);
        return true;
      }
      if (guard && !options.replace && !guard(url)) return false;
      const moves = url.pathname + url.search !== location.pathname + location.search;
      if (moves && !options.replace && !mayLeave(url)) return false;
      const target = url.pathname + url.search + url.hash;
      if (options.replace) win.history.replaceState(null, '', target);
      else win.history.pushState(null, '', target);
      sync();
      win.scrollTo?.(0, 0);
      return true;
    },
    setGuard(next) {
      guard = next;
    },
    holdOn(check) {
      holds.add(check);
      return () => holds.delete(check);
    },
    dispose() {
      win.removeEventListener('popstate', onPopState);
    },
  };
}
