import { lazy, Suspense, type ComponentType } from 'react';
import { FallbackBoundary } from './widget-fallback.tsx';

/**
 * A component whose code loads the first time it is shown, so an element
 * that is not on the page costs the initial script nothing. Until then it
 * renders nothing; the component shows its own loading text once it runs.
 * Should its chunk not arrive, the element shows the editor's fallback content.
 * @example defineElement('callout-gallery', lazyComponent(() => import('./callout-gallery/callout-gallery.tsx').then((m) => m.CalloutGallery)), …)
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyComponent(props: P) {
    return (
      <FallbackBoundary>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </FallbackBoundary>
    );
  };
}
