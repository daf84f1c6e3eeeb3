// Compiles the server to JavaScript for `npm start`: one esbuild bundle of
// packages/server/src/server.ts with the workspace code (@masthead/*) inlined
// and every third-party package left to node_modules, so the running server
// loads no TypeScript transpiler.
//
// Each build goes to dist/server/<stamp>/ (the stamp of its sources) and is
// moved there whole once written, so two processes building at once, or a
// server still running an older build, never see a half-written folder.
// dist/server/server.mjs points at the newest build.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverSourceStamp } from './source-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverDist = join(root, 'dist/server');
const entrySource = join(root, 'packages/server/src/server.ts');
/** Older builds kept beside the newest: a server started from one may still load a lazy chunk of it. */
const keepBuilds = 4;

/** The folder the build of the current sources lives in (it may not exist yet). */
export function serverBuildDir(stamp = serverSourceStamp(root)) {
  return join(serverDist, stamp.slice(0, 16));
}

/**
 * The compiled server's entry for the current sources, built first when it
 * is missing (about a second).
 * @example await import(pathToFileURL(await ensureServerBuild()).href)
 */
export async function ensureServerBuild({ quiet = false } = {}) {
  const dir = serverBuildDir();
  const entry = join(dir, 'server.mjs');
  if (existsSync(entry)) return entry;
  // Servers started side by side in one process wait for one build.
  if (!building.has(dir))
    building.set(
      dir,
      buildServer({ quiet, dir }).finally(() => building.delete(dir)),
    );
  return building.get(dir);
}

/** Builds in progress in this process, by folder. */
const building = new Map();

/**
 * Bundles the server into `dir` (by default the current sources' folder) and
 * points dist/server/server.mjs at it.
 * @example await buildServer() // dist/server/3f9a…/server.mjs
 */
export async function buildServer({ quiet = false, dir = serverBuildDir() } = {}) {
  const started = Date.now();
  const esbuild = await import('esbuild');
  // A sibling of `dir`, so relative paths written into the bundle hold after the move.
  const temp = `${dir}.tmp-${process.pid}-${started}`;
  rmSync(temp, { recursive: true, force: true });
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: { server: entrySource },
      outdir: temp,
      outExtension: { '.js': '.mjs' },
      chunkNames: '[name]-[hash]',
      bundle: true,
      // Lazily imported modules (the PGlite dialect, the S3 store …) stay separate
      // chunks, so the packages they import load only when they are used.
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // Class and function names stay as written (error names, logs).
      keepNames: true,
      sourcemap: 'linked',
      sourcesContent: false,
      // Node's own conditions; esbuild would add `module`.
      conditions: [],
      mainFields: ['main'],
      metafile: true,
      logLevel: 'warning',
      plugins: [externalPackages(dir), sourceRelativeUrls(dir)],
    });
    writeFileSync(join(temp, 'package.json'), '{"type": "module"}\n');
    try {
      renameSync(temp, dir);
    } catch (error) {
      // Another process built the same sources first: its folder is as good.
      if (!['ENOTEMPTY', 'EEXIST'].includes(error.code)) throw error;
    }
    pointEntryAt(dir);
    pruneOldBuilds(dir);
    if (!quiet) {
      const bytes = Object.entries(result.metafile.outputs)
        .filter(([file]) => file.endsWith('.mjs'))
        .reduce((sum, [, output]) => sum + output.bytes, 0);
      console.log(
        `Server compiled to ${relative(root, dir)}/ (${(bytes / 1024).toFixed(0)} KB of JavaScript) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    return join(dir, 'server.mjs');
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * Third-party packages stay imports, resolved by Node at run time. Where the
 * server's own node_modules holds another copy than the root's (npm nests a
 * version there), the import names that copy's file, as the sources would get it.
 */
function externalPackages(outDir) {
  return {
    name: 'masthead-external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.probe || args.path.startsWith('@masthead/')) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const probe = { kind: args.kind, pluginData: { probe: true } };
        const fromSource = await build.resolve(args.path, { ...probe, resolveDir: args.resolveDir });
        if (fromSource.errors.length > 0) return { errors: fromSource.errors };
        // Node looks in dist/server/<stamp>/node_modules and up: with none in dist/, the root's.
        const fromBundle = await build.resolve(args.path, { ...probe, resolveDir: root });
        if (fromBundle.errors.length === 0 && fromBundle.path === fromSource.path) {
          return { path: args.path, external: true };
        }
        return { path: relativeUrl(outDir, fromSource.path), external: true };
      });
    },
  };
}

/**
 * `import.meta.url` in a workspace file becomes that file's own address,
 * worked out from the bundle's at run time: the migrations next to
 * run-migrations.ts, locales/ and dist/ above config.ts are found as from
 * the sources, and the checkout can still be moved.
 */
function sourceRelativeUrls(outDir) {
  const loaders = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };
  return {
    name: 'masthead-source-relative-urls',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.path.split(sep).includes('node_modules')) return undefined;
        const { readFile } = await import('node:fs/promises');
        const source = await readFile(args.path, 'utf8');
        if (/\bimport\.meta\.(dirname|filename|resolve)\b/.test(source)) {
          return {
            errors: [
              {
                text: 'import.meta.dirname, .filename and .resolve are not supported in server code; use import.meta.url',
              },
            ],
          };
        }
        if (!source.includes('import.meta.url')) return undefined;
        const own = `new URL(${JSON.stringify(relativeUrl(outDir, args.path))}, import.meta.url).href`;
        return {
          contents: source.replaceAll(/\bimport\.meta\.url\b/g, own),
          loader: loaders[extname(args.path)] ?? 'ts',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

/** A relative import specifier from the folder `from` to the file `to`. */
function relativeUrl(from, to) {
  const path = relative(from, to).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** dist/server/server.mjs imports the newest build; replaced in one rename. */
function pointEntryAt(dir) {
  const pointer = join(serverDist, 'server.mjs');
  const temp = `${pointer}.tmp-${process.pid}`;
  mkdirSync(serverDist, { recursive: true });
  writeFileSync(
    temp,
    `// The compiled server (scripts/build-server.mjs); \`npm start\` runs it.\nimport ${JSON.stringify(relativeUrl(serverDist, join(dir, 'server.mjs')))};\n`,
  );
  renameSync(temp, pointer);
}

function pruneOldBuilds(current) {
  const builds = readdirSync(serverDist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[0-9a-f]{16}$/.test(entry.name))
    .map((entry) => join(serverDist, entry.name))
    .filter((dir) => dir !== current)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const dir of builds.slice(keepBuilds)) rmSync(dir, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
}
