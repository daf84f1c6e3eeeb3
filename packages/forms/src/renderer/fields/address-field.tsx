import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@masthead/ui';
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
 * The API.md address answer from what was typed: the formatted address, and
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

/** address: a typed address, with optional latitude and longitude, grouped under the label. */
export function AddressField({ component, id, label, value, onChange, error, required }: FieldProps) {
  const { t } = useLingui();
  const given = (typeof value === 'object' && value !== null ? value : {}) as Address;
  const [lat, setLat] = useState(asText(given.geometry?.location?.lat));
  const [lng, setLng] = useState(asText(given.geometry?.location?.lng));
  const address = typeof given.formatted_address === 'string' ? given.formatted_address : '';
  const change = (next: { address?: string; lat?: string; lng?: string }) =>
    onChange(addressAnswer(next.address ?? address, next.lat ?? lat, next.lng ?? lng));
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
              className={styles.input}
              autoComplete="street-address"
              placeholder={component.placeholder || undefined}
              value={address}
              onChange={(event) => change({ address: event.currentTarget.value })}
            />
          </div>
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
          </fieldset>
        </>
      )}
    </FieldShell>
  );
}
