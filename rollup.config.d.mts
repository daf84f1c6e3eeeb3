import type { RollupOptions } from 'rollup';

export interface BundleSpec {
  name: string;
  input: string | Record<string, string>;
  outDir: string;
  /** Alias React to preact/compat and put each entry's CSS inside its script (embed bundles). */
  preact?: boolean;
  css?: string;
  html?: string;
  copy?: [string, string];
  entryFileNames?: string | ((chunk: import('rollup').PreRenderedChunk) => string);
  /** Where sizes are recorded (default dist/sizes.json). */
  sizesFile?: string;
  /** The entry that loads the others (the embed's `masthead`, see scripts/embed-elements.mjs). */
  loader?: string;
}

export function createBundle(spec: BundleSpec): RollupOptions & { output: import('rollup').OutputOptions };
export const bundles: Record<string, RollupOptions>;
declare const configs: RollupOptions[];
export default configs;
