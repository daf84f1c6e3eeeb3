/**
 * Where the demo checkout sends the member when they have answered: the
 * `return` parameter, if it is a page of this site (a path, or an address
 * on this origin). Anything else gives null, so a crafted checkout link
 * cannot send anyone to another site.
 * @example safeReturn('https://members.example.org/join/complete?x=1', 'https://members.example.org') // '/join/complete?x=1'
 * @example safeReturn('https://evil.example/join/complete', 'https://members.example.org') // null
 */
export function safeReturn(value: string | null, origin: string): string | null {
  // Browsers read a backslash as a slash and drop tabs and line breaks: `/\evil.example` would leave.
  const odd = [...(value ?? '')].some((c) => c === '\\' || c.charCodeAt(0) < 32);
  if (!value || odd || value.startsWith('//')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
