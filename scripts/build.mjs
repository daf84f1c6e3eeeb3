// Builds everything the server serves into dist/: compiled catalogs, the
// app and embed bundles (rollup.config.mjs), the demo page and the
// WordPress plugin's zip (dist/downloads/); then a brotli and a gzip copy
// beside each text file (precompress.mjs); and the server itself, compiled
// to JavaScript (build-server.mjs, dist/server/), while the bundles build.
// Each bundle builds in a child process of its own (`--bundle <name>`), all
// at once: Babel and Rollup run on one thread, and the app's bundle alone
// took 60 % of a build on one of two cores.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { rollup } from 'rollup';
import { buildServer } from './build-server.mjs';
import { precompress } from './precompress.mjs';
import { sourceStamp } from './source-stamp.mjs';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/**
 * Whether every compiled catalog (`locales/<locale>/<name>.ts`) is newer
 * than every `.po` (a locale falls back on others' messages) and the Lingui
 * config. Current catalogs are not written again: tests running beside a
 * build (`npm test`) may be reading them.
 */
function catalogsCurrent() {
  const locales = join(root, 'locales');
  const files = readdirSync(locales).flatMap((locale) =>
    readdirSync(join(locales, locale)).map((name) => join(locales, locale, name)),
  );
  const sources = files.filter((file) => file.endsWith('.po'));
  const newest = Math.max(statSync(join(root, 'lingui.config.ts')).mtimeMs, ...sources.map((f) => statSync(f).mtimeMs));
  return sources.every((file) => {
    const compiled = file.replace(/\.po$/, '.ts');
    return existsSync(compiled) && statSync(compiled).mtimeMs >= newest;
  });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Every file under `folder`, sorted, as the zip writer's entries under `rootName/`. */
function folderEntries(folder, rootName) {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
  return files.map((file) => ({
    name: `${rootName}/${relative(folder, file).split(/[\\/]/).join('/')}`,
    content: readFileSync(file),
    modified: statSync(file).mtime,
  }));
}

/**
 * The WordPress plugin as WordPress's "Upload Plugin" takes it: its files in
 * the one folder `masthead/`, written by the server's own zip writer (the
 * one backups use).
 */
export async function pluginZip(folder) {
  const { zipStream } = await tsImport('../packages/server/src/backup/zip-write.ts', import.meta.url);
  const chunks = [];
  for await (const chunk of zipStream(folderEntries(folder, 'masthead'))) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Writes dist/downloads/masthead-wordpress.zip and returns its size; without the plugin's folder, nothing and 0. */
async function writePluginZip() {
  const plugin = join(root, 'integrations/wordpress/masthead');
  if (!existsSync(plugin)) return 0;
  const archive = await pluginZip(plugin);
  mkdirSync(join(dist, 'downloads'), { recursive: true });
  writeFileSync(join(dist, 'downloads/masthead-wordpress.zip'), archive);
  return archive.length;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` holding the lock folder `lock`: bundles building side by side
 * each read, amend and write dist/sizes.json (rollup.config.mjs's size report).
 */
async function withLock(lock, work) {
  for (let waited = 0; ; waited += 20) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A process killed while it held the lock for a few milliseconds left it behind.
      if (waited > 10_000) rmSync(lock, { recursive: true, force: true });
      await sleep(20);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds the bundle `name` of rollup.config.mjs's `bundles` in this process (the child of `build`). */
async function buildBundle(name) {
  const { bundles } = await import(join(root, 'rollup.config.mjs'));
  const config = bundles[name];
  if (!config) throw new Error(`rollup.config.mjs has no bundle ${name}`);
  for (const plugin of config.plugins) {
    if (plugin.name !== 'masthead-size-report') continue;
    const report = plugin.writeBundle;
    plugin.writeBundle = function (...args) {
      return withLock(join(dist, '.sizes.lock'), () => report.apply(this, args));
    };
  }
  const bundle = await rollup(config);
  await bundle.write(config.output);
  await bundle.close();
}

const execFileAsync = promisify(execFile);

/** Each bundle in a child process, all at once; their size lines printed as each child ends. */
async function buildBundles(started, log) {
  const { bundles } = await import(`${join(root, 'rollup.config.mjs')}?t=${started}`);
  log('Bundle sizes:');
  await Promise.all(
    Object.keys(bundles).map(async (name) => {
      try {
        const { stdout, stderr } = await execFileAsync(
          process.execPath,
          [fileURLToPath(import.meta.url), '--bundle', name],
          { cwd: root, maxBuffer: 64 * 1024 * 1024 },
        );
        for (const line of stdout.split('\n').filter(Boolean)) log(line);
        if (stderr) process.stderr.write(stderr);
      } catch (error) {
        throw new Error(`The ${name} bundle failed to build:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
      }
    }),
  );
}

/**
 * Builds dist/; without `server`, the browser side only (`npm start` compiles
 * the server first, to open the database while the bundles build).
 * `onServable` is called once every file the server serves is written, before
 * their brotli and gzip copies are made (some seconds of CPU): a server may
 * serve dist/ from then on, each file as it is until its copies are there
 * (`precompress` writes each whole, under its own name). The stamp comes last,
 * so a build stopped before its copies counts as not built.
 * @example await build({quiet: true})
 */
export async function build({ quiet = false, server = true, onServable = () => {} } = {}) {
  const started = Date.now();
  const log = quiet ? () => {} : (line) => console.log(line);
  // The server's compile does not read the catalogs: it runs while they compile and the bundles build.
  const serverBuilt = server ? buildServer({ quiet: true }) : Promise.resolve(null);
  // Caught here so that a failed bundle is the error reported; awaited below.
  serverBuilt.catch(() => {});
  if (!catalogsCurrent())
    execFileSync(process.execPath, [join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'compile', '--typescript'], {
      cwd: root,
      stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
    });
  // dist/server/ stays: a server running an older build may still load its lazy chunks.
  mkdirSync(dist, { recursive: true });
  for (const name of readdirSync(dist))
    if (name !== 'server') rmSync(join(dist, name), { recursive: true, force: true });
  await buildBundles(started, log);
  const demo = join(root, 'sites/demo/public');
  if (existsSync(demo)) cpSync(demo, join(dist, 'demo'), { recursive: true });
  const plugin = await writePluginZip();
  if (plugin) log(`WordPress plugin: dist/downloads/masthead-wordpress.zip, ${kb(plugin)}`);
  // Everything the server serves is there; the compressed copies follow (`npm start` listens now).
  onServable();
  // Downloads are sent as they are: a zip is compressed already.
  const packed = await precompress(dist, { skip: ['server', 'downloads'] });
  log(`Precompressed ${packed.files} files: ${kb(packed.raw)} -> br ${kb(packed.br)}, gzip ${kb(packed.gzip)}`);
  const serverEntry = await serverBuilt;
  if (serverEntry) log(`Server compiled to ${relative(root, dirname(serverEntry))}/`);
  writeFileSync(join(dist, '.stamp'), sourceStamp(root));
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bundle = process.argv.indexOf('--bundle');
  if (bundle !== -1) await buildBundle(process.argv[bundle + 1]);
  else
    await build({
      server: !process.argv.includes('--no-server'),
      // Run by `npm start` with an IPC channel: it listens on this message (start.mjs).
      onServable: () => process.send?.('servable'),
    });
}
