/**
 * The link policy of rich text (docs/product/rules.md, Links in rich text): only
 * these schemes survive; any other link target is emptied. The rich-text
 * editor applies it when a link is made, the server again before it stores
 * or sends rich text, so a crafted request meets the same rule.
 */

const allowedLinkSchemes = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

/** Longer link targets are refused: no real link needs them, and they hide tricks. */
const maxLinkLength = 4096;

/**
 * The few named character references that matter for a scheme: the
 * characters that separate or hide one. Any other `&name;` left in the part
 * before the first `/`, `?` or `#` makes the link refused.
 */
const namedReferences: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  amp: '&',
  sol: '/',
  quest: '?',
  num: '#',
  period: '.',
  nbsp: '\u00a0',
};

/** Decodes numeric references (`&#106;`, `&#x6A`, semicolon optional, as browsers do) and the named ones above. */
function decodeReferences(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([a-zA-Z]+));?/g,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return namedReferences[name.toLowerCase()] ?? whole;
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    },
  );
}

/**
 * What a browser would read: references decoded (repeatedly, so a
 * double-encoded `&amp;#106;` cannot slip through a second decoding later),
 * then ASCII control characters and spaces removed everywhere (browsers drop
 * tabs and newlines inside URLs and trim the rest at the ends).
 */
function normalise(href: string): string {
  let text = href;
  for (let round = 0; round < 5; round++) {
    const decoded = decodeReferences(text);
    if (decoded === text) break;
    text = decoded;
  }
  let result = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && code !== 0x7f) result += char;
  }
  return result.toLowerCase();
}

/** Trims what browsers trim: ASCII control characters and spaces at either end. */
function trimControls(href: string): string {
  let start = 0;
  let end = href.length;
  while (start < end && href.charCodeAt(start) <= 0x20) start++;
  while (end > start && href.charCodeAt(end - 1) <= 0x20) end--;
  return href.slice(start, end);
}

/**
 * The link target when the policy allows it, else `''`. Allowed: the schemes
 * above, and relative targets (`/about`, `page.html`, `?q=1`, `#top`).
 * Refused: every other scheme however it is spelled (`JaVaScRiPt:`, with
 * control characters or character references inside), anything with a colon
 * before its first `/`, `?` or `#` that is not an allowed scheme, and
 * protocol-relative targets (`//host`, `\\host`): they take the scheme of
 * the page, which means nothing in an email, and are a favourite of open
 * redirects; an author can write `https://`.
 * @example safeLinkTarget('https://example.org') // 'https://example.org'
 * @example safeLinkTarget(' javascript:alert(1)') // ''
 */
export function safeLinkTarget(href: unknown): string {
  if (typeof href !== 'string' || href.length > maxLinkLength) return '';
  const trimmed = trimControls(href);
  const seen = normalise(trimmed);
  if (seen === '') return '';
  if (/^[/\\]{2}/.test(seen)) return '';
  const head = seen.split(/[/?#\\]/, 1)[0] ?? '';
  if (head.includes('&')) return '';
  const colon = head.indexOf(':');
  if (colon === -1) return trimmed;
  const scheme = head.slice(0, colon);
  return (allowedLinkSchemes as readonly string[]).includes(scheme) ? trimmed : '';
}

/** Whether a link target passes the policy unchanged. */
export function isSafeLinkTarget(href: unknown): boolean {
  return typeof href === 'string' && href !== '' && safeLinkTarget(href) === trimControls(href);
}
