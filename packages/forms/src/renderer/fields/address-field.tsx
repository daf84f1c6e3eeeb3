import { useEffect, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { GeocoderPlace } from '@masthead/core';
import { Button, TextField } from '@masthead/ui';
import { MapPicker, osmAttribution, osmTileUrl, type MapPoint } from '@masthead/ui/map';
import { useRenderer } from '../renderer-context.ts';
import { searchPlaces } from './address-search.ts';
import { FieldShell } from './field-shell.tsx';
import type { FieldProps } from './field-props.ts';
import { parseNumber } from './text-fields.tsx';
import * as styles from './field.css.ts';

interface Address {
  formatted_address?: unknown;
  geometry?: { location?: { lat?: unknown; lng?: unknown } };
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The address answer (docs/product/api.md, Shapes worth knowing) from what was typed: the formatted address, and
 * coordinates only when either is given (an unreadable one is kept as text,
 * which core refuses with the `coordinates` rule). Nothing typed is no answer.
 */
function addressAnswer(address: string, lat: string, lng: string): unknown {
  const hasCoordinates = lat.trim() !== '' || lng.trim() !== '';
  if (address.trim() === '' && !hasCoordinates) return undefined;
  const answer: Record<string, unknown> = { formatted_address: address };
  if (hasCoordinates) answer.geometry = { location: { lat: parseNumber(lat) ?? '', lng: parseNumber(lng) ?? '' } };
  return answer;
}

/** The typed coordinates as a point on the map, when both are possible numbers. */
function pointOf(lat: string, lng: string): MapPoint | null {
  const y = parseNumber(lat);
  const x = parseNumber(lng);
  return typeof y === 'number' && typeof x === 'number' && Math.abs(y) <= 90 && Math.abs(x) <= 180
    ? { lat: y, lng: x }
    : null;
}

type Search = { phase: 'idle' } | { phase: 'busy' } | { phase: 'done'; places: GeocoderPlace[] } | { phase: 'failed' };

/**
 * address: a typed address, with optional coordinates chosen on a map (click,
 * drag, or the marker moved by arrow keys), typed, or found by "Search
 * address" when a geocoder is set; grouped under the label.
 */
export function AddressField({ component, id, label, value, onChange, error, required }: FieldProps) {
  const { t } = useLingui();
  const given = (typeof value === 'object' && value !== null ? value : {}) as Address;
  const [lat, setLat] = useState(asText(given.geometry?.location?.lat));
  const [lng, setLng] = useState(asText(given.geometry?.location?.lng));
  const address = typeof given.formatted_address === 'string' ? given.formatted_address : '';
  const change = (next: { address?: string; lat?: string; lng?: string }) =>
    onChange(addressAnswer(next.address ?? address, next.lat ?? lat, next.lng ?? lng));
  const { places } = useRenderer();
  const geocoderUrl = places?.geocoderUrl?.trim() ?? '';
  const [search, setSearch] = useState<Search>({ phase: 'idle' });
  // The map (leaflet and its tiles from the tile server) loads only when the reader asks for it.
  const [mapOpen, setMapOpen] = useState(false);
  const asking = useRef<AbortController | null>(null);
  const addressInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => () => asking.current?.abort(), []);
  const point = pointOf(lat, lng);
  const latitude = point?.lat;
  const longitude = point?.lng;

  const choose = (next: MapPoint, text?: string) => {
    const y = String(next.lat);
    const x = String(next.lng);
    setLat(y);
    setLng(x);
    change({ lat: y, lng: x, ...(text === undefined ? {} : { address: text }) });
  };

  // On the button only (never per keystroke): a public geocoder allows a request a second.
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
            <input
              {...control}
              ref={addressInput}
              className={styles.input}
              autoComplete="street-address"
              placeholder={component.placeholder || undefined}
              value={address}
              onChange={(event) => change({ address: event.currentTarget.value })}
            />
          </div>
          {geocoderUrl ? (
            <div className={styles.field}>
              <div>
                <Button
                  type="button"
                  size="sm"
                  variant="greyOutlined"
                  loading={search.phase === 'busy'}
                  onClick={() => void find()}
                  disabled={address.trim() === ''}
                >
                  <Trans>Search address</Trans>
                </Button>
              </div>
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
              {search.phase === 'done' && search.places.length > 0 ? (
                <ul className={styles.list} aria-label={t`Places found`}>
                  {search.places.map((place, index) => (
                    <li key={index} className={styles.listItem}>
                      <Button
                        type="button"
                        size="sm"
                        variant="link"
                        onClick={() => {
                          choose(place, place.label);
                          setSearch({ phase: 'idle' });
                          addressInput.current?.focus();
                        }}
                      >
                        {place.label}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <fieldset className={styles.field}>
            <legend className={styles.description}>
              <Trans>Coordinates (optional)</Trans>
            </legend>
            <div className={styles.row}>
              <TextField
                id={`${id}-lat`}
                label={t`Latitude`}
                inputMode="decimal"
                value={lat}
                onValueChange={(text) => (setLat(text), change({ lat: text }))}
              />
              <TextField
                id={`${id}-lng`}
                label={t`Longitude`}
                inputMode="decimal"
                value={lng}
                onValueChange={(text) => (setLng(text), change({ lng: text }))}
              />
            </div>
            <div>
              <Button
                type="button"
                size="sm"
                variant="greyOutlined"
                aria-expanded={mapOpen}
                aria-controls={`${id}-map`}
                onClick={() => setMapOpen((open) => !open)}
              >
                {mapOpen ? <Trans>Hide the map</Trans> : <Trans>Choose on a map</Trans>}
              </Button>
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
                  failedText={t`The map could not be loaded. Type the address or the coordinates.`}
                />
              ) : null}
            </div>
            <p role="status" className={styles.description}>
              {point ? (
                <Trans>
                  Chosen place: latitude {latitude}, longitude {longitude}
                </Trans>
              ) : mapOpen ? (
                <Trans>No place chosen on the map.</Trans>
              ) : null}
            </p>
          </fieldset>
        </>
      )}
    </FieldShell>
  );
}
