// Builds everything the server serves into dist/: compiled catalogs, the
// app and embed bundles (rollup.config.mjs), the demo page and the
// WordPress plugin's zip (dist/downloads/); then a brotli and a gzip copy
// beside each text file (precompress.mjs); last the server itself, compiled
// to JavaScript (build-server.mjs, dist/server/).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
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

export async function build({ quiet = false } = {}) {
  const started = Date.now();
  const log = quiet ? () => {} : (line) => console.log(line);
  if (!catalogsCurrent())
    execFileSync(process.execPath, [join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'compile', '--typescript'], {
      cwd: root,
      stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
    });
  // dist/server/ stays: a server running an older build may still load its lazy chunks.
  mkdirSync(dist, { recursive: true });
  for (const name of readdirSync(dist))
    if (name !== 'server') rmSync(join(dist, name), { recursive: true, force: true });
  const { default: configs } = await import(`${join(root, 'rollup.config.mjs')}?t=${started}`);
  log('Bundle sizes:');
  for (const config of configs) {
    const bundle = await rollup(config);
    await bundle.write(config.output);
    await bundle.close();
  }
  const demo = join(root, 'sites/demo/public');
  if (existsSync(demo)) cpSync(demo, join(dist, 'demo'), { recursive: true });
  const plugin = await writePluginZip();
  if (plugin) log(`WordPress plugin: dist/downloads/masthead-wordpress.zip, ${kb(plugin)}`);
  // Downloads are sent as they are: a zip is compressed already.
  const packed = await precompress(dist, { skip: ['server', 'downloads'] });
  log(`Precompressed ${packed.files} files: ${kb(packed.raw)} -> br ${kb(packed.br)}, gzip ${kb(packed.gzip)}`);
  await buildServer({ quiet });
  writeFileSync(join(dist, '.stamp'), sourceStamp(root));
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build();
}
