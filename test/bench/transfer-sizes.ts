// What the server sends for the widget bundle and the app's login page: the
// raw files against the brotli and gzip copies the build writes beside them
// (scripts/precompress.mjs), read from dist/ as the last build left it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { initialDownload, readElementTable } from '../../scripts/embed-sizes.mjs';
import { root } from '../e2e/harness.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The bytes sent for a file in each encoding; the original where the build wrote no copy. */
function sent(file: string) {
  const raw = statSync(file).size;
  const copy = (ext: string) => (existsSync(`${file}${ext}`) ? statSync(`${file}${ext}`).size : raw);
  return { raw, br: copy('.br'), gzip: copy('.gz') };
}

/** `file` and every file it imports statically, relative to `dir`. */
function withStaticImports(dir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dir, file), 'utf8');
  for (const m of code.matchAll(/(?:\bimport\s*|\bfrom\s*)["'](\.{1,2}\/[^"']+)["']/g))
    withStaticImports(dir, normalize(join(dirname(file), m[1]!)), seen);
  return seen;
}

function printRow(label: string, dir: string, files: Iterable<string>) {
  const total = { raw: 0, br: 0, gzip: 0 };
  for (const file of files) {
    const size = sent(join(dir, file));
    total.raw += size.raw;
    total.br += size.br;
    total.gzip += size.gzip;
  }
  console.log(
    `  ${label.padEnd(58)} ${kb(total.raw).padStart(9)}  br ${kb(total.br).padStart(8)}  gzip ${kb(total.gzip).padStart(8)}`,
  );
}

export function printTransferSizes(): void {
  const embedDir = join(root, 'dist/embed');
  const appDir = join(root, 'dist/app');
  console.log('\nTransferred sizes (raw vs the precompressed copies the server picks by Accept-Encoding)');
  if (existsSync(join(embedDir, 'masthead.js'))) {
    // What a page with one element downloads: the loader, then at once that element's files and catalog.
    for (const element of Object.keys(readElementTable(embedDir))) {
      const { files } = initialDownload(embedDir, element);
      printRow(
        `<${element}> (loader, ${files.length - 1} files at once)`,
        embedDir,
        files.map((row) => row.file),
      );
    }
  }
  if (!existsSync(join(appDir, 'index.html'))) return;
  const html = readFileSync(join(appDir, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  const page = new Set(['index.html', ...linked.filter((f) => f.endsWith('.css'))]);
  const login = readdirSync(join(appDir, 'assets')).find((f) => /^login-page-[\w-]{8}\.js$/.test(f));
  for (const script of [...linked.filter((f) => f.endsWith('.js')), ...(login ? [`assets/${login}`] : [])])
    withStaticImports(appDir, script, page);
  printRow(`app login page (html, css, entry and login chunks: ${page.size} files)`, appDir, page);
  const biggest = readdirSync(join(appDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .sort((a, b) => statSync(join(appDir, 'assets', b)).size - statSync(join(appDir, 'assets', a)).size)[0];
  if (biggest) printRow(`biggest app chunk (assets/${biggest})`, appDir, [`assets/${biggest}`]);
}
