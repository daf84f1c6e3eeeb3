/**
 * Where an emailed recovery link points: the organisation's own site from
 * the general settings, so asking for a link works at any address the app
 * is opened at (127.0.0.1 as well as localhost, an old domain) — the server
 * sends links to its own site only. Without a usable site URL the page's
 * own origin is the best guess, and the server says if it is not the site.
 * @example recoveryUrl(settings.siteUrl, '/auth/reset-password') // 'https://members.example.org/auth/reset-password'
 */
export function recoveryUrl(siteUrl: string, path: string, fallbackOrigin = location.origin): string {
  const origin = URL.canParse(siteUrl) ? new URL(siteUrl).origin : 'null';
  return `${origin === 'null' ? fallbackOrigin : origin}${path}`;
}
