export interface ElementFiles {
  /** The element's own chunk, then every chunk it imports, relative to masthead.js. */
  files: string[];
  /** Its widgets catalog by locale, relative to masthead.js. */
  catalogs: Record<string, string>;
}

export interface InitialDownload {
  /** masthead.js, the files the loader asks for and the catalog, with their gzip sizes. */
  files: { file: string; gzip: number }[];
  /** Their sum, gzip bytes. */
  gzip: number;
  /** Files those import statically that the loader does not ask for itself (each a further round trip). */
  waterfall: string[];
}

export const embedBudgets: { 'join-form': number; 'callout-form': number };
export function readElementTable(embedDir: string): Record<string, ElementFiles>;
export function staticImports(embedDir: string, file: string): string[];
export function withStaticImports(embedDir: string, files: string[]): string[];
export function initialDownload(embedDir: string, element: string, locale?: string): InitialDownload;
