import { geocoderPlaces, geocoderSearchUrl, type GeocoderPlace } from '@masthead/core';

/** The address question's map and search, from the caller (content/general and the call-out). */
export interface PlacesOptions {
  /** A Nominatim- or Photon-compatible search URL; empty or missing: no "Search address". */
  geocoderUrl?: string | undefined;
  /** Raster tile URL template of the picking map; OpenStreetMap's by default. */
  tileUrl?: string | undefined;
  /** Attribution HTML of those tiles (trusted). */
  attribution?: string | undefined;
  /** What asks the geocoder (tests hand in their own); the browser's `fetch` by default. */
  fetch?: typeof fetch | undefined;
}

/** Public Nominatim allows one request a second; every geocoder is asked no faster. */
export const geocoderInterval = 1000;
const lastAsked = new Map<string, number>();

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/**
 * Asks the geocoder for places matching `query`, from the reader's browser
 * (no cookies; the page's origin as referrer, as public Nominatim asks), at
 * most once a second per geocoder. Rejects when it does not answer with JSON.
 */
export async function searchPlaces(
  options: PlacesOptions & { geocoderUrl: string },
  query: string,
  signal: AbortSignal,
): Promise<GeocoderPlace[]> {
  const since = Date.now() - (lastAsked.get(options.geocoderUrl) ?? 0);
  if (since < geocoderInterval) await wait(geocoderInterval - since, signal);
  lastAsked.set(options.geocoderUrl, Date.now());
  const ask = options.fetch ?? fetch;
  const response = await ask(geocoderSearchUrl(options.geocoderUrl, query), {
    headers: { accept: 'application/json' },
    credentials: 'omit',
    referrerPolicy: 'strict-origin-when-cross-origin',
    signal,
  });
  if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
  return geocoderPlaces(await response.json());
}
