import { lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import type { LaterTexts } from '@masthead/forms/renderer';
import { FallbackBoundary } from './widget-fallback.tsx';

/** The i18n instances whose later texts could not be fetched: their lazy parts show the fallback. */
const failed = new WeakMap<I18n, unknown>();

/**
 * Waits (suspends) until the element's texts that only lazy parts show have arrived
 * (`LaterTexts` of the renderer); should they not arrive, the boundary shows the editor's fallback content.
 */
function WithLaterTexts({ start, children }: { start: () => Promise<unknown>; children: ReactNode }) {
  const i18n = useContext(LinguiContext)?.i18n as (I18n & LaterTexts) | undefined;
  if (!i18n?.laterTexts) return children;
  if (failed.has(i18n)) throw failed.get(i18n);
  // The part's code travels with its texts, not after them (its own failure is `lazy`'s to report).
  start().catch(() => undefined);
  throw i18n.laterTexts().catch((error: unknown) => void failed.set(i18n, error));
}

/**
 * A component whose code loads the first time it is shown, so an element
 * that is not on the page costs the initial script nothing. Until then it
 * renders `loading` (nothing by default: the component shows its own loading
 * text once it runs), and it waits for the texts only lazy parts show too.
 * Should its chunk or those texts not arrive, the element shows the editor's fallback content.
 * @example defineElement('callout-gallery', lazyComponent(() => import('./callout-gallery/callout-gallery.tsx').then((m) => m.CalloutGallery)), …)
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading: ReactNode = null,
): ComponentType<P> {
  let started: Promise<ComponentType<P>> | undefined;
  const code = () => (started ??= load());
  const Loaded = lazy(() => code().then((component) => ({ default: component })));
  return function LazyComponent(props: P) {
    return (
      <FallbackBoundary>
        <Suspense fallback={loading}>
          <WithLaterTexts start={code}>
            <Loaded {...props} />
          </WithLaterTexts>
        </Suspense>
      </FallbackBoundary>
    );
  };
}
