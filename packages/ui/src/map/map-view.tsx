import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { MapViewProps } from './map-types.ts';
import * as styles from './map.css.ts';

// Leaflet and its CSS are a chunk of their own, fetched the first time a map renders.
const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/** Shows `fallback` when the lazy map chunk could not be loaded. */
class LoadFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The box a lazily loaded map appears in: `loadingText` (a status) while its
 * chunk comes, `failedText` (an alert) if it cannot, then the map itself.
 */
export function LazyMapFrame({
  height,
  loadingText,
  failedText,
  children,
}: {
  height: string;
  loadingText: ReactNode;
  failedText: ReactNode;
  children: ReactNode;
}) {
  const box = { height };
  return (
    <LoadFailure
      fallback={
        <p role="alert" className={styles.placeholder} style={box}>
          {failedText}
        </p>
      }
    >
      <Suspense
        fallback={
          <p role="status" className={styles.placeholder} style={box}>
            {loadingText}
          </p>
        }
      >
        {children}
      </Suspense>
    </LoadFailure>
  );
}

/**
 * A keyboard-operable leaflet map with focusable, labelled markers. Leaflet
 * loads lazily; its CSS goes into the shadow root (or document) the map is
 * rendered in. Pair it with a list of the same places for screen readers.
 *
 * @example <MapView tileUrl={osmTileUrl} attribution={osmAttribution} markers={places} label="Where readers cross"
 *   loadingText="Loading map…" failedText="The map could not be loaded." onSelect={setSelected} />
 */
export function MapView(props: MapViewProps) {
  return (
    <LazyMapFrame height={props.height ?? '24rem'} loadingText={props.loadingText} failedText={props.failedText}>
      <LeafletMap {...props} />
    </LazyMapFrame>
  );
}
