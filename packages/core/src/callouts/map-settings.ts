/**
 * Where a response view setting (`titleProp`, `imageProp`, the map's
 * `addressProp`) points: `answers.s1.title` or `s1.title` as `[slideId, key]`;
 * anything else is no answer.
 * @example answerPath('answers.s1.title') // ['s1', 'title']
 */
export function answerPath(prop: unknown): [string, string] | null {
  if (typeof prop !== 'string') return null;
  const path = prop.startsWith('answers.') ? prop.slice('answers.'.length) : prop;
  const dot = path.indexOf('.');
  return dot > 0 && dot < path.length - 1 ? [path.slice(0, dot), path.slice(dot + 1)] : null;
}

/** A call-out's map settings; `center` is `[longitude, latitude]`, as map libraries take it. */
export interface MapSettings {
  center: [number, number] | null;
  initialZoom: number | null;
  minZoom: number | null;
  maxZoom: number | null;
  /** The address answer the map places responses by: `answers.<slideId>.<key>`. */
  addressProp: string;
  /** A raster tile URL template (`…/{z}/{x}/{y}.png`) from `tileUrl`, or from `style` when that is one. */
  tileUrl: string | null;
  /** Plain text crediting the tiles (`attribution`). */
  attribution: string | null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const isTemplate = (v: unknown): v is string =>
  typeof v === 'string' && /^https?:\/\//.test(v) && ['{z}', '{x}', '{y}'].every((part) => v.includes(part));

/**
 * `responseViewSchema.map` as the map, the gallery and the builder read it:
 * leniently, as it is stored (beabee's settings carry more, and `zoom` for
 * `initialZoom`). Null when the call-out has no map.
 * @example mapSettings({center: [-0.1, 51.5], zoom: 13}).initialZoom // 13
 */
export function mapSettings(value: unknown): MapSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  const [lng, lat, ...rest] = Array.isArray(m.center) ? m.center.map(num) : [];
  return {
    center: lng != null && lat != null && rest.length === 0 ? [lng, lat] : null,
    initialZoom: num(m.initialZoom) ?? num(m.zoom),
    minZoom: num(m.minZoom),
    maxZoom: num(m.maxZoom),
    addressProp: text(m.addressProp),
    tileUrl: isTemplate(m.tileUrl) ? m.tileUrl : isTemplate(m.style) ? m.style : null,
    attribution: text(m.attribution) || null,
  };
}
