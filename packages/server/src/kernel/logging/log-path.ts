import { maskSecretLinks } from '@masthead/core';

/** A path segment that is an unguessable token: a long base64url run with a capital letter (slugs and UUIDs have none). */
const tokenSegment = /^[\w-]{20,}$/;
export const maskedSegment = '***';

/**
 * The part of a request URL a log may keep: the path without its query
 * (query values can be tokens or search terms about people), and with
 * secret segments masked — the tokens of login, reset and email-change links
 * and webhook secrets travel in the path, and so do join confirmations' uuids.
 * @example logPath('/api/1.0/reset-password/Xk3…43?x=1') // '/api/1.0/reset-password/***'
 */
export function logPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  const masked = path
    .split('/')
    .map((segment) => (tokenSegment.test(segment) && /[A-Z]/.test(segment) ? maskedSegment : segment))
    .join('/');
  // A join confirmation's secret is a uuid; core knows every secret page and call by its path.
  return maskSecretLinks(masked, maskedSegment);
}
