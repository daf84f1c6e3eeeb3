// One factory for every browser bundle: the hosted app (React) and the embed
// bundles newsrooms load with a script tag (React aliased to preact/compat).
import { readFileSync, writeFileSync, mkdirSync, cpSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import { babel } from '@rollup/plugin-babel';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { transform } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { babelOptions } from './scripts/babel-options.mjs';
import { embedElementEntries, embedElements } from './scripts/embed-elements.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const extensions = ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'];

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Records the gzip size of each JS and CSS file a build writes, and prints it. */
export function sizeReport(label, file = join(dist, 'sizes.json')) {
  return {
    name: 'masthead-size-report',
    writeBundle(options, bundle) {
      const rows = [];
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!/\.(m?js|css)$/.test(fileName)) continue;
        const source = item.type === 'chunk' ? item.code : item.source;
        const bytes = Buffer.byteLength(source);
        const gzip = gzipSync(source, { level: 9 }).length;
        rows.push({ bundle: label, file: fileName, bytes, gzip, entry: item.type === 'chunk' && item.isEntry });
      }
      rows.sort((a, b) => b.gzip - a.gzip);
      for (const r of rows) {
        const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
        console.log(
          `  ${label.padEnd(6)} ${r.file.padEnd(44)} ${kb(r.bytes).padStart(9)}  gzip ${kb(r.gzip).padStart(8)}`,
        );
      }
      const all = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).filter((r) => r.bundle !== label) : [];
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify([...all, ...rows], null, 2));
    },
  };
}

/**
 * vanilla-extract's extract mode leaves a bare `import"….vanilla.css"` in each
 * chunk for the CSS it already moved into the CSS asset; a browser cannot
 * resolve it and the whole bundle fails. The CSS is served separately, so
 * the imports go.
 */
function stripCssImports() {
  const cssImport = /import\s*["'][^"']+\.vanilla\.css["'];?/g;
  return {
    name: 'masthead-strip-css-imports',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') item.code = item.code.replace(cssImport, '');
      }
    },
  };
}

/** Writes index.html from a template, pointing at the hashed entry and CSS. */
function htmlPage({ template, fileName = 'index.html' }) {
  return {
    name: 'masthead-html',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((b) => b.type === 'chunk' && b.isEntry);
      const css = Object.keys(bundle).filter((f) => f.endsWith('.css'));
      const tags = [
        ...css.map((f) => `<link rel="stylesheet" href="/${f}">`),
        `<script type="module" src="/${entry.fileName}"></script>`,
      ].join('\n    ');
      const html = readFileSync(template, 'utf8').replace('<!-- masthead:assets -->', tags);
      this.emitFile({ type: 'asset', fileName, source: html });
    },
  };
}

/** Minifies each chunk with esbuild, in this process: a fraction of terser's time. */
function esbuildMinify() {
  return {
    name: 'masthead-esbuild-minify',
    async renderChunk(code) {
      const result = await transform(code, {
        minify: true,
        format: 'esm',
        target: 'es2020',
        legalComments: 'none',
        // Catalogs in Greek or Russian as they are, not as \u escapes (a third more bytes).
        charset: 'utf8',
      });
      return { code: result.code, map: null };
    },
  };
}

/** Copies a folder of static files next to a bundle. */
function copyFolder(from, to) {
  return {
    name: 'masthead-copy',
    writeBundle() {
      if (existsSync(from)) cpSync(from, to, { recursive: true });
    },
  };
}

/**
 * The one bundle factory.
 * @param {{name: string, input: string | Record<string,string>, outDir: string, preact?: boolean,
 *   css?: string, html?: string, copy?: [string, string],
 *   entryFileNames?: string | ((chunk: import('rollup').PreRenderedChunk) => string),
 *   sizesFile?: string, loader?: string}} spec  sizesFile: where sizes are recorded (default dist/sizes.json);
 *   loader: the entry that loads the others (the embed's `masthead`, see scripts/embed-elements.mjs)
 */
export function createBundle(spec) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    input: spec.input,
    // A loaded element's chunk may also export what its own lazy chunks import from it (no facade file).
    preserveEntrySignatures: spec.loader ? 'allow-extension' : spec.preact ? 'strict' : false,
    output: {
      dir: spec.outDir,
      format: 'es',
      entryFileNames: spec.entryFileNames ?? 'assets/[name]-[hash].js',
      chunkFileNames: (chunk) => {
        const locale = /locales\/([^/]+)\//.exec(chunk.facadeModuleId ?? '')?.[1];
        if (locale) return `assets/locale-${locale.replace('@', '-')}-[hash].js`;
        // The embed's runtime every element shares (preact, Lingui, the API client), by what it is.
        if (spec.loader && chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]preact[\\/]/.test(id)))
          return 'assets/shared-[hash].js';
        return 'assets/[name]-[hash].js';
      },
      assetFileNames: 'assets/[name]-[hash][extname]',
      sourcemap: false,
    },
    onwarn(warning, warn) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      if (warning.code === 'CIRCULAR_DEPENDENCY' && /node_modules/.test(warning.message)) return;
      warn(warning);
    },
    plugins: [
      spec.preact ? alias({ entries: preactAliases }) : null,
      vanillaExtractPlugin({
        extract: { name: spec.css ?? `${spec.name}.css` },
        // Short class names in the embed, whose CSS travels inside the script.
        ...(spec.preact && production ? { identifiers: 'short' } : {}),
      }),
      nodeResolve({ extensions, browser: true, exportConditions: ['browser', 'module', 'import', 'default'] }),
      commonjs(),
      replace({
        preventAssignment: true,
        values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
      }),
      // The widgets always load a compiled catalog (English too) before they show text, so a
      // production embed drops the English source texts the macros would otherwise repeat.
      babel(
        spec.preact && production
          ? { ...babelOptions, plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: true }]] }
          : babelOptions,
      ),
      // terser for the widgets, where each byte is a reader's; esbuild for the app, a third of the
      // build's time less for some 3 % more bytes an admin caches (test/bench/README.md, "Fresh clone").
      production && spec.preact ? terser({ ecma: 2020, module: true, format: { comments: false } }) : null,
      production && !spec.preact ? esbuildMinify() : null,
      stripCssImports(),
      spec.preact
        ? embedElements({
            loader: spec.loader,
            localesDir: join(root, 'locales'),
            fullCatalogs: join(root, 'packages/elements/src/widgets-catalogs.ts'),
          })
        : null,
      spec.html ? htmlPage({ template: spec.html }) : null,
      spec.copy ? copyFolder(...spec.copy) : null,
      sizeReport(spec.name, spec.sizesFile),
    ].filter(Boolean),
  };
}

const embedEntry = join(root, 'packages/elements/src/masthead.ts');

export const bundles = {
  // The widgets' single script tag (/embed/masthead.js), built once the
  // elements package has its entry; React is swapped for preact/compat.
  // masthead.js is a small loader; each element (`src/<name>/element.ts`)
  // is an entry of its own, loaded only where a page has one.
  ...(existsSync(embedEntry)
    ? {
        embed: createBundle({
          name: 'embed',
          input: { masthead: embedEntry, ...embedElementEntries(join(root, 'packages/elements/src')) },
          outDir: join(dist, 'embed'),
          preact: true,
          loader: 'masthead',
          entryFileNames: (chunk) => (chunk.name === 'masthead' ? '[name].js' : 'assets/[name]-[hash].js'),
        }),
      }
    : {}),
  app: createBundle({
    name: 'app',
    input: { app: join(root, 'sites/app/src/main.tsx') },
    outDir: join(dist, 'app'),
    css: 'app.css',
    html: join(root, 'sites/app/index.html'),
    copy: [join(root, 'sites/app/public'), join(dist, 'app')],
  }),
};

export default Object.values(bundles);
