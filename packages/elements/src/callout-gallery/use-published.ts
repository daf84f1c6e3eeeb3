import { ApiError } from '@masthead/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Callout, ResponseMapItem } from '@masthead/core';
import { errorCode, type WidgetApi } from '../widget-api.tsx';
import { emit } from '../emit.ts';
import { focusLoaded } from '../load-failed.tsx';
import { responseView, type ResponseView } from './published.ts';

export type Published =
  | { phase: 'loading' }
  | { phase: 'not-found' }
  /** `code`: the failed call's (`network` when the API was not reached); `retrying`: `reload` was called and the new try is under way. */
  | { phase: 'failed'; code: string; retrying: boolean }
  | {
      phase: 'ready';
      callout: Callout;
      view: ResponseView;
      items: ResponseMapItem[];
      total: number;
      /** A further page is being fetched, or the last try failed. */
      more: 'idle' | 'loading' | 'failed';
    };

interface Options {
  /** Responses per request. */
  pageSize: number;
  /** Fetch every page at once (the map), up to `limit`; else one page per `loadMore` (the gallery). */
  all?: boolean;
  limit?: number;
}

/** `GET callout/{slug}?with=form&with=responseViewSchema&variant=<locale>`: the call-out, its form (for answer labels) and how it shows responses. */
const fetchCalloutView = (api: WidgetApi, slug: string, locale: string) =>
  api.callouts.get(
    { params: { id: slug }, query: { with: ['form', 'responseViewSchema'], variant: locale } },
    { credentials: 'omit' },
  );

/** `GET callout/{id}/responses/map`: one page of the responses the call-out publishes (public, no cookies needed). */
const fetchPublishedResponses = (api: WidgetApi, calloutId: string, query: { limit: number; offset: number }) =>
  api.responses.published({ params: { id: calloutId }, query }, { credentials: 'omit' });

const errorDetail = (error: unknown) => ({
  code: errorCode(error),
  message: error instanceof Error ? error.message : '',
});

/**
 * A call-out (with its form and response view) and its published responses,
 * page by page. Fires `callout:loaded` once the first page is shown, and
 * `callout:error` for any failed request, from `anchor`.
 */
export function usePublished(
  api: WidgetApi,
  slug: string,
  locale: string | null,
  anchor: { current: Element | null },
  { pageSize, all = false, limit = 1000 }: Options,
): { state: Published; loadMore: () => void; reload: () => void; attempt: number } {
  const [state, setState] = useState<Published>({ phase: 'loading' });
  const run = useRef(0);
  // "Try again" after a failed load: counts the tries; the failure stays shown (as retrying) until the answer.
  const [attempt, setAttempt] = useState(0);
  const retried = useRef(false);
  const reload = useCallback(() => {
    retried.current = true;
    setState((now) => (now.phase === 'failed' ? { ...now, retrying: true } : now));
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    const mine = ++run.current;
    const live = () => run.current === mine;
    setState((now) => (now.phase === 'failed' && now.retrying ? now : { phase: 'loading' }));
    if (!locale) return;
    if (!slug) {
      setState({ phase: 'not-found' });
      return;
    }
    void (async () => {
      try {
        const callout = await fetchCalloutView(api, slug, locale);
        const view = responseView(callout);
        const published = view.gallery || view.map !== null;
        let page = published
          ? await fetchPublishedResponses(api, callout.id, { limit: pageSize, offset: 0 })
          : { items: [], total: 0, offset: 0, count: 0 };
        const items = [...page.items];
        while (all && page.count > 0 && items.length < Math.min(page.total, limit)) {
          page = await fetchPublishedResponses(api, callout.id, { limit: pageSize, offset: items.length });
          items.push(...page.items);
        }
        if (!live()) return;
        setState({ phase: 'ready', callout, view, items, total: all ? items.length : page.total, more: 'idle' });
        emit(anchor.current, 'callout:loaded', { slug, id: callout.id });
      } catch (error) {
        if (!live()) return;
        const notFound = error instanceof ApiError && error.httpCode === 404;
        setState(notFound ? { phase: 'not-found' } : { phase: 'failed', code: errorCode(error), retrying: false });
        emit(anchor.current, 'callout:error', errorDetail(error));
      }
    })();
  }, [api, slug, locale, pageSize, all, limit, anchor, attempt]);

  // Loaded after "Try again": focus moves from the button (now gone) to what came instead.
  useEffect(() => {
    if (!retried.current || state.phase === 'loading' || state.phase === 'failed') return;
    retried.current = false;
    focusLoaded(anchor.current);
  }, [state.phase, anchor]);

  const loadMore = useCallback(() => {
    if (state.phase !== 'ready' || state.more === 'loading' || state.items.length >= state.total) return;
    const mine = run.current;
    const { callout, items } = state;
    setState({ ...state, more: 'loading' });
    void fetchPublishedResponses(api, callout.id, { limit: pageSize, offset: items.length }).then(
      (page) => {
        if (run.current !== mine) return;
        setState((s) =>
          s.phase === 'ready' ? { ...s, items: [...s.items, ...page.items], total: page.total, more: 'idle' } : s,
        );
      },
      (error: unknown) => {
        if (run.current !== mine) return;
        setState((s) => (s.phase === 'ready' ? { ...s, more: 'failed' } : s));
        emit(anchor.current, 'callout:error', errorDetail(error));
      },
    );
  }, [state, api, pageSize, anchor]);

  return { state, loadMore, reload, attempt };
}
