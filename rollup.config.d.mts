import type { RollupOptions } from 'rollup';

export interface BundleSpec {
  name: string;
  input: string | Record<string, string>;
  outDir: string;
  /** Alias React to preact/compat and put the CSS inside the script (embed bundles). */
  preact?: boolean;
  css?: string;
  html?: string;
  copy?: [string, string];
  entryFileNames?: string;
  /** Where sizes are recorded (default dist/sizes.json). */
  sizesFile?: string;
}

export function createBundle(spec: BundleSpec): RollupOptions & { output: import('rollup').OutputOptions };
export const bundles: Record<string, RollupOptions>;
declare const configs: RollupOptions[];
export default configs;
