import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react';
import { ApiError } from '@masthead/client';
import type { Callout, CalloutWith } from '@masthead/core';
import { useAppContext } from '../../app-context.ts';

export type PublicCallout =
  | { phase: 'loading' }
  | { phase: 'not-found' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'ready'; callout: Callout };

/**
 * Loads the call-out of a public page (`/crowdnewsroom/:id…`) by id or slug,
 * in the page's language, with its form texts and response view, and for a
 * logged-in contact whether they answered it.
 */
export function usePublicCallout(idOrSlug: string): PublicCallout {
  const { api, session } = useAppContext();
  const { i18n } = useLingui();
  const loggedIn = useSnapshot(session).contact !== null;
  const [state, setState] = useState<PublicCallout>({ phase: 'loading' });

  useEffect(() => {
    let live = true;
    const parts: CalloutWith[] = ['form', 'responseViewSchema', ...(loggedIn ? (['hasAnswered'] as const) : [])];
    api.callouts
      .get({ params: { id: idOrSlug }, query: { with: parts, variant: i18n.locale } })
      .then((callout) => live && setState({ phase: 'ready', callout }))
      .catch((error: unknown) => {
        if (!live) return;
        const notFound = error instanceof ApiError && error.httpCode === 404;
        setState(notFound ? { phase: 'not-found' } : { phase: 'failed', error });
      });
    return () => {
      live = false;
    };
  }, [api, idOrSlug, i18n.locale, loggedIn]);

  return state;
}

/** Where the call-out's pages live; the slug reads better in a shared link than the id. */
export const calloutPath = (callout: Pick<Callout, 'slug'>, child = '') =>
  `/crowdnewsroom/${encodeURIComponent(callout.slug)}${child ? `/${child}` : ''}`;

/** Whether the call-out publishes its responses as a gallery and on a map. */
export function responseViews(callout: Callout): { gallery: boolean; map: boolean } {
  const view = callout.responseViewSchema as { gallery?: unknown; map?: unknown } | null | undefined;
  return { gallery: view?.gallery === true, map: !!view?.map };
}

/**
 * `href` with the `lang` of the current page's query, so that a reader (or
 * an embedding newsroom) who chose a language keeps it from page to page.
 * @example keepLang('/crowdnewsroom/x/thanks', '?lang=de') // '/crowdnewsroom/x/thanks?lang=de'
 */
export function keepLang(href: string, search: string): string {
  const lang = new URLSearchParams(search).get('lang');
  const url = new URL(href, 'http://app.invalid');
  if (!lang || url.origin !== 'http://app.invalid' || url.searchParams.has('lang')) return href;
  url.searchParams.set('lang', lang);
  return url.pathname + url.search + url.hash;
}
