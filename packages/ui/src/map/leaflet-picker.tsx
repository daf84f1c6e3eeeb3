import { useEffect, useId, useRef } from 'react';
import * as L from 'leaflet';
import { adoptLeafletCss } from './leaflet-css.ts';
import type { MapPickerProps, MapPoint } from './map-types.ts';
import { Button } from '../button/button.tsx';
import { visuallyHidden } from '../visually-hidden.css.ts';
import * as styles from './map.css.ts';

const markerIcon = L.divIcon({ className: 'mh-map-marker', html: '', iconSize: [26, 26], iconAnchor: [13, 31] });

/** Screen pixels an arrow key moves the marker; ten times that with Shift. */
const keyStep = 10;
const arrows: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Six decimals: about 10 cm, more than a click or a geocoder means. */
const rounded = ({ lat, lng }: L.LatLng | MapPoint): MapPoint => ({
  lat: Math.round(lat * 1e6) / 1e6,
  lng: Math.round(L.Util.wrapNum(lng, [-180, 180], true) * 1e6) / 1e6,
});

/** The picking map itself; loaded lazily by `MapPicker` (this module is where leaflet comes in). */
export default function LeafletPicker(props: MapPickerProps) {
  const { tileUrl, attribution, value, center, zoom, label, keyboardHint, markerLabel } = props;
  const node = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  // Read when the map or the marker is made, without making them again: the view a new map starts
  // with, and the marker's name (kept up to date by its own effect below).
  const startView = useRef({ center, zoom });
  startView.current = { center, zoom };
  const latestMarkerLabel = useRef(markerLabel);
  latestMarkerLabel.current = markerLabel;
  const hintId = useId();

  // The map, its tiles and controls; a click chooses the place clicked.
  useEffect(() => {
    const el = node.current!;
    adoptLeafletCss(el);
    const created = L.map(el, { zoomControl: false, keyboard: true });
    L.control.zoom({ zoomInTitle: props.zoomInText, zoomOutTitle: props.zoomOutText }).addTo(created);
    created.attributionControl.setPrefix(false);
    L.tileLayer(tileUrl, { attribution }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => onChange.current(rounded(event.latlng)));
    const start = startView.current;
    created.setView(start.center ?? [20, 0], start.zoom ?? (start.center ? 13 : 2));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl, attribution, props.zoomInText, props.zoomOutText]);

  // The marker: draggable, focusable, moved by arrow keys; the map follows a place chosen elsewhere.
  const lat = value?.lat;
  const lng = value?.lng;
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const created = L.marker([lat, lng], {
        icon: markerIcon,
        draggable: true,
        keyboard: true,
        title: latestMarkerLabel.current,
        autoPanOnFocus: true,
      });
      created.on('dragend', () => onChange.current(rounded(created.getLatLng())));
      created.on('add', () => {
        const icon = created.getElement();
        if (!icon) return;
        icon.setAttribute('role', 'button');
        icon.setAttribute('aria-label', latestMarkerLabel.current);
        icon.addEventListener('keydown', (event) => {
          const arrow = arrows[event.key];
          if (!arrow || !map.current) return;
          event.preventDefault();
          event.stopPropagation();
          const step = event.shiftKey ? keyStep * 10 : keyStep;
          const at = map.current.latLngToContainerPoint(created.getLatLng());
          const next = map.current.containerPointToLatLng(at.add([arrow[0] * step, arrow[1] * step]));
          onChange.current(rounded(next));
        });
      });
      created.addTo(current);
      marker.current = created;
    } else {
      marker.current.setLatLng([lat, lng]);
    }
    const point = L.latLng(lat, lng);
    if (!current.getBounds().contains(point)) current.setView(point, Math.max(current.getZoom(), 15));
  }, [lat, lng, tileUrl, attribution, props.zoomInText, props.zoomOutText]);

  useEffect(() => {
    marker.current?.getElement()?.setAttribute('aria-label', markerLabel);
  }, [markerLabel]);

  return (
    <div className={styles.frame}>
      <div
        ref={node}
        className={styles.map}
        style={{ height: props.height ?? '16rem' }}
        role="region"
        aria-label={label}
        aria-describedby={keyboardHint ? hintId : undefined}
      />
      {keyboardHint ? (
        <p id={hintId} className={visuallyHidden}>
          {keyboardHint}
        </p>
      ) : null}
      <Button
        type="button"
        variant="greyOutlined"
        size="sm"
        className={styles.pickerButton}
        onClick={() => map.current && onChange.current(rounded(map.current.getCenter()))}
      >
        {props.useCentreText}
      </Button>
    </div>
  );
}
