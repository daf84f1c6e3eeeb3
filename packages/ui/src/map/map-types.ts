/** One place on the map: a focusable marker named by `label`. */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  label: string;
}

export interface MapViewProps {
  /** A raster tile URL template (`https://tile.example.org/{z}/{x}/{y}.png`); a `data:` URL works too (tests). */
  tileUrl: string;
  /** Leaflet attribution HTML for the tiles; pass only trusted or escaped text. */
  attribution: string;
  /** `[latitude, longitude]`; without it the map fits its markers (or shows the whole world). */
  center?: [number, number];
  zoom?: number;
  minZoom?: number;
  maxZoom?: number;
  markers: readonly MapMarker[];
  /** The selected marker's id: drawn highlighted, pressed for screen readers, and brought into view. */
  selected?: string | null;
  /** A marker was clicked, or Enter or Space was pressed on it. */
  onSelect?: (id: string) => void;
  /** The map's accessible name. */
  label: string;
  /** Read after the name: how to move the map and reach the markers by keyboard. */
  keyboardHint?: string;
  /** Titles of the zoom buttons (leaflet's English ones otherwise). */
  zoomInText?: string;
  zoomOutText?: string;
  /** Shown while the map code loads. */
  loadingText: string;
  /** Shown when the map code could not be loaded. */
  failedText: string;
  /** CSS height of the map; 24rem when not given. */
  height?: string;
  className?: string;
}

/** A point chosen on a map. */
export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapPickerProps {
  /** A raster tile URL template; a `data:` URL works too (tests). */
  tileUrl: string;
  /** Leaflet attribution HTML for the tiles; pass only trusted or escaped text. */
  attribution: string;
  /** The chosen point (the marker), or none yet. */
  value: MapPoint | null;
  /** A click on the map, the marker dragged or moved by arrow keys, or "use the centre". */
  onChange: (point: MapPoint) => void;
  /** Where the map looks while nothing is chosen: `[latitude, longitude]`; the whole world otherwise. */
  center?: [number, number];
  zoom?: number;
  /** The map's accessible name. */
  label: string;
  /** Read after the map's name: how to choose a place by keyboard. */
  keyboardHint?: string;
  /** The marker's accessible name (it is focusable; arrow keys move it). */
  markerLabel: string;
  /** The button that puts the marker at the centre of the map. */
  useCentreText: string;
  zoomInText?: string;
  zoomOutText?: string;
  loadingText: string;
  failedText: string;
  /** CSS height of the map; 16rem when not given. */
  height?: string;
}
