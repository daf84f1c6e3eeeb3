/**
 * Rollup names every chunk and asset `assets/<name>-<hash>.<ext>` (8
 * base64url characters, rollup.config.mjs): a new build makes new names, so
 * such a file never changes and may be kept for a year.
 */
const hashedAsset = /^assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** The year-long policy for files whose name changes with their content. */
export const immutable = 'public, max-age=31536000, immutable';

/**
 * The Cache-Control of a built file, by its folder (`app`, `embed`, `demo`)
 * and path inside it; null keeps @fastify/static's `public, max-age=0`.
 * - HTML: `no-cache`, since a page names the current hashed bundles.
 * - `embed/masthead.js`: five minutes. Newsrooms include it by this fixed
 *   name, so a release reaches their readers within that time; it is a
 *   small loader and everything it fetches is hashed.
 * @example cacheControlFor('app', 'assets/app-B0l2M8d0.js') // immutable
 */
export function cacheControlFor(folder: string, path: string): string | null {
  const unixPath = path.split('\\').join('/');
  if (unixPath.endsWith('.html')) return 'no-cache';
  if (hashedAsset.test(unixPath)) return immutable;
  if (folder === 'embed' && unixPath === 'masthead.js') return 'public, max-age=300';
  return null;
}
