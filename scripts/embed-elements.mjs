// The embed build's own steps (rollup.config.mjs, `createBundle({preact: true})`):
// each element of packages/elements is an entry of its own, masthead.js a small
// loader that learns from the build which files each element needs, so a page
// asks for all of them at once and for nothing another element needs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, posix } from 'node:path';

// esbuild minifies the CSS: the one vanilla-extract compiles `.css.ts` files with, so always installed.
const { transform } = createRequire(createRequire(import.meta.url).resolve('@vanilla-extract/integration'))('esbuild');

const cssMarker = /(["'`])__MASTHEAD_EMBED_CSS__\1/;
const elementsMarker = /(["'`])__MASTHEAD_EMBED_ELEMENTS__\1/;
const everywhere = (marker) => new RegExp(marker.source, 'g');
/** Where the table starts in masthead.js, for anyone reading the built file (test/bench/embed.ts). */
export const elementsAnchor = '/*masthead:elements*/';

/**
 * The elements of the embed bundle: every `src/<name>/element.ts` of the
 * elements package, by element name (the folder's).
 * @example embedElementEntries('/repo/packages/elements/src') // {'callout-form': '/repo/…/callout-form/element.ts', …}
 */
export function embedElementEntries(srcDir) {
  const entries = {};
  for (const name of readdirSync(srcDir).sort()) {
    const file = join(srcDir, name, 'element.ts');
    if (existsSync(file)) entries[name] = file;
  }
  return entries;
}

/** The compiled widgets catalog of each locale (`locales/<code>/widgets.ts`, written by `lingui compile`). */
function readCatalogs(localesDir) {
  const catalogs = {};
  if (!existsSync(localesDir)) return catalogs;
  for (const code of readdirSync(localesDir).sort()) {
    const file = join(localesDir, code, 'widgets.ts');
    if (!existsSync(file)) continue;
    const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(file, 'utf8'))?.[1];
    if (!literal) throw new Error(`${file}: no compiled messages found`);
    // The literal is JavaScript: `lingui compile` may write `\xA0` (a no-break space), which JSON spells `\u00A0`.
    const json = literal.replace(/(?<!\\)((?:\\\\)*)\\x([0-9a-fA-F]{2})/g, '$1\\u00$2');
    catalogs[code] = JSON.parse(JSON.parse(json));
  }
  return catalogs;
}

/**
 * The modules an entry runs, now or later: everything it imports, statically
 * or lazily, without crossing into another entry. Externals (the extracted
 * CSS) included.
 */
function reachable(plugin, entryId, entryIds) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id) || (id !== entryId && entryIds.has(id))) return;
    seen.add(id);
    const info = plugin.getModuleInfo(id);
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) visit(next);
  };
  visit(entryId);
  return seen;
}

/**
 * The CSS vanilla-extract extracted for the modules an entry runs, in import
 * order with what a module imports before the module's own CSS, so a style
 * that composes another comes after it. Only the CSS of style modules whose
 * class names made it into the output (`rendered`), or that export none (global
 * styles only): importing `Button` from `@masthead/ui` reaches every style
 * module of the package, and the rest would travel for nothing.
 */
function cssOf(plugin, entryId, entryIds, rendered) {
  const parts = [];
  const seen = new Set();
  const isCss = (id) => plugin.getModuleInfo(id)?.meta?.css !== undefined;
  const visit = (id) => {
    if (seen.has(id) || (id !== entryId && entryIds.has(id))) return;
    seen.add(id);
    const info = plugin.getModuleInfo(id);
    if (!info) return;
    const imports = [...info.importedIds, ...info.dynamicallyImportedIds];
    for (const next of imports.filter((next) => !isCss(next))) visit(next);
    const used = rendered.has(id) || (info.exports ?? []).length === 0;
    for (const next of imports.filter(isCss)) {
      if (used && !seen.has(next)) parts.push(plugin.getModuleInfo(next).meta.css);
      if (used) seen.add(next);
    }
  };
  visit(entryId);
  return parts.join('\n');
}

/**
 * The modules with code in the output that `file` runs, now or later: its
 * chunk, the chunks it imports and those it loads lazily (`chunks`: renderChunk's `meta.chunks`).
 */
function renderedModules(file, chunks) {
  const files = new Set();
  const visit = (next) => {
    if (files.has(next) || !chunks[next]) return;
    files.add(next);
    for (const imported of [...chunks[next].imports, ...chunks[next].dynamicImports]) visit(imported);
  };
  visit(file);
  const ids = new Set();
  for (const name of files) {
    for (const [id, module] of Object.entries(chunks[name].modules)) if (module.renderedLength > 0) ids.add(id);
  }
  return ids;
}

/**
 * Minified CSS for a shadow root. vanilla-extract writes the theme's defaults
 * on `:where(:root)` (packages/ui `vars.css.ts`) for pages that load our CSS;
 * no element matches `:root` inside a shadow root, and `ensurePageDefaults`
 * puts the same values on the page, so that rule goes.
 */
async function minifyCss(css) {
  if (!css) return '';
  const { code } = await transform(css, { loader: 'css', minify: true });
  return code.replace(/:where\(:root\)\{[^}]*\}/g, '').trim();
}

/**
 * Where an element's widgets catalog of one locale is written, beside its chunks: masthead.ts
 * puts the same name together from the table's `hash` (keep the two alike).
 * @example catalogFile('callout-form', 'de@easy', 'Ab3dE9_x') // 'assets/locale-de-easy-callout-form-Ab3dE9_x.js'
 */
export const catalogFile = (element, locale, hash) => `assets/locale-${locale.replace('@', '-')}-${element}-${hash}.js`;

/** The messages of `catalog` whose ids appear as a string literal in `code`. */
function messages(code, catalog) {
  const used = {};
  for (const [id, message] of Object.entries(catalog)) {
    if (code.includes(`"${id}"`) || code.includes(`'${id}'`) || code.includes(`\`${id}\``)) used[id] = message;
  }
  return used;
}

/** `file` and every chunk it imports statically, transitively (`chunks`: renderChunk's `meta.chunks`). */
function withStaticImports(file, chunks, found = []) {
  if (found.includes(file) || !chunks[file]) return found;
  found.push(file);
  for (const next of chunks[file].imports) withStaticImports(next, chunks, found);
  return found;
}

/**
 * The embed build's element steps.
 *
 * - Each entry's CSS: an element's code holds the marker `'__MASTHEAD_EMBED_CSS__'`
 *   (`src/<name>/element.ts`, and `src/embed-css.ts` for an entry that calls
 *   `defineElement` without `css`); the marker becomes the CSS of every module that
 *   entry runs, now or later. In a chunk that holds no entry module (code several
 *   entries share) it becomes ''. The extracted CSS file itself is dropped.
 * - With `loader` (the loader's entry name, `masthead`): a widgets catalog per element
 *   and locale holding only the messages that element's code names, and in the
 *   loader, in place of `'__MASTHEAD_EMBED_ELEMENTS__'`, the table
 *   `{[element]: {files: [its chunk, every chunk it imports], hash, locales}}` (paths relative
 *   to the loader; each catalog is `catalogFile(element, locale, hash)`), preceded by
 *   `/*masthead:elements*\/`. The table of
 *   every widget's catalogs (`fullCatalogs`, exporting `widgetsCatalogs`) is then left
 *   empty: no element of the bundle uses it.
 * @param {{loader?: string, localesDir: string, fullCatalogs?: string}} options
 */
export function embedElements({ loader, localesDir, fullCatalogs }) {
  /** Entry module id → entry name. */
  let entries = new Map();
  /** Entry name → {hash, locales} of its emitted catalogs (`catalogFile`). */
  let catalogRefs = new Map();
  return {
    name: 'masthead-embed-elements',
    async buildStart(options) {
      const input = Array.isArray(options.input) ? {} : options.input;
      const resolved = await Promise.all(
        Object.entries(input).map(async ([name, file]) => [(await this.resolve(file))?.id ?? file, name]),
      );
      entries = new Map(resolved);
      catalogRefs = new Map();
    },
    load(id) {
      if (loader && id === fullCatalogs) return 'export const widgetsCatalogs = {};';
      return null;
    },
    buildEnd(error) {
      if (error || !loader) return;
      const catalogs = readCatalogs(localesDir);
      const entryIds = new Set(entries.keys());
      for (const [id, name] of entries) {
        if (name === loader) continue;
        const code = [...reachable(this, id, entryIds)].map((m) => this.getModuleInfo(m)?.code ?? '').join('\n');
        const sources = Object.entries(catalogs).map(([locale, catalog]) => [
          locale,
          `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages(code, catalog)))});\n`,
        ]);
        // One hash for all of an element's catalogs, so the loader's table names it once, not once per locale.
        const hash = createHash('sha256')
          .update(sources.map(([locale, source]) => `${locale}\n${source}`).join('\n'))
          .digest('base64url')
          .slice(0, 8);
        for (const [locale, source] of sources)
          this.emitFile({ type: 'asset', fileName: catalogFile(name, locale, hash), source });
        catalogRefs.set(name, { hash, locales: sources.map(([locale]) => locale) });
      }
    },
    async renderChunk(code, chunk, _options, meta) {
      let next = code;
      if (cssMarker.test(next)) {
        // The entry whose code this is (an entry chunk, or the chunk an entry's facade imports).
        const entryId = chunk.moduleIds.find((id) => entries.has(id));
        const rendered = entryId ? renderedModules(chunk.fileName, meta.chunks) : null;
        const css = entryId ? await minifyCss(cssOf(this, entryId, new Set(entries.keys()), rendered)) : '';
        next = next.replace(everywhere(cssMarker), () => JSON.stringify(css));
      }
      if (loader && chunk.name === loader && elementsMarker.test(next)) {
        const from = posix.dirname(chunk.fileName);
        // Relative to the loader, as `new URL(file, import.meta.url)` reads them (no `./`: bytes in every page).
        const path = (file) => posix.relative(from, file);
        const table = {};
        for (const [id, name] of entries) {
          if (name === loader) continue;
          const own = Object.values(meta.chunks).find((c) => c.isEntry && c.facadeModuleId === id);
          if (!own) throw new Error(`embed build: no chunk for <${name}>`);
          const { hash = '', locales = [] } = catalogRefs.get(name) ?? {};
          table[name] = { files: withStaticImports(own.fileName, meta.chunks).map(path), hash, locales };
        }
        next = next.replace(everywhere(elementsMarker), () => elementsAnchor + JSON.stringify(JSON.stringify(table)));
      }
      return next === code ? null : { code: next, map: null };
    },
    generateBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) if (file.endsWith('.css')) delete bundle[file];
    },
  };
}
