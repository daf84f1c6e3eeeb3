// Fingerprints of what the builds read, so `npm start` can skip a build whose
// output is already up to date: one for the browser bundles and the WordPress
// plugin's zip (dist/.stamp), one for the compiled server (its folder under
// dist/server/ is named by it).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const browserInputs = [
  'packages',
  'sites',
  'locales',
  'rollup.config.mjs',
  'lingui.config.ts',
  'package-lock.json',
  'scripts/babel-options.mjs',
  'scripts/embed-elements.mjs',
  'scripts/embed-sizes.mjs',
];
const browserSkip = new Set(['node_modules', 'dist', 'server']);
// The WordPress plugin, which the build zips as it is (build.mjs): each of
// its files counts, whatever its name, as each goes into the zip.
const pluginInputs = ['integrations/wordpress'];
const pluginSkip = new Set();

// What esbuild bundles into the server: its sources and core's (locales and
// migrations are read at run time from where they are, so they are not inputs).
const serverInputs = [
  'packages/server/src',
  'packages/server/package.json',
  'packages/core/src',
  'packages/core/package.json',
  'package-lock.json',
  'tsconfig.json',
  'packages/server/tsconfig.json',
  'scripts/build-server.mjs',
];
const serverSkip = new Set(['node_modules', 'dist', 'migrations']);

const isTest = (path) => /\.(test|browser\.test)\.[tj]sx?$/.test(path);

// Each file counts by its path inside the checkout and its contents, never
// by where the checkout is or when a file was touched: a copied or freshly
// cloned checkout whose sources match an existing build skips the build.
function walk(root, path, hash, skip, counts) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) if (!skip.has(name)) walk(root, join(path, name), hash, skip, counts);
  } else if (counts(path)) {
    hash.update(`${relative(root, path).split(sep).join('/')}\0`);
    hash.update(readFileSync(path));
    hash.update('\0');
  }
}

/** Sources, not their tests nor the compiled catalogs (`locales/<locale>/<name>.ts`, made from the `.po`). */
const isSource = (path) => !isTest(path) && !/locales\/.*\.ts$/.test(path);

/** One hash over `parts`: `[inputs, skip, counts]` each, in turn. */
function stamp(root, parts) {
  const hash = createHash('sha256');
  for (const [inputs, skip, counts] of parts)
    for (const input of inputs) walk(root, join(root, input), hash, skip, counts);
  return hash.digest('hex');
}

export function sourceStamp(root) {
  return stamp(root, [
    [browserInputs, browserSkip, isSource],
    [pluginInputs, pluginSkip, () => true],
  ]);
}

export function serverSourceStamp(root) {
  return stamp(root, [[serverInputs, serverSkip, isSource]]);
}

export function isBuildCurrent(root) {
  const file = join(root, 'dist/.stamp');
  return existsSync(file) && readFileSync(file, 'utf8') === sourceStamp(root);
}

export function isServerBuildCurrent(root) {
  return existsSync(join(root, 'dist/server', serverSourceStamp(root).slice(0, 16), 'server.mjs'));
}
