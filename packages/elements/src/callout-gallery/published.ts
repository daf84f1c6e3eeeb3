import {
  answerPath,
  formComponents,
  mapSettings,
  type Callout,
  type MapSettings,
  type ResponseMapItem,
} from '@masthead/core';

/** How a call-out shows its responses (`responseViewSchema`), as far as the gallery and map read it. */
export interface ResponseView {
  titleProp: string;
  imageProp: string;
  gallery: boolean;
  map: MapSettings | null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The response view of a call-out fetched `with=responseViewSchema`; nothing published when it has none. */
export function responseView(callout: Callout): ResponseView {
  const view = callout.responseViewSchema;
  return {
    titleProp: text(view?.titleProp),
    imageProp: text(view?.imageProp),
    gallery: view?.gallery === true,
    map: mapSettings(view?.map),
  };
}

/** The answer a response view property names, if the response has it. */
export function answerAt(item: ResponseMapItem, prop: string): unknown {
  const path = answerPath(prop);
  if (!path) return undefined;
  const slide = (item.answers as Record<string, Record<string, unknown> | undefined>)[path[0]];
  return slide && Object.hasOwn(slide, path[1]) ? slide[path[1]] : undefined;
}

/** The form label of the component a property names (the call-out fetched `with=form`), or ''. */
export function answerLabel(callout: Callout, prop: string): string {
  const path = answerPath(prop);
  if (!path || !callout.formSchema) return '';
  const found = formComponents(callout.formSchema).find((e) => e.slideId === path[0] && e.component.key === path[1]);
  return found?.component.label ?? '';
}

/** An answer as one line of text: text, numbers, an address's formatted form, a list's items. */
export function answerText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(', ');
  if (typeof value === 'object' && value !== null) {
    const address = (value as { formatted_address?: unknown }).formatted_address;
    if (typeof address === 'string') return address.trim();
  }
  return '';
}

const safeUrl = (v: unknown, base: string): string | null => {
  if (typeof v !== 'string' || v === '') return null;
  try {
    const url = new URL(v, base || undefined);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * The first image of a file answer (`{url, path}` or a list of them) or an
 * image URL answer, http(s) only; a relative URL is read against `base` (the API's origin).
 */
export function imageUrl(value: unknown, base: string): string | null {
  if (Array.isArray(value)) return value.map((v) => imageUrl(v, base)).find((u) => u !== null) ?? null;
  if (typeof value === 'object' && value !== null) return safeUrl((value as { url?: unknown }).url, base);
  return safeUrl(value, base);
}

/** `[latitude, longitude]` of an address answer with coordinates, else null. */
export function coordinates(value: unknown): [number, number] | null {
  const location = (value as { geometry?: { location?: { lat?: unknown; lng?: unknown } } } | null)?.geometry?.location;
  const lat = num(location?.lat);
  const lng = num(location?.lng);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return [lat, lng];
}
