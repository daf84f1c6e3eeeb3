// A fingerprint of everything the browser build reads, so `npm start` can
// skip a build whose output is already up to date.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const inputs = [
  'packages',
  'sites',
  'locales',
  'rollup.config.mjs',
  'lingui.config.ts',
  'package-lock.json',
  'scripts/babel-options.mjs',
  'scripts/embed-elements.mjs',
  'scripts/embed-sizes.mjs',
];
const skip = new Set(['node_modules', 'dist', 'server']);

function walk(path, out) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) if (!skip.has(name)) walk(join(path, name), out);
  } else if (!/\.(test|browser\.test)\.[tj]sx?$/.test(path) && !/locales\/.*\.ts$/.test(path)) {
    out.push(`${path}:${stat.size}:${stat.mtimeMs}`);
  }
}

export function sourceStamp(root) {
  const out = [];
  for (const input of inputs) walk(join(root, input), out);
  return createHash('sha256').update(out.join('\n')).digest('hex');
}

export function isBuildCurrent(root) {
  const file = join(root, 'dist/.stamp');
  return existsSync(file) && readFileSync(file, 'utf8') === sourceStamp(root);
}
