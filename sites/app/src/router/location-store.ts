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
  dispose(): void;
}

/** The browser history as a valtio store, with a guard that can refuse a move. */
export function createRouter(win: Window = window): Router {
  const location = proxy<LocationState>({ pathname: win.location.pathname, search: win.location.search });
  let guard: ((to: URL) => boolean) | null = null;

  const sync = () => {
    location.pathname = win.location.pathname;
    location.search = win.location.search;
  };
  win.addEventListener('popstate', sync);

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
    dispose() {
      win.removeEventListener('popstate', sync);
    },
  };
}
