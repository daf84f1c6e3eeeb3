/** The extensions of files that get compressed copies. */
export const compressibleExtensions: Set<string>;
/** Files smaller than this get no copies. */
export const minBytes: number;
/** Writes `.br` and `.gz` copies beside each compressible file under `dir` (not in `skip`'s folders), each file whole. */
export function precompress(
  dir: string,
  options?: { skip?: string[] },
): Promise<{ files: number; raw: number; br: number; gzip: number }>;
