/** dist/server: one folder per build, named by its sources' stamp, and server.mjs pointing at the newest. */
export const serverDist: string;
/** The folder of the build of the current sources (it may not exist yet). */
export function serverBuildDir(stamp?: string): string;
/** The compiled server's entry for the current sources, compiled first when missing. */
export function ensureServerBuild(options?: { quiet?: boolean }): Promise<string>;
/** Compiles the server into `dir` and points dist/server/server.mjs at it; returns the entry. */
export function buildServer(options?: { quiet?: boolean; dir?: string }): Promise<string>;
