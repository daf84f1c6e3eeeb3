import { answerPassMessage, type AnswerPass } from '@masthead/core';

/**
 * A member's answer pass on a newsroom's page of another origin, where no
 * cookie of ours goes along (packages/elements/README.md, "Members-only
 * call-outs"): asked for through a login popup on the hosted site, kept for
 * the page's tab in sessionStorage so a reload does not ask again, sent as a
 * header with the two calls it is good for (`pass-headers.ts`).
 */

const storageKey = (apiOrigin: string, calloutId: string) => `masthead:answer-pass:${apiOrigin}:${calloutId}`;

const live = (pass: AnswerPass, now = Date.now()) => Date.parse(pass.expires) > now + 60_000;

/** The pass kept for this call-out, while it has a minute or more left; null otherwise (or without storage). */
export function storedPass(apiOrigin: string, calloutId: string): AnswerPass | null {
  try {
    const kept = sessionStorage.getItem(storageKey(apiOrigin, calloutId));
    const pass = kept ? (JSON.parse(kept) as AnswerPass) : null;
    return pass && pass.calloutId === calloutId && typeof pass.token === 'string' && live(pass) ? pass : null;
  } catch {
    return null;
  }
}

export function keepPass(apiOrigin: string, pass: AnswerPass): void {
  try {
    sessionStorage.setItem(storageKey(apiOrigin, pass.calloutId), JSON.stringify(pass));
  } catch {
    // Storage refused (private mode, full): the pass lasts as long as the page.
  }
}

/** Forgets a pass the server no longer takes (ended, or its session logged out). */
export function dropPass(apiOrigin: string, calloutId: string): void {
  try {
    sessionStorage.removeItem(storageKey(apiOrigin, calloutId));
  } catch {
    // Nothing kept.
  }
}

export interface LoginPopupOptions {
  apiOrigin: string;
  calloutId: string;
  lang: string;
  /** The page's origin, where the pass is to go. */
  pageOrigin?: string;
  /** Tests: the window to open the popup from. */
  view?: Window;
}

/**
 * Opens the hosted site's login popup for the call-out and waits for the
 * member's pass: answered with it, with null when the member closes the
 * popup without one, with `'blocked'` when the browser refused to open it.
 * Only a message from the popup itself, of the API's origin, for this
 * call-out counts.
 */
export function askForPass({
  apiOrigin,
  calloutId,
  lang,
  pageOrigin,
  view = window,
}: LoginPopupOptions): Promise<AnswerPass | null | 'blocked'> {
  const origin = pageOrigin ?? view.location.origin;
  const url = `${apiOrigin}/crowdnewsroom/${encodeURIComponent(calloutId)}/answer-pass?origin=${encodeURIComponent(origin)}&lang=${encodeURIComponent(lang)}`;
  const popup = view.open(url, 'masthead-answer-pass', 'popup,width=520,height=720');
  if (!popup) return Promise.resolve('blocked');
  popup.focus();
  return new Promise((resolve) => {
    let waiting = true;
    const done = (result: AnswerPass | null) => {
      if (!waiting) return;
      waiting = false;
      view.removeEventListener('message', onMessage);
      clearInterval(watch);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; pass?: AnswerPass } | null;
      if (event.origin !== apiOrigin || event.source !== popup || data?.type !== answerPassMessage) return;
      if (data.pass?.calloutId !== calloutId || typeof data.pass.token !== 'string') return;
      done(data.pass);
    };
    view.addEventListener('message', onMessage);
    // Closed without a pass (Cancel, or the window's close button): the widget stops waiting.
    const watch = setInterval(() => {
      if (popup.closed) setTimeout(() => done(null), 300);
    }, 500);
  });
}
