/** The build cache's folder: MASTHEAD_BUILD_CACHE, else `$XDG_CACHE_HOME` or `~/.cache`, `masthead/builds`; null when MASTHEAD_BUILD_CACHE is empty. */
export function buildCacheDir(env?: Record<string, string | undefined>): string | null;
/** Copies the cached browser build of `stamp` into `root`/dist/; false when the cache has none. */
export function restoreBuild(root: string, stamp: string, cache?: string | null): boolean;
/** Keeps `root`/dist/'s browser build in the cache under dist/.stamp; false when there is none or no cache. */
export function saveBuild(root: string, cache?: string | null): boolean;
