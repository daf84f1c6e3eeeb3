// What a newsroom page downloads before an element can show, read from the
// built embed bundle (dist/embed) the way masthead.js reads it: the loader's
// table of each element's files and catalogs (scripts/embed-elements.mjs).
// Used by `npm run bench` (test/bench/embed.ts) and test/e2e/embed-bundle.test.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogFile, elementsAnchor } from './embed-elements.mjs';

/**
 * Budgets in gzip bytes for a page with only that element:
 * masthead.js, every file it asks for, and one widgets catalog (en).
 * `<callout-form>`'s is issue 33's goal, reached once the question types most forms lack, the
 * checks, the contact and newsletter fields became lazy chunks and the texts and CSS only those
 * show came with them (`later`, scripts/embed-elements.mjs): 40.7 → 34.3 → 31.9 KB.
 */
export const embedBudgets = { 'join-form': 30 * 1024, 'callout-form': 32 * 1024 };

/**
 * The table masthead.js carries, with each element's catalog files as masthead.js names them:
 * `{[element]: {files, catalogs: {[locale]: file}}}`, paths relative to it.
 */
export function readElementTable(embedDir) {
  const code = readFileSync(join(embedDir, 'masthead.js'), 'utf8');
  const at = code.indexOf(elementsAnchor);
  if (at < 0) throw new Error(`${embedDir}/masthead.js has no table of elements`);
  const literal = /^"(?:[^"\\]|\\.)*"/.exec(code.slice(at + elementsAnchor.length))?.[0];
  if (!literal) throw new Error(`${embedDir}/masthead.js: the table of elements cannot be read`);
  const table = JSON.parse(JSON.parse(literal));
  for (const [element, entry] of Object.entries(table)) {
    entry.catalogs = Object.fromEntries(
      entry.locales.map((locale) => [locale, `./${catalogFile(element, locale, entry.hash)}`]),
    );
  }
  return table;
}

/** The files `file` imports statically (`import"./x.js"`, `from"./x.js"`), relative to `embedDir`. */
export function staticImports(embedDir, file) {
  const code = readFileSync(join(embedDir, file), 'utf8');
  const found = [...code.matchAll(/(?:\bimport\s*|\bfrom\s*)["'](\.{1,2}\/[^"']+)["']/g)].map((m) =>
    normalize(join(dirname(file), m[1])),
  );
  return [...new Set(found)];
}

/** `files` and every file they import statically, transitively. */
export function withStaticImports(embedDir, files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(embedDir, file)) visit(next);
  };
  for (const file of files) visit(file);
  return [...seen];
}

/**
 * The bytes the server sends for `file` to a reader's gzip: its `.gz` copy
 * (scripts/precompress.mjs), or the file itself where the build made none (a
 * file too small, or copies not made yet). Without copies at all (a bundle
 * built alone), the file as gzip -9 would make it.
 */
function gzipOf(embedDir, file) {
  const path = join(embedDir, file);
  if (existsSync(`${path}.gz`)) return statSync(`${path}.gz`).size;
  const raw = readFileSync(path);
  if (!existsSync(join(embedDir, 'masthead.js.gz'))) return gzipSync(raw, { level: 9 }).length;
  return raw.length;
}

/**
 * What a page with only `<element lang=locale>` downloads before the element
 * can show: masthead.js, then at once the files and the catalog the loader
 * asks for (and anything those import statically, which should be nothing
 * more: `waterfall` lists it). Sizes are the gzip bytes sent (`gzipOf`).
 * @example initialDownload('dist/embed', 'join-form') // {files: [{file: 'masthead.js', gzip: 640}, …], gzip: 29450, waterfall: []}
 */
export function initialDownload(embedDir, element, locale = 'en') {
  const entry = readElementTable(embedDir)[element];
  if (!entry) throw new Error(`masthead.js loads no <${element}>`);
  const asked = [...entry.files, entry.catalogs[locale]].map((file) => normalize(file));
  const all = withStaticImports(embedDir, ['masthead.js', ...asked]);
  const files = all.map((file) => ({ file, gzip: gzipOf(embedDir, file) }));
  return {
    files,
    gzip: files.reduce((sum, row) => sum + row.gzip, 0),
    waterfall: all.filter((file) => file !== 'masthead.js' && !asked.includes(file)),
  };
}
