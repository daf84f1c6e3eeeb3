import { lazy } from 'react';
import type { MapPickerProps } from './map-types.ts';
import { LazyMapFrame } from './map-view.tsx';

// The same leaflet chunk as MapView's, fetched the first time a picker renders.
const LeafletPicker = lazy(() => import('./leaflet-picker.tsx'));

/**
 * A leaflet map to choose one place on: a click puts the marker, the marker
 * drags, and by keyboard it is focusable and moved by the arrow keys (Shift
 * for bigger steps), or put at the map's centre (arrow keys move the map
 * once it has focus) with a button. Say the chosen coordinates in a live
 * region beside it.
 *
 * @example <MapPicker tileUrl={osmTileUrl} attribution={osmAttribution} value={point} onChange={setPoint}
 *   label="Map" markerLabel="Chosen place" useCentreText="Use the map centre" loadingText="Loading map…" failedText="No map." />
 */
export function MapPicker(props: MapPickerProps) {
  return (
    <LazyMapFrame height={props.height ?? '16rem'} loadingText={props.loadingText} failedText={props.failedText}>
      <LeafletPicker {...props} />
    </LazyMapFrame>
  );
}
