/**
 * The `next` parameter of the login page, if it is a path on this site.
 * Anything else (another origin, `//evil.example`, `javascript:`) gives null,
 * so a crafted login link cannot send a reader elsewhere after login.
 *
 * @example safeNext('/profile/account?lang=de', 'https://members.example.org') // '/profile/account?lang=de'
 */
export function safeNext(next: string | null, origin: string): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return null;
    // Back to the login page would be a loop.
    if (url.pathname.startsWith('/auth/')) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
