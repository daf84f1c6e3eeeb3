export { MapView } from './map-view.tsx';
export type { MapMarker, MapViewProps } from './map-types.ts';
export { osmTileUrl, osmAttribution } from './tiles.ts';
