import { isSitePath } from '../text/site-path.ts';
import { urlHostname } from '../text/url-hostname.ts';
import { isPlainObject, answerProblem, type AnswerProblem } from './answer-problem.ts';

const maxAddressLength = 1000;
const maxPathLength = 1000;

/** Latitude within ±90, longitude within ±180 (docs/product/rules.md, Form field validators: coordinates). */
function isCoordinates(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/**
 * address: `{formatted_address, geometry?: {location: {lat, lng}}}`. Other
 * keys a geocoder adds (`place_id`, `address_components`) are allowed.
 */
export function validateAddressAnswer(value: unknown): AnswerProblem | null {
  if (!isPlainObject(value)) return answerProblem('type');
  const address = value.formatted_address;
  if (typeof address !== 'string' || address.trim() === '' || address.length > maxAddressLength)
    return answerProblem('type');
  const { geometry } = value;
  if (geometry === undefined || geometry === null) return null;
  const location = isPlainObject(geometry) ? geometry.location : undefined;
  if (!isPlainObject(location) || !isCoordinates(location.lat, location.lng)) return answerProblem('coordinates');
  return null;
}

/**
 * An http(s) address with a host, or a path on this site (`/uploads/…`, as
 * the upload call answers when no site URL is configured). Uploads may live
 * on `localhost` in development, so unlike a url answer no domain name is
 * needed. The server rebuilds the address from the path in any case.
 */
function isUploadUrl(url: unknown): boolean {
  if (typeof url !== 'string' || url.length > 2048 || /\s/.test(url)) return false;
  if (url.startsWith('/')) return isSitePath(url);
  return /^https?:\/\//i.test(url) && Boolean(urlHostname(url));
}

/** One uploaded file: `{url, path}` as the upload call returned them. */
export function validateFileAnswer(value: unknown): AnswerProblem | null {
  if (!isPlainObject(value)) return answerProblem('file');
  const { url, path } = value;
  if (!isUploadUrl(url) || typeof path !== 'string' || path === '' || path.length > maxPathLength) {
    return answerProblem('file');
  }
  return null;
}
