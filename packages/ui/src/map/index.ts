export { MapView } from './map-view.tsx';
export { MapPicker } from './map-picker.tsx';
export type { MapMarker, MapPickerProps, MapPoint, MapViewProps } from './map-types.ts';
export { osmTileUrl, osmAttribution } from './tiles.ts';
