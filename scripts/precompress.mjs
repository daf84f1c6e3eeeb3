// Writes `name.br` and `name.gz` beside every compressible file of a built
// folder, at the best levels: they are made once per build and served many
// times (packages/server/src/site/static-files.ts picks one by the
// request's Accept-Encoding), so the slow brotli 11 costs nothing at serve time.
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images, fonts and the like are compressed already. */
export const compressibleExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);

/**
 * Below this a compressed copy saves too little: some tens of bytes, what its
 * `Content-Encoding` and `Vary` headers cost. Above it a copy saves a third or
 * more, also for the small chunks a widget loads first (its size budgets count
 * the bytes sent, scripts/embed-sizes.mjs).
 */
export const minBytes = 256;

async function filesUnder(dir, skip) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const skipped = skip.map((name) => join(dir, name));
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .filter((file) => !skipped.some((folder) => file.startsWith(folder + sep)));
}

/**
 * Writes a copy under another name, then renames it: a server already
 * serving the folder (`npm start` listens before the copies are made) sends
 * a whole copy or none, never half of one.
 */
async function writeWhole(file, content) {
  await writeFile(`${file}.part`, content);
  await rename(`${file}.part`, file);
}

/**
 * Precompresses every compressible file of at least `minBytes` under `dir`,
 * except in its folders named in `skip` (the compiled server is not served;
 * downloads such as the WordPress plugin's zip are sent as they are).
 * A copy that is not smaller than the original is not written, so the
 * server sends the original.
 * @returns totals in bytes: `{files, raw, br, gzip}` (br and gzip count the original where no copy was written)
 * @example await precompress('dist') // dist/app/assets/app-B0l2M8d0.js.br, .gz …
 */
export async function precompress(dir, { skip = [] } = {}) {
  const files = (await filesUnder(dir, skip)).filter((f) => compressibleExtensions.has(extname(f)));
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      if (source.length < minBytes) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      totals.files += 1;
      totals.raw += source.length;
      totals.br += Math.min(br.length, source.length);
      totals.gzip += Math.min(gz.length, source.length);
      if (br.length < source.length) await writeWhole(`${file}.br`, br);
      if (gz.length < source.length) await writeWhole(`${file}.gz`, gz);
    }),
  );
  return totals;
}
