/** One place a geocoder found: its name as the address text, and its coordinates. */
export interface GeocoderPlace {
  label: string;
  lat: number;
  lng: number;
}

/** At most this many places are asked for and shown. */
export const geocoderLimit = 5;

/**
 * The search request for `query` at a Nominatim- or Photon-compatible URL
 * (content/general `geocoderUrl`); parameters already in the URL are kept.
 * @example geocoderSearchUrl('https://nominatim.example.org/search', 'Main St')
 * // 'https://nominatim.example.org/search?q=Main+St&format=json&limit=5'
 */
export function geocoderSearchUrl(base: string, query: string): string {
  const [path, hash = ''] = base.split('#', 2) as [string, string?];
  const kept = (path.split('?')[1] ?? '').split('&').filter((pair) => pair !== '' && !/^(q|format|limit)=/.test(pair));
  const asked = [`q=${encodeURIComponent(query).replaceAll('%20', '+')}`, 'format=json', `limit=${geocoderLimit}`];
  return `${path.split('?')[0]}?${[...kept, ...asked].join('&')}${hash ? `#${hash}` : ''}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const coordinate = (value: unknown, limit: number): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Photon's properties as one line: name, street and number, postcode and city, country. */
function photonLabel(properties: Record<string, unknown>): string {
  const street = [text(properties.street), text(properties.housenumber)].filter(Boolean).join(' ');
  const town = [text(properties.postcode), text(properties.city) || text(properties.town)].filter(Boolean).join(' ');
  const parts = [text(properties.name), street, town, text(properties.country)].filter(Boolean);
  return [...new Set(parts)].join(', ');
}

/**
 * A geocoder's answer as places, whichever of the two shapes it has:
 * Nominatim's list `[{display_name, lat, lon}]` (coordinates as strings) or
 * Photon's GeoJSON `{features: [{geometry: {coordinates: [lng, lat]}, properties: {name…}}]}`.
 * Entries without a name or with impossible coordinates are left out.
 * @example geocoderPlaces([{display_name: 'Berlin', lat: '52.5', lon: '13.4'}]) // [{label: 'Berlin', lat: 52.5, lng: 13.4}]
 */
export function geocoderPlaces(body: unknown): GeocoderPlace[] {
  const places: GeocoderPlace[] = [];
  const add = (label: string, lat: number | null, lng: number | null) => {
    if (label !== '' && lat !== null && lng !== null && places.length < geocoderLimit) places.push({ label, lat, lng });
  };
  if (Array.isArray(body)) {
    for (const entry of body)
      if (isObject(entry)) add(text(entry.display_name), coordinate(entry.lat, 90), coordinate(entry.lon, 180));
  } else if (isObject(body) && Array.isArray(body.features)) {
    for (const feature of body.features) {
      if (!isObject(feature) || !isObject(feature.geometry)) continue;
      const point = feature.geometry.coordinates;
      if (!Array.isArray(point)) continue;
      const properties = isObject(feature.properties) ? feature.properties : {};
      add(photonLabel(properties), coordinate(point[1], 90), coordinate(point[0], 180));
    }
  }
  return places;
}
