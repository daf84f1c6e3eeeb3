/** Where the ids of the notices dismissed in this browser session are kept. */
export const dismissedKey = 'masthead:dismissed-notices';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The store of this tab's session, or none where the browser refuses storage (private modes, policies). */
function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The ids dismissed this session. Anything unreadable in the store counts
 * as nothing dismissed: a notice shown again is better than one lost.
 */
export function readDismissed(store: Store | null = sessionStore()): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(dismissedKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Adds one id to the dismissed ones and answers the new list. Where the
 * store refuses the write, the notice still goes for this page view.
 * @example dismissNotice('n1') // ['n1']
 */
export function dismissNotice(id: string, store: Store | null = sessionStore()): string[] {
  const ids = readDismissed(store);
  const next = ids.includes(id) ? ids : [...ids, id];
  try {
    store?.setItem(dismissedKey, JSON.stringify(next));
  } catch {
    // Full or refused storage: kept in the page's state only.
  }
  return next;
}
