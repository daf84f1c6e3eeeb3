// A cache of browser builds (dist/ but the compiled server) in the user's
// cache folder, one folder per stamp of their sources (source-stamp.mjs):
// `npm start` on another checkout of the same sources (a second clone, a
// worktree, CI's clean clone) copies it, well under a second, instead of a
// build of half a minute or more. A stamp names every input of the build,
// the lockfile included, so a cached build is the one the sources make.
// MASTHEAD_BUILD_CACHE names another folder; set empty, no cache is used.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Builds kept: a few branches' worth, each some 8 MB. */
const keep = 3;

/** The cache folder, or null when MASTHEAD_BUILD_CACHE is set empty. */
export function buildCacheDir(env = process.env) {
  if (env.MASTHEAD_BUILD_CACHE !== undefined) return env.MASTHEAD_BUILD_CACHE === '' ? null : env.MASTHEAD_BUILD_CACHE;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'masthead', 'builds');
}

const entryOf = (cache, stamp) => join(cache, stamp.slice(0, 16));

/** What a browser build wrote under dist/: all of it but the compiled server. */
const builtNames = (dist) => readdirSync(dist).filter((name) => name !== 'server');

/**
 * Copies the cached build of `stamp` into `root`/dist/, its stamp last (a
 * copy cut off half-way is no current build); false when there is none.
 * @example if (!restoreBuild(root, sourceStamp(root))) await build()
 */
export function restoreBuild(root, stamp, cache = buildCacheDir()) {
  if (!cache) return false;
  const entry = entryOf(cache, stamp);
  const stampFile = join(entry, '.stamp');
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) return false;
  const dist = join(root, 'dist');
  try {
    mkdirSync(dist, { recursive: true });
    for (const name of builtNames(dist)) rmSync(join(dist, name), { recursive: true, force: true });
    for (const name of builtNames(entry).filter((name) => name !== '.stamp'))
      cpSync(join(entry, name), join(dist, name), { recursive: true });
    cpSync(stampFile, join(dist, '.stamp'));
    return true;
  } catch {
    // An unreadable cache: the build runs as without one.
    rmSync(join(dist, '.stamp'), { force: true });
    return false;
  }
}

/**
 * Keeps `root`/dist/'s browser build under the stamp it was built from
 * (dist/.stamp); written whole, then moved in. A cache that cannot be
 * written is left alone: it only saves time.
 * @example saveBuild(root)
 */
export function saveBuild(root, cache = buildCacheDir()) {
  const dist = join(root, 'dist');
  const stampFile = join(dist, '.stamp');
  if (!cache || !existsSync(stampFile)) return false;
  const entry = entryOf(cache, readFileSync(stampFile, 'utf8'));
  if (existsSync(join(entry, '.stamp'))) return true;
  const temp = `${entry}.tmp-${process.pid}`;
  try {
    rmSync(temp, { recursive: true, force: true });
    mkdirSync(temp, { recursive: true });
    for (const name of builtNames(dist)) cpSync(join(dist, name), join(temp, name), { recursive: true });
    rmSync(entry, { recursive: true, force: true });
    renameSync(temp, entry);
    prune(cache, entry);
    return true;
  } catch {
    rmSync(temp, { recursive: true, force: true });
    return false;
  }
}

function prune(cache, current) {
  const entries = readdirSync(cache, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[0-9a-f]{16}$/.test(entry.name))
    .map((entry) => join(cache, entry.name))
    .filter((dir) => dir !== current)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const dir of entries.slice(keep - 1)) rmSync(dir, { recursive: true, force: true });
}
