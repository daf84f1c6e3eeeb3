/** No whitespace and no control character: browsers drop tabs and line breaks from a URL, so `/\t/x` is `//x`. */
const urlCharacter = '[^\\s\\u0000-\\u001F\\u007F]';

/**
 * A path on this site, as a JSON-schema pattern (no anchors): one `/`, and
 * then neither a second `/` nor a `\` (browsers read `//x` and `/\x` as the
 * host x) nor their escapes `%2F` and `%5C` (which a server or proxy on the
 * way may decode).
 */
export const sitePathPattern = `/(?![/\\\\]|%2[Ff]|%5[Cc])${urlCharacter}*`;

/** An absolute http(s) address with a host, as a JSON-schema pattern (no anchors). */
export const webAddressPattern = `https?://[^\\s\\u0000-\\u001F\\u007F/\\\\?#]+${urlCharacter}*`;

/**
 * Where a link or an image of the newsroom's may point (a notice's button,
 * the join page's background): nothing, a path on this site or an http(s)
 * address; never `javascript:`, never another host through `//` or `/\`.
 */
export const linkTargetPattern = `^(|${sitePathPattern}|${webAddressPattern})$`;

const sitePath = new RegExp(`^${sitePathPattern}$`, 'u');
const linkTarget = new RegExp(linkTargetPattern, 'u');

/**
 * Whether `value` is a path on this site and nowhere else, however a
 * browser reads it. The one check for every "local path" a request may
 * name (file answers, notices, images).
 * @example isSitePath('/uploads/a.jpg') // true
 * @example isSitePath('/\\evil.example') // false
 */
export const isSitePath = (value: string): boolean => sitePath.test(value);

/** Whether `value` fits `linkTargetPattern`: empty, a path on this site or an http(s) address. */
export const isLinkTarget = (value: string): boolean => linkTarget.test(value);
