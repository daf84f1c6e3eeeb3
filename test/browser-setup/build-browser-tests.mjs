import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { rollup } from 'rollup';
import alias from '@rollup/plugin-alias';
import { babel } from '@rollup/plugin-babel';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { babelOptions } from '../../scripts/babel-options.mjs';
import { vanillaExtractStyleTags } from './vanilla-extract-style-tags.mjs';

const testFilePattern = /\.browser\.test\.tsx?$/;

async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(full);
      return testFilePattern.test(e.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** `packages/*\/src` and `sites/*\/src` test files, relative to root. */
export async function findBrowserTests(root) {
  const files = [];
  for (const group of ['packages', 'sites']) {
    const names = await readdir(path.join(root, group)).catch(() => []);
    for (const name of names) files.push(...(await walk(path.join(root, group, name, 'src'))));
  }
  return files.map((f) => path.relative(root, f)).sort();
}

// Embed bundles swap React for preact/compat; shared packages are tested both ways.
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

function plugins(flavour) {
  return [
    flavour === 'preact' && alias({ entries: preactAliases }),
    vanillaExtractStyleTags(),
    vanillaExtractPlugin({ identifiers: 'debug' }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    babel(babelOptions),
    // ajv (the test fakes' contract check) reads its meta-schemas as JSON.
    json(),
    commonjs(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('development') } }),
  ].filter(Boolean);
}

function onwarn(warning, warn) {
  // 'use client' in @lingui/react, and cycles inside dependencies, are harmless.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.some((id) => id.includes('node_modules'))) return;
  warn(warning);
}

/**
 * Libraries in one chunk, our code in one chunk per package (`packages-ui`,
 * `sites-app`), so a test still runs only its own package's module code and
 * global styles.
 */
function chunkGroup(root, id) {
  const file = id.replace(/^\0(vanilla-extract-style:)?/, '');
  const rel = path.relative(root, file);
  if (!path.isAbsolute(file) || rel.startsWith('..') || rel.includes('node_modules')) return 'vendor';
  const [top, name] = rel.split(path.sep);
  return top === 'packages' || top === 'sites' ? `${top}-${name}` : top;
}

async function bundle(root, sources, outDir, flavour) {
  const input = Object.fromEntries(sources.map((s) => [s.replace(/\.tsx?$/, ''), path.join(root, s)]));
  const entries = new Set(Object.values(input));
  const build = await rollup({
    input,
    plugins: plugins(flavour),
    // The test runner serves its own web socket module; commands import it at run time.
    external: [/^\/__web-dev-server/],
    onwarn,
  });
  const dir = path.join(outDir, flavour);
  await build.write({
    dir,
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    // The runner loads each test with a query string; a lazily loaded chunk
    // that imported from the test file would load it a second time (a second
    // React, a second context). So nothing shared stays in a test's chunk.
    manualChunks: (id) => (entries.has(id) ? undefined : chunkGroup(root, id)),
  });
  await build.close();
  return sources.map((s) => path.join(dir, s.replace(/\.tsx?$/, '.js')));
}

/**
 * Bundles every browser test (macros and `.css.ts` need a build) into
 * `outDir/react/…` and, for `packages/*`, `outDir/preact/…`; returns the
 * bundled files for the test runner. `filter` keeps sources containing it.
 */
export async function buildBrowserTests({ root, outDir, filter }) {
  const sources = (await findBrowserTests(root)).filter((f) => !filter || f.includes(filter));
  await rm(outDir, { recursive: true, force: true });
  if (sources.length === 0) return [];
  const shared = sources.filter((s) => s.startsWith('packages/'));
  const builds = [bundle(root, sources, outDir, 'react')];
  if (shared.length > 0) builds.push(bundle(root, shared, outDir, 'preact'));
  return (await Promise.all(builds)).flat();
}
