// Builds everything the server serves into dist/: compiled catalogs, the
// app and embed bundles (rollup.config.mjs), and the demo page; then a
// brotli and a gzip copy beside each text file (precompress.mjs); last the
// server itself, compiled to JavaScript (build-server.mjs, dist/server/).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { buildServer } from './build-server.mjs';
import { precompress } from './precompress.mjs';
import { sourceStamp } from './source-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

export async function build({ quiet = false } = {}) {
  const started = Date.now();
  const log = quiet ? () => {} : (line) => console.log(line);
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
  const packed = await precompress(dist, { skip: ['server'] });
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  log(`Precompressed ${packed.files} files: ${kb(packed.raw)} -> br ${kb(packed.br)}, gzip ${kb(packed.gzip)}`);
  await buildServer({ quiet });
  writeFileSync(join(dist, '.stamp'), sourceStamp(root));
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build();
}
