import { useEffect, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { GeocoderPlace } from '@masthead/core';
import { Button } from '@masthead/ui';
import { MapPicker, osmAttribution, osmTileUrl, type MapPoint } from '@masthead/ui/map';
import { useRenderer } from '../renderer-context.ts';
import { searchPlaces } from './address-search.ts';
import { FieldShell } from './field-shell.tsx';
import type { FieldProps } from './field-props.ts';
import * as styles from './field.css.ts';
import * as own from './address-field.css.ts';

type Geometry = { location?: { lat?: unknown; lng?: unknown } };
interface Address {
  formatted_address?: unknown;
  geometry?: Geometry;
}

/**
 * The address answer (docs/product/api.md, Shapes worth knowing): the typed
 * address, and the coordinates of the place marked on the map or found by the
 * search, kept as they are (a saved answer's unreadable ones too, which core
 * refuses with the `coordinates` rule until the reader removes or re-marks
 * the place). Nothing typed and nothing marked is no answer.
 */
function addressAnswer(address: string, geometry: Geometry | undefined): unknown {
  if (address.trim() === '' && !geometry) return undefined;
  return geometry ? { formatted_address: address, geometry } : { formatted_address: address };
}

/** The marked place as a point on the map, when its coordinates are possible numbers. */
function pointOf(geometry: Geometry | undefined): MapPoint | null {
  const { lat, lng } = geometry?.location ?? {};
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
}

type Search = { phase: 'idle' } | { phase: 'busy' } | { phase: 'done'; places: GeocoderPlace[] } | { phase: 'failed' };

const Pin = () => (
  <svg className={own.pin} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M8 1a5 5 0 0 0-5 5c0 3.6 5 9 5 9s5-5.4 5-9a5 5 0 0 0-5-5Zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4Z" />
  </svg>
);

/**
 * address: the address as the reader types it (the keyboard and screen-reader
 * way, a valid answer on its own), found with "Search address" when a
 * geocoder is set, or a place chosen on a map (click, drag, or the marker
 * moved by arrow keys) that loads only when asked for. The coordinates go
 * into the answer but are never shown; "Remove the place" drops them.
 */
export function AddressField({ component, id, label, value, onChange, error, required }: FieldProps) {
  const { t } = useLingui();
  const given = (typeof value === 'object' && value !== null ? value : {}) as Address;
  const address = typeof given.formatted_address === 'string' ? given.formatted_address : '';
  const geometry = given.geometry;
  const point = pointOf(geometry);
  const { places } = useRenderer();
  const geocoderUrl = places?.geocoderUrl?.trim() ?? '';
  const [search, setSearch] = useState<Search>({ phase: 'idle' });
  // The map (leaflet and its tiles from the tile server) loads only when the reader asks for it.
  const [mapOpen, setMapOpen] = useState(false);
  const asking = useRef<AbortController | null>(null);
  const addressInput = useRef<HTMLInputElement | null>(null);
  const mapButton = useRef<HTMLButtonElement | null>(null);
  useEffect(() => () => asking.current?.abort(), []);

  const choose = (next: MapPoint, text = address) =>
    onChange(addressAnswer(text, { location: { lat: next.lat, lng: next.lng } }));

  const removePlace = () => {
    onChange(addressAnswer(address, undefined));
    // The button goes with the place; the focus stays nearby.
    mapButton.current?.focus();
  };

  // On the button or Enter only (never per keystroke): a public geocoder allows a request a second.
  const find = async () => {
    const query = address.trim();
    if (!geocoderUrl || query === '') return;
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    setSearch({ phase: 'busy' });
    try {
      const found = await searchPlaces({ ...places, geocoderUrl }, query, controller.signal);
      if (!controller.signal.aborted) setSearch({ phase: 'done', places: found });
    } catch {
      if (!controller.signal.aborted) setSearch({ phase: 'failed' });
    }
  };
  return (
    <FieldShell id={id} group label={label} description={component.description} error={error} required={required}>
      {(control) => (
        <>
          <div className={styles.field}>
            <label htmlFor={id}>
              <Trans>Address</Trans>
            </label>
            <div className={own.searchRow}>
              <input
                {...control}
                ref={addressInput}
                className={own.searchInput}
                autoComplete="street-address"
                placeholder={component.placeholder || undefined}
                value={address}
                onChange={(event) => onChange(addressAnswer(event.currentTarget.value, geometry))}
                onKeyDown={(event) => {
                  // With a geocoder, Enter searches the typed address instead of leaving the slide.
                  if (event.key !== 'Enter' || !geocoderUrl || address.trim() === '') return;
                  event.preventDefault();
                  void find();
                }}
              />
              {geocoderUrl ? (
                <Button
                  type="button"
                  variant="primaryOutlined"
                  loading={search.phase === 'busy'}
                  onClick={() => void find()}
                  disabled={address.trim() === ''}
                >
                  <Trans>Search address</Trans>
                </Button>
              ) : null}
            </div>
          </div>
          {geocoderUrl ? (
            <p role="status" className={styles.description}>
              {search.phase === 'done' ? (
                search.places.length > 0 ? (
                  <Plural value={search.places.length} one="# place found" other="# places found" />
                ) : (
                  <Trans>No place found for this address. Choose it on the map instead.</Trans>
                )
              ) : search.phase === 'failed' ? (
                <Trans>The address search is not available. Type the address or choose it on the map.</Trans>
              ) : null}
            </p>
          ) : null}
          {search.phase === 'done' && search.places.length > 0 ? (
            <ul className={own.places} aria-label={t`Places found`}>
              {search.places.map((place, index) => (
                <li key={index}>
                  <button
                    type="button"
                    className={own.placeButton}
                    onClick={() => {
                      choose(place, place.label);
                      setSearch({ phase: 'idle' });
                      addressInput.current?.focus();
                    }}
                  >
                    <Pin />
                    {place.label}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={own.placeRow}>
            <Button
              ref={mapButton}
              type="button"
              size="sm"
              variant="text"
              aria-expanded={mapOpen}
              aria-controls={`${id}-map`}
              onClick={() => setMapOpen((open) => !open)}
            >
              <Pin />
              {mapOpen ? <Trans>Hide the map</Trans> : <Trans>Choose on a map</Trans>}
            </Button>
            <p role="status" className={own.placeStatus}>
              {geometry ? (
                <Trans>Place marked on the map</Trans>
              ) : mapOpen ? (
                <Trans>No place marked on the map yet.</Trans>
              ) : null}
            </p>
            {geometry ? (
              <Button type="button" size="sm" variant="dangerText" onClick={removePlace}>
                <Trans>Remove the place</Trans>
              </Button>
            ) : null}
          </div>
          <div id={`${id}-map`}>
            {mapOpen ? (
              <MapPicker
                tileUrl={places?.tileUrl || osmTileUrl}
                attribution={places?.tileUrl ? (places.attribution ?? '') : osmAttribution}
                value={point}
                onChange={(next) => choose(next)}
                label={t`Map to choose the place`}
                keyboardHint={t`Click the map or drag the marker to choose the place. By keyboard: arrow keys move the map, then "Use the map centre"; or Tab to the marker and move it with the arrow keys.`}
                markerLabel={t`Chosen place, move with the arrow keys`}
                useCentreText={t`Use the map centre`}
                zoomInText={t`Zoom in`}
                zoomOutText={t`Zoom out`}
                loadingText={t`Loading map…`}
                failedText={t`The map could not be loaded. Please type the address.`}
              />
            ) : null}
          </div>
        </>
      )}
    </FieldShell>
  );
}
