/**
 * The paths whose last segment is a secret that only an email's recipient
 * may hold (decision 42): the app's pages that open an emailed link, and the
 * API calls those pages make with it. Whatever form the secret takes (a
 * 43-character token, a join flow's uuid, a webhook secret), the segment
 * after one of these is masked wherever someone else may read it: the
 * outbox, a data export, error reports, logs.
 */
export const secretLinkPrefixes = [
  // The app's pages (sites/app route table).
  '/auth/reset-password/',
  '/auth/set-password/',
  '/auth/reset-device/',
  '/auth/login-link/',
  '/auth/change-email/',
  '/join/confirm-email/',
  // The API's (core's contract table, below /api/1.0).
  '/reset-password/',
  '/reset-device/',
  '/email-change/',
  '/newsletter/webhook/',
  '/demo-checkout/',
] as const;

export const maskedSecret = '***';

/** Segments that follow a secret prefix but are no secret (`POST reset-device/recovery-code`). */
const notSecret = new Set(['recovery-code']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** A prefix with its slashes also written `%2F` (a link inside a query string), then the segment. */
const prefixSource = secretLinkPrefixes.map((prefix) => escape(prefix).replaceAll('\\/', '(?:\\/|%2[Ff])')).join('|');
// Linear (decision 35): alternatives of fixed text, then one run of
// characters that cannot end a path segment.
const secretSegment = new RegExp(`(${prefixSource})([^\\s/?#&"'<>()\\[\\]\\\\%]+)`, 'g');

/**
 * The text with the secret segment of every link to a page or call above
 * replaced by `mask`, in free text, URLs, paths and operation names alike.
 * @example maskSecretLinks('PUT /reset-password/Xk3q…') // 'PUT /reset-password/***'
 * @example maskSecretLinks('https://news.example/join/confirm-email/2f0c…-uuid', '••••••') // 'https://news.example/join/confirm-email/••••••'
 */
export function maskSecretLinks(text: string, mask: string = maskedSecret): string {
  return text.replace(secretSegment, (whole, prefix: string, segment: string) =>
    notSecret.has(segment) || segment === mask ? whole : `${prefix}${mask}`,
  );
}
