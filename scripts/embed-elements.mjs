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
 * CSS) included. With `lazily: false`, only those it imports statically: the
 * ones in the chunks the loader asks for with it.
 */
function reachable(plugin, entryId, entryIds, { lazily = true } = {}) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id) || (id !== entryId && entryIds.has(id))) return;
    seen.add(id);
    const info = plugin.getModuleInfo(id);
    for (const next of [...(info?.importedIds ?? []), ...(lazily ? (info?.dynamicallyImportedIds ?? []) : [])])
      visit(next);
  };
  visit(entryId);
  return seen;
}

/**
 * The CSS vanilla-extract extracted for the modules an entry runs, in import
 * order with what a module imports before the module's own CSS, so a style
 * that composes another comes after it: `[style module id, its CSS]` pairs. Only the CSS
 * of style modules whose class names made it into the output (`rendered`), or that export
 * none (global styles only): importing `Button` from `@masthead/ui` reaches every style
 * module of the package, and the rest would travel for nothing. With `lazily: false`, only
 * what the modules it imports statically use (see `reachable`).
 */
function cssParts(plugin, entryId, entryIds, rendered, { lazily = true } = {}) {
  const parts = [];
  const seen = new Set();
  const isCss = (id) => plugin.getModuleInfo(id)?.meta?.css !== undefined;
  const visit = (id) => {
    if (seen.has(id) || (id !== entryId && entryIds.has(id))) return;
    seen.add(id);
    const info = plugin.getModuleInfo(id);
    if (!info) return;
    const imports = [...info.importedIds, ...(lazily ? info.dynamicallyImportedIds : [])];
    for (const next of imports.filter((next) => !isCss(next))) visit(next);
    const used = rendered.has(id) || (info.exports ?? []).length === 0;
    for (const next of imports.filter(isCss)) {
      if (used && !seen.has(next)) parts.push([next, plugin.getModuleInfo(next).meta.css]);
      if (used) seen.add(next);
    }
  };
  visit(entryId);
  return parts;
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

/**
 * The texts only an element's lazy parts show, beside its catalog, which names it (`later`):
 * the element fetches it with the first of those parts (`later-texts.ts` in the renderer).
 * @example laterCatalogFile('callout-form', 'de', 'Ab3dE9_x') // 'assets/locale-de-callout-form-Ab3dE9_x-later.js'
 */
export const laterCatalogFile = (element, locale, hash) =>
  catalogFile(element, locale, hash).replace(/\.js$/, '-later.js');

const messagesModule = (used) => `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(used))});\n`;

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

/** The modules with code in the output in `files` (renderChunk's `meta.chunks`): what a page runs of them. */
function modulesIn(files, chunks) {
  const ids = new Set();
  for (const file of files)
    for (const [id, module] of Object.entries(chunks[file]?.modules ?? {})) if (module.renderedLength > 0) ids.add(id);
  return ids;
}

/**
 * What of one element (entry module `id`) the page gets with it and what later: `files`, the
 * chunks the loader asks for; `now`/`later`, per locale, the messages the modules with code in
 * those chunks name and those only the chunks it loads lazily name. Only modules the element
 * runs count (`reachable`), and only those whose code made it into the output: a module a barrel
 * file re-exports but nothing uses names none. Where there are later texts (`hasLater`), the
 * CSS of what only the lazy chunks use travels with them too (`css`, the element's and `laterCss`).
 * Every lazy part of such an element waits for them before it shows (`LaterTexts` of
 * the renderer: `lazyComponent`, the renderer's lazy fields and checks).
 * @param {{id: string, chunks: Record<string, import('rollup').RenderedChunk>, entryIds: Set<string>,
 *   catalogs: Record<string, Record<string, unknown>>}} element
 */
function elementParts(plugin, { id, chunks, entryIds, catalogs }) {
  const own = Object.values(chunks).find((c) => c.isEntry && c.facadeModuleId === id);
  if (!own) throw new Error(`embed build: no chunk for ${id}`);
  const files = withStaticImports(own.fileName, chunks);
  const runs = reachable(plugin, id, entryIds);
  const codeOf = (ids) => [...ids].map((m) => plugin.getModuleInfo(m)?.code ?? '').join('\n');
  const first = [...modulesIn(files, chunks)].filter((m) => runs.has(m));
  const rendered = renderedModules(own.fileName, chunks);
  const firstCode = codeOf(first);
  const laterCode = codeOf([...rendered].filter((m) => runs.has(m) && !first.includes(m)));
  const split = Object.entries(catalogs).map(([locale, catalog]) => {
    const now = messages(firstCode, catalog);
    const later = Object.fromEntries(Object.entries(messages(laterCode, catalog)).filter(([m]) => !(m in now)));
    return { locale, now, later };
  });
  const hasLater = split.some(({ later }) => Object.keys(later).length > 0);
  const all = cssParts(plugin, id, entryIds, rendered);
  const firstCss = hasLater ? cssParts(plugin, id, entryIds, rendered, { lazily: false }) : all;
  const early = new Set(firstCss.map(([cssId]) => cssId));
  const join = (parts) => parts.map(([, css]) => css).join('\n');
  return { files, split, hasLater, css: join(firstCss), laterCss: join(all.filter(([cssId]) => !early.has(cssId))) };
}

/**
 * Emits the widgets catalogs of one element (`elementParts`) in every locale and returns the
 * loader's `{hash, locales}` for them. Each holds the messages the element shows before its lazy
 * parts arrive; with later texts, the first names a second file (`later`) with the rest and the
 * lazy parts' CSS (`css`, minified).
 */
function emitCatalogs(plugin, name, { split, hasLater }, laterCss) {
  const sources = split.map(({ locale, now, later }) => [
    locale,
    messagesModule(now),
    hasLater ? messagesModule(later) + `export const css=${JSON.stringify(laterCss)};\n` : null,
  ]);
  // One hash for all of an element's catalogs, so the loader's table names it once, not once per locale.
  const hash = createHash('sha256')
    .update(sources.map(([locale, now, later]) => `${locale}\n${now}\n${later ?? ''}`).join('\n'))
    .digest('base64url')
    .slice(0, 8);
  for (const [locale, now, later] of sources) {
    const file = catalogFile(name, locale, hash);
    if (!later) {
      plugin.emitFile({ type: 'asset', fileName: file, source: now });
      continue;
    }
    const laterFile = laterCatalogFile(name, locale, hash);
    const link = `export const later=()=>import(${JSON.stringify(`./${posix.relative(posix.dirname(file), laterFile)}`)});\n`;
    plugin.emitFile({ type: 'asset', fileName: file, source: now + link });
    plugin.emitFile({ type: 'asset', fileName: laterFile, source: later });
  }
  return { hash, locales: sources.map(([locale]) => locale) };
}

/**
 * The embed build's element steps.
 *
 * - Each entry's CSS: an element's code holds the marker `'__MASTHEAD_EMBED_CSS__'`
 *   (`src/<name>/element.ts`, and `src/embed-css.ts` for an entry that calls
 *   `defineElement` without `css`); the marker becomes the CSS of every module that
 *   entry runs, now or later; for an element with later texts (below), only of what
 *   the chunks the loader asks for use, the rest going with those texts. In a chunk that
 *   holds no entry module (code several entries share) it becomes ''. The extracted CSS
 *   file itself is dropped.
 * - With `loader` (the loader's entry name, `masthead`): a widgets catalog per element
 *   and locale holding only the messages that element's code names: those the chunks the
 *   loader asks for name, and, in a second file the first names (`later`,
 *   `laterCatalogFile`), those only its lazy chunks name, with their CSS (`elementParts`).
 *   And in the
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
  /** The compiled widgets catalogs, by locale, read once per build. */
  let catalogs = {};
  /** Entry module id → its `elementParts`, once per output. */
  let parts = new Map();
  const partsOf = (plugin, id, chunks) => {
    if (!parts.has(id))
      parts.set(id, elementParts(plugin, { id, chunks, entryIds: new Set(entries.keys()), catalogs }));
    return parts.get(id);
  };
  return {
    name: 'masthead-embed-elements',
    async buildStart(options) {
      const input = Array.isArray(options.input) ? {} : options.input;
      const resolved = await Promise.all(
        Object.entries(input).map(async ([name, file]) => [(await this.resolve(file))?.id ?? file, name]),
      );
      entries = new Map(resolved);
      catalogs = loader ? readCatalogs(localesDir) : {};
    },
    load(id) {
      if (loader && id === fullCatalogs) return 'export const widgetsCatalogs = {};';
      return null;
    },
    renderStart() {
      parts = new Map();
    },
    async renderChunk(code, chunk, _options, meta) {
      let next = code;
      if (cssMarker.test(next)) {
        // The entry whose code this is (an entry chunk, or the chunk an entry's facade imports).
        const entryId = chunk.moduleIds.find((id) => entries.has(id));
        const css = entryId ? await minifyCss(partsOf(this, entryId, meta.chunks).css) : '';
        next = next.replace(everywhere(cssMarker), () => JSON.stringify(css));
      }
      if (loader && chunk.name === loader && elementsMarker.test(next)) {
        const from = posix.dirname(chunk.fileName);
        // Relative to the loader, as `new URL(file, import.meta.url)` reads them (no `./`: bytes in every page).
        const path = (file) => posix.relative(from, file);
        const table = {};
        for (const [id, name] of entries) {
          if (name === loader) continue;
          const parts = partsOf(this, id, meta.chunks);
          const { hash, locales } = emitCatalogs(this, name, parts, await minifyCss(parts.laterCss));
          table[name] = { files: parts.files.map(path), hash, locales };
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
