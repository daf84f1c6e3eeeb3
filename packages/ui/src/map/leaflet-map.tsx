import { useEffect, useId, useRef } from 'react';
import * as L from 'leaflet';
import { adoptLeafletCss } from './leaflet-css.ts';
import type { MapViewProps } from './map-types.ts';
import { visuallyHidden } from '../visually-hidden.css.ts';
import * as styles from './map.css.ts';

const markerIcon = L.divIcon({ className: 'mh-map-marker', html: '', iconSize: [26, 26], iconAnchor: [13, 31] });

/** The map itself; loaded lazily by `MapView` (this module is where leaflet comes in). */
export default function LeafletMap(props: MapViewProps) {
  const { tileUrl, attribution, center, zoom, minZoom, maxZoom, markers, selected, label, keyboardHint } = props;
  const node = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const byId = useRef(new Map<string, L.Marker>());
  // The latest callback, read by marker events without rebuilding the markers.
  const onSelect = useRef(props.onSelect);
  onSelect.current = props.onSelect;
  const chosen = useRef(selected);
  chosen.current = selected;
  const latestMarkers = useRef(markers);
  latestMarkers.current = markers;
  const hintId = useId();

  // The map, its tiles and controls: made once per tile source and texts.
  useEffect(() => {
    const el = node.current!;
    adoptLeafletCss(el);
    const created = L.map(el, { zoomControl: false, minZoom, maxZoom, keyboard: true });
    L.control.zoom({ zoomInTitle: props.zoomInText, zoomOutTitle: props.zoomOutText }).addTo(created);
    created.attributionControl.setPrefix(false);
    L.tileLayer(tileUrl, { attribution, minZoom, maxZoom }).addTo(created);
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    const placed = byId.current;
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
      placed.clear();
    };
  }, [tileUrl, attribution, minZoom, maxZoom, props.zoomInText, props.zoomOutText]);

  // The markers: focusable buttons named by their label; Enter and Space select like a click.
  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    byId.current.clear();
    for (const place of markers) {
      const marker = L.marker([place.lat, place.lng], { icon: markerIcon, keyboard: true, title: place.label });
      marker.on('click', () => onSelect.current?.(place.id));
      // The icon exists once the map has a view: name it then.
      marker.on('add', () => {
        const icon = marker.getElement();
        if (!icon) return;
        icon.setAttribute('aria-label', place.label);
        icon.setAttribute('aria-pressed', String(place.id === chosen.current));
        icon.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          event.stopPropagation();
          onSelect.current?.(place.id);
        });
      });
      marker.addTo(group);
      byId.current.set(place.id, marker);
    }
  }, [markers, tileUrl, attribution, minZoom, maxZoom, props.zoomInText, props.zoomOutText]);

  // Where the map looks: the given centre, else around the markers, else the whole world.
  // Markers arriving later (the next page of responses) do not move a map the reader may have moved:
  // only whether there are any counts, and the markers are read as they are then.
  const [centerLat, centerLng] = center ?? [];
  const hasMarkers = markers.length > 0;
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const shown = latestMarkers.current;
    if (centerLat !== undefined && centerLng !== undefined) current.setView([centerLat, centerLng], zoom ?? 13);
    else if (hasMarkers)
      current.fitBounds(L.latLngBounds(shown.map((m) => [m.lat, m.lng])), { maxZoom: zoom ?? 15, padding: [24, 24] });
    else current.setView([20, 0], zoom ?? 2);
  }, [centerLat, centerLng, zoom, hasMarkers, tileUrl]);

  // The selected marker: pressed, highlighted and in view.
  useEffect(() => {
    for (const [id, marker] of byId.current) {
      marker.getElement()?.setAttribute('aria-pressed', String(id === selected));
      marker.setZIndexOffset(id === selected ? 1000 : 0);
    }
    const chosen = selected ? byId.current.get(selected) : undefined;
    if (chosen && map.current && !map.current.getBounds().contains(chosen.getLatLng()))
      map.current.panTo(chosen.getLatLng());
  }, [selected, markers]);

  return (
    <div className={[styles.frame, props.className].filter(Boolean).join(' ')}>
      <div
        ref={node}
        className={styles.map}
        style={{ height: props.height ?? '24rem' }}
        role="region"
        aria-label={label}
        aria-describedby={keyboardHint ? hintId : undefined}
      />
      {keyboardHint ? (
        <p id={hintId} className={visuallyHidden}>
          {keyboardHint}
        </p>
      ) : null}
    </div>
  );
}
